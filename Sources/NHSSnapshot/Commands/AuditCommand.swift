import Foundation

extension CommandRunner {
    /// Audits the plan's cells and prints every finding (expected ones marked), the cells that
    /// failed to render, the counts by rule and a summary; 1 when the audit or a render failed.
    static func audit(_ plan: SnapshotPlan, _ session: SnapshotSession, _ context: CommandContext) -> Int32 {
        let summary = session.audit(plan)
        let report = summary.audit ?? AuditReport(cells: [])
        var rendering = summary
        rendering.audit = nil
        let lines = report.findingLines(includingExpected: true) + [rendering.text(relativeTo: context.packageRoot)]
            + [report.ruleLine].compactMap { $0 } + [report.summaryLine + " in the \(plan.matrix.name) matrix"]
        context.output(lines.joined(separator: "\n"))
        return summary.exitCode
    }
}
