import Foundation

/// The measurements of the official screenshots that `Scripts/measure-references.sh` wrote to
/// `Tests/Fidelity/reference-measurements.json` (how they were taken is in the file's `method`).
/// Only what the fidelity test compares is read.
struct ReferenceMeasurements: Decodable {
    let calibration: Calibration
    let references: [Reference]

    struct Calibration: Decodable {
        /// Open Sans' width over Frutiger's for the same string and size, by weight.
        let faceWidthRatio: [String: Double]
    }

    struct Reference: Decodable, CustomStringConvertible {
        let file: String
        let component: String
        let scenario: String
        let sizeClass: String
        /// "compared", or why the lines' breaks are not.
        let lineBreaks: String
        /// The screenshot's width in points: the screen our render is laid out on.
        let imageWidth: Double
        /// Pixels per point of the screenshot.
        let scale: Double
        let card: Size
        let lines: [Line]

        var description: String { file }
    }

    struct Size: Decodable {
        let width: Double
        let height: Double
    }

    struct Line: Decodable {
        let text: String
        /// "bold", "regular" or "mixed" (the bold "NHS number:" then the regular number).
        let weight: String
        /// "frutiger" (the NHS face), or "system" where the real card uses SF.
        let face: String
        let width: Double
        /// From the card's top.
        let baseline: Double
        let inferredSize: InferredSize
    }

    struct InferredSize: Decodable {
        let fromWidth: Double?
        let fromCapHeight: Double?
    }

    /// The recorded measurements, read from the repository.
    static func load() throws -> ReferenceMeasurements {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fidelity/reference-measurements.json")
        return try JSONDecoder().decode(ReferenceMeasurements.self, from: Data(contentsOf: url))
    }
}
