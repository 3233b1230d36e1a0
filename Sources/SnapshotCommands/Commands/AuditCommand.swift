import Foundation
import ImageCodecs
import NHSSnapshot
import Raster

extension CommandRunner {
    /// Audits the plan's cells and prints every finding (expected ones marked), the cells that
    /// failed to render, the counts by rule and a summary; with `--json FILE` also writes the
    /// `AuditDocument`. 1 when the audit or a render failed, or the JSON could not be written.
    static func audit(_ plan: SnapshotPlan, _ session: SnapshotSession, _ context: CommandContext,
                      jsonFile: String? = nil) -> Int32 {
        let summary = session.audit(plan)
        let report = summary.audit ?? AuditReport(cells: [])
        var rendering = summary
        rendering.audit = nil
        var lines = report.findingLines(includingExpected: true) + [rendering.text(relativeTo: context.packageRoot)]
            + [report.ruleLine].compactMap { $0 } + [report.summaryLine + " in the \(plan.matrix.name) matrix"]
        var code = summary.exitCode
        if let jsonFile {
            let url = jsonFile.hasPrefix("/") ? URL(fileURLWithPath: jsonFile)
                : context.workingDirectory.appendingPathComponent(jsonFile)
            do {
                try AtomicFile.write(try AuditDocument(report, matrix: plan.matrix.name).jsonData(), to: url)
                lines.append("audit: findings written to \(jsonFile)")
            } catch {
                lines.append("audit: could not write the JSON findings: \(error)")
                code = max(code, 1)
            }
        }
        context.output(lines.joined(separator: "\n"))
        return code
    }
}
