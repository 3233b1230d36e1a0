import Foundation
import SnapshotCore

extension RunSummary {
    /// At most this many failed cells are listed one by one in the summary.
    public static let listedFailures = 40

    /// The text printed at the end of a run: the renderer check, each failed cell with its reason
    /// (and how to record a missing golden), the audit's findings and counts, orphans, the counts, the time and where the files are.
    public func text(relativeTo base: URL? = nil) -> String {
        var lines: [String] = []
        if let fingerprint { lines.append(fingerprint.message) }
        for report in failures.prefix(RunSummary.listedFailures) {
            lines.append("FAIL \(report.cellName): " + RunSummary.reason(report.outcome, path: report.path))
        }
        if failures.count > RunSummary.listedFailures {
            lines.append("… and \(failures.count - RunSummary.listedFailures) more failed cell(s)")
        }
        lines += problems.map { "ERROR " + $0 }
        lines += writeProblems.map { "ERROR cannot write " + $0 }
        if let audit { lines += audit.runLines }
        if !orphans.isEmpty {
            let verb = prunedOrphans ? "removed" : "found (run `nhs-snapshots record --prune` to remove them)"
            lines.append("\(orphans.count) golden(s) that no scenario produces \(verb):")
            lines += orphans.map { "  " + $0 }
        }
        let counted = CellOutcome.kindOrder.compactMap { kind in counts[kind].map { "\($0) \(kind)" } }
        let rate = reports.isEmpty ? "" : String(format: ", %.1f ms a cell", seconds * 1000 / Double(reports.count))
        lines.append("\(action): \(reports.count) cell(s): " + (counted.isEmpty ? "nothing to do" : counted.joined(separator: ", "))
            + String(format: " in %.2f s", seconds) + rate)
        if copiedPages > 0 {
            lines.append("  \(copiedPages) of them the same page as a cell drawn before: copied, not drawn again")
        }
        for (label, url) in locations {
            lines.append("\(label): \(RunSummary.display(url, relativeTo: base))")
        }
        return lines.joined(separator: "\n")
    }

    static func reason(_ outcome: CellOutcome, path: GoldenPath) -> String {
        switch outcome {
        case .differed(let summary): return summary
        case .missing:
            return "no golden at Snapshots/\(path.relativePath); record it with `nhs-snapshots record --missing` "
                + "or `NHS_SNAPSHOTS_RECORD=missing swift test`"
        case .failed(let message), .cannotWrite(let message): return message
        default: return outcome.kind
        }
    }

    /// `url`'s path relative to `base` when inside it, otherwise absolute.
    public static func display(_ url: URL, relativeTo base: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let base else { return path }
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
