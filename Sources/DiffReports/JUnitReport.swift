import Foundation
import PixelDiff

/// `junit.xml`: one `<testcase>` per image, a `<failure>` for each changed, added or removed one.
public enum JUnitReport {
    /// The report as JUnit XML.
    public static func render(_ report: DiffReport) -> String {
        let failures = report.entries.count - report.count(.unchanged)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let suiteAttributes = "tests=\"\(report.entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        xml += "<testsuites name=\"snapshot diff\" \(suiteAttributes)>\n"
        xml += "  <testsuite name=\"\(TextEscaping.xml("snapshots: \(report.expected) vs \(report.actual)"))\" \(suiteAttributes)>\n"
        for entry in report.entries {
            let (folder, file) = split(entry.name)
            let className = folder.isEmpty ? "snapshots" : "snapshots." + folder.replacingOccurrences(of: "/", with: ".")
            xml += "    <testcase classname=\"\(TextEscaping.xml(className))\" name=\"\(TextEscaping.xml(file))\" time=\"0\""
            if entry.status == .unchanged {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            var details = [entry.message]
            if let expected = entry.expectedPath { details.append("expected: \(expected)") }
            if let actual = entry.actualPath { details.append("actual: \(actual)") }
            if let composite = entry.images?.composite { details.append("composite: \(composite)") }
            xml += "      <failure type=\"\(entry.status.rawValue)\" message=\"\(TextEscaping.xml(entry.message))\">"
            xml += TextEscaping.xml(details.joined(separator: "\n")) + "</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func split(_ name: String) -> (folder: String, file: String) {
        guard let slash = name.lastIndex(of: "/") else { return ("", name) }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }
}
