@testable import Catalogue
import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Testing

/// Each official screenshot (issue 20) against our render of the same card, laid out on a screen
/// as wide as the screenshot (in its own points), Large text, light: the card's frame, the lines
/// its text breaks into, each line's font size, width and baseline. Past 5 % anything fails.
///
/// Widths are compared face for face: Open Sans is wider than Frutiger by the ratio the
/// measurements record (bold 8 %, regular 0.6 %), so our width is divided by it first. Set
/// NHS_FIDELITY_OUT=folder to also write each render at 2x there (Scripts/fidelity.sh does).
@Suite struct FidelityTests {
    static let tolerance = 0.05
    static let measurements: ReferenceMeasurements? = try? ReferenceMeasurements.load()

    @Test func measurementsAreRecorded() throws {
        let measurements = try ReferenceMeasurements.load()
        #expect(measurements.references.count == 7)
    }

    @Test(arguments: measurements?.references ?? [])
    func cardLooksLikeTheReference(reference: ReferenceMeasurements.Reference) throws {
        let measurements = try #require(Self.measurements)
        let geometry = try Self.render(reference)
        let context = reference.file

        let widthError = Self.error(geometry.frame.width, reference.card.width)
        let heightError = Self.error(geometry.frame.height, reference.card.height)
        #expect(abs(widthError) <= Self.tolerance,
                "\(context): card width \(geometry.frame.width) against \(reference.card.width) (\(Self.percent(widthError)))")
        #expect(abs(heightError) <= Self.tolerance,
                "\(context): card height \(geometry.frame.height) against \(reference.card.height) (\(Self.percent(heightError)))")

        // The same lines: the text breaks where the real card's does (or, where the breaks are
        // not compared, as many lines).
        let comparesBreaks = reference.lineBreaks == "compared"
        if comparesBreaks {
            #expect(geometry.lines.map(\.text) == reference.lines.map(\.text), "\(context): lines")
        } else {
            #expect(geometry.lines.count == reference.lines.count, "\(context): \(geometry.lines.map(\.text))")
        }
        for (ours, theirs) in zip(geometry.lines, reference.lines) {
            let line = "\(context) \"\(theirs.text)\""
            if let size = theirs.inferredSize.fromWidth ?? (theirs.face == "system" ? 17 : nil) {
                for run in ours.runs {
                    let sizeError = Self.error(Double(run.size), size)
                    #expect(abs(sizeError) <= Self.tolerance, "\(line): \(run.size) pt against \(size) (\(Self.percent(sizeError)))")
                }
            }
            if theirs.face == "frutiger" && comparesBreaks {
                let asFrutiger = ours.runs.reduce(0.0) { sum, run in
                    sum + Double(run.width) / (measurements.calibration.faceWidthRatio[run.weight >= .semibold ? "bold" : "regular"] ?? 1)
                } + Double(ours.width - ours.runs.reduce(0) { $0 + $1.width })
                let lineWidthError = Self.error(asFrutiger, theirs.width)
                #expect(abs(lineWidthError) <= Self.tolerance,
                        "\(line): width \(asFrutiger) (as Frutiger) against \(theirs.width) (\(Self.percent(lineWidthError)))")
            }
            // A baseline may be off by 5 % of the card's height.
            let offset = (Double(ours.baseline) - theirs.baseline) / reference.card.height
            #expect(abs(offset) <= Self.tolerance,
                    "\(line): baseline \(ours.baseline) against \(theirs.baseline) (\(Self.percent(offset)) of the height)")
        }
    }

    /// Our card for `reference`, on a screen as wide as the screenshot, Large text, light.
    static func render(_ reference: ReferenceMeasurements.Reference) throws -> RenderedCardGeometry {
        let scenario = try #require(BuiltInScenarios.all.first {
            $0.component == reference.component && $0.name == reference.scenario
        }, "\(reference.file): no scenario \(reference.component)/\(reference.scenario)")
        let device = Device(id: "reference-\(reference.imageWidth)", name: reference.file,
                            width: CGFloat(reference.imageWidth.rounded()), height: 1000, scale: 2,
                            horizontalSizeClass: reference.sizeClass == "regular" ? .regular : .compact)
        let configuration = SnapshotConfiguration(device: device, dynamicTypeSize: .large, colorScheme: .light)
        let snapshot = try NHSSnapshot.render(scenario.makeView(), configuration: configuration)
        let annotation = reference.component == "CardStyle" ? "NHSCardStyle" : reference.component
        let geometry = try #require(RenderedCardGeometry(snapshot.displayList, component: annotation), "\(reference.file): no card")
        try writeIfAsked(snapshot, geometry, reference: reference)
        return geometry
    }

    /// With NHS_FIDELITY_OUT set: our render as `ours-<file>.png` and its geometry as
    /// `ours-<file>.json` (card frame, lines with size, width and baseline), for Scripts/fidelity.sh.
    static func writeIfAsked(_ snapshot: RenderedSnapshot, _ geometry: RenderedCardGeometry,
                             reference: ReferenceMeasurements.Reference) throws {
        guard let folder = ProcessInfo.processInfo.environment["NHS_FIDELITY_OUT"], !folder.isEmpty else { return }
        let directory = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stem = "ours-" + reference.file.replacingOccurrences(of: ".png", with: "")
        let lines: [[String: Any]] = geometry.lines.map { line in
            ["text": line.text, "baseline": Double(line.baseline), "width": Double(line.width),
             "sizes": line.runs.map { Double($0.size) }, "weights": line.runs.map { $0.weight.rawValue }]
        }
        let summary: [String: Any] = [
            "file": reference.file, "screenWidth": Double(snapshot.configuration.device.width),
            "card": ["x": Double(geometry.frame.minX), "y": Double(geometry.frame.minY),
                     "width": Double(geometry.frame.width), "height": Double(geometry.frame.height)],
            "lines": lines,
        ]
        let json = try JSONSerialization.data(withJSONObject: summary, options: [.prettyPrinted, .sortedKeys])
        try write(json, to: directory.appendingPathComponent(stem + ".json"))
        try write(try snapshot.pngData(), to: directory.appendingPathComponent(stem + ".png"))
    }

    private static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    static func error(_ ours: Double, _ theirs: Double) -> Double { (ours - theirs) / theirs }
    static func error(_ ours: CGFloat, _ theirs: Double) -> Double { (Double(ours) - theirs) / theirs }
    static func percent(_ value: Double) -> String { String(format: "%+.1f %%", value * 100) }
}
