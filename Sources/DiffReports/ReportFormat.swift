import Foundation

/// A kind of report file.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable, Codable {
    /// `report.html`: one self-contained page with the images embedded.
    case html
    /// `report.md`: a table for a pull-request comment or a CI job summary.
    case md
    /// `report.json`: everything, for machines and for `merge`.
    case json
    /// `junit.xml`: one test case per image, for CI test views.
    case junit

    /// The file written into the report folder.
    public var fileName: String {
        switch self {
        case .html: return "report.html"
        case .md: return "report.md"
        case .json: return "report.json"
        case .junit: return "junit.xml"
        }
    }

    /// Parses a comma-separated list such as `html,md,json,junit` (`markdown` and `xml` are accepted too).
    ///
    /// - Throws: ``DiffError`` naming an unknown format.
    public static func parseList(_ text: String) throws(DiffError) -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for item in text.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            let format: ReportFormat?
            switch name {
            case "markdown": format = .md
            case "xml": format = .junit
            default: format = ReportFormat(rawValue: name)
            }
            guard let format else {
                throw DiffError("unknown report format '\(name)'; use html, md, json or junit")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw DiffError("no report format given; use html, md, json or junit") }
        return formats
    }
}
