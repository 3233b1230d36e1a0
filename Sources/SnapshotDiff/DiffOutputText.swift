import DiffReports
import Foundation

/// What `diff` prints: a line per changed, added or removed image with its numbers (and its
/// composite, when written), the unchanged pair when only one was compared, then the counts,
/// the report's location and `differing pixels: N`.
enum DiffOutputText {
    static func lines(_ outcome: DiffCommand.Outcome, workingDirectory: URL) -> [String] {
        let report = outcome.report
        var lines: [String] = []
        for entry in report.entries where entry.status != .unchanged || report.entries.count == 1 {
            var message = entry.message
            if message.hasPrefix("differ: ") { message.removeFirst("differ: ".count) }
            lines.append("\(entry.status.rawValue.uppercased()) \(entry.name): \(message)")
            if let composite = outcome.composites[entry.name] {
                lines.append("  composite: \(display(composite, workingDirectory))")
            }
        }
        lines.append("diff: \(report.countsLine) (expected \(report.expected), actual \(report.actual))")
        if let document = outcome.reportFiles.last(where: { $0.pathExtension != "png" }) {
            lines.append("report: \(display(document.deletingLastPathComponent(), workingDirectory))/ ("
                + outcome.reportFiles.filter { $0.pathExtension != "png" }.map(\.lastPathComponent).joined(separator: ", ") + ")")
        }
        lines.append("differing pixels: \(differingPixels(report))")
        return lines
    }

    /// The differing pixels of every compared pair, added up.
    static func differingPixels(_ report: DiffReport) -> Int {
        report.entries.reduce(0) { $0 + ($1.metrics?.differingPixels ?? 0) }
    }

    /// `url` relative to the working directory when inside it.
    static func display(_ url: URL, _ workingDirectory: URL) -> String {
        let path = url.standardizedFileURL.path, base = workingDirectory.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
