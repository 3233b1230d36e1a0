import Foundation

/// `report.json`: the ``DiffReport`` with sorted keys, so the same diff gives the same bytes.
public enum JSONReport {
    /// The report encoded as pretty-printed JSON.
    public static func render(_ report: DiffReport) throws(DiffError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(report) + Data("\n".utf8)
        } catch {
            throw DiffError("cannot encode the JSON report: \(error)")
        }
    }

    /// A report read back from JSON; `source` names the file for errors.
    public static func parse(_ data: Data, source: String) throws(DiffError) -> DiffReport {
        do {
            let report = try JSONDecoder().decode(DiffReport.self, from: data)
            guard report.formatVersion == DiffReport.currentFormatVersion else {
                throw DiffError("\(source) is a version \(report.formatVersion) report; this tool reads version \(DiffReport.currentFormatVersion)")
            }
            return report
        } catch let error as DiffError {
            throw error
        } catch {
            throw DiffError("\(source) is not a diff JSON report: \(error)")
        }
    }
}
