import Foundation
import NHSSnapshot
import SnapshotCore

extension CommandRunner {
    /// Writes `verify`'s report folder (`<out>/report`) and adds it to the summary's locations;
    /// a failure to write it becomes a problem of the run.
    static func withVerifyReport(_ summary: RunSummary, artefacts: FailureArtefacts, context: CommandContext,
                                 out: URL, jobs: Int) -> RunSummary {
        var summary = summary
        let folder = out.appendingPathComponent(VerifyReport.folderName, isDirectory: true)
        let run = VerifyReport.run(summary, artefacts: artefacts, store: context.store, base: context.packageRoot, jobs: jobs)
        do {
            _ = try VerifyReport.write(run, to: folder)
            summary.locations.append(("report", folder))
        } catch {
            summary.problems.append("report: \(error.message)")
        }
        return summary
    }
}
