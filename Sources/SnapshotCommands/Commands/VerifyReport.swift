import DiffReports
import Foundation
import ImageCodecs
import NHSSnapshot
import PixelDiff
import SnapshotCore

/// The report folder `verify` leaves for CI (`Output/report/`): the same HTML, Markdown, JSON and
/// JUnit documents as `diff --report`, one entry per cell, with expected, actual, diff and
/// composite images for every cell that differs or has no golden. Built from the run's summary
/// and the failure artefacts it wrote, so verifying itself is unchanged.
public enum VerifyReport {
    /// The folder name inside the output folder.
    public static let folderName = RunOutputFolders.report

    /// One entry per cell of `summary`: matched cells unchanged; differing cells re-compared from
    /// their artefacts under `options` (changed, with numbers and images); cells without a golden
    /// added; cells that could not be rendered changed with the error as their message.
    public static func run(_ summary: RunSummary, artefacts: FailureArtefacts, store: GoldenStore, base: URL,
                           options: CompareOptions = .exact, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> DiffRun {
        let comparer = EntryComparer(options: options, codec: .png(workspace: CodecWorkspace()))
        let reports = summary.reports
        let entries = ParallelWork.run(count: reports.count, workers: jobs) { index in
            entry(for: reports[index], comparer: comparer, artefacts: artefacts, store: store, base: base)
        }
        return DiffRun(expected: RunSummary.display(store.root, relativeTo: base), actual: "verify (freshly rendered)",
                       options: options, entries: entries)
    }

    /// Writes `run` into `folder`, replacing the images of an earlier report.
    public static func write(_ run: DiffRun, to folder: URL) throws(DiffError) -> ReportWriter.Written {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("images"))
        return try ReportWriter(formats: ReportFormat.allCases, imageExtension: "png").write(run, to: folder)
    }

    static func entry(for report: CellReport, comparer: EntryComparer, artefacts: FailureArtefacts,
                      store: GoldenStore, base: URL) -> ComparedEntry {
        let name = report.path.relativePath
        let goldenPath = RunSummary.display(store.url(for: report.path), relativeTo: base)
        let expectedURL = artefacts.url(for: report.path, variant: "expected")
        let actualURL = artefacts.url(for: report.path, variant: "actual")
        let actualPath = RunSummary.display(actualURL, relativeTo: base)
        func plain(_ status: DiffEntry.Status, _ message: String) -> ComparedEntry {
            ComparedEntry(entry: DiffEntry(name: name, status: status, expectedPath: goldenPath, message: message), artefacts: nil)
        }
        switch report.outcome {
        case .differed(let summary):
            do {
                var compared = try comparer.compare(
                    name: name, expected: try Data(contentsOf: expectedURL), actual: try Data(contentsOf: actualURL),
                    expectedPath: goldenPath, actualPath: actualPath)
                if compared.entry.status != .changed {
                    compared.entry.status = .changed
                    compared.entry.message = summary
                }
                return compared
            } catch {
                return plain(.changed, summary)
            }
        case .missing:
            let message = "no golden at \(goldenPath); record it with `nhs-snapshots record --missing`"
            guard let data = try? Data(contentsOf: actualURL),
                  var compared = try? comparer.compare(name: name, expected: nil, actual: data, actualPath: actualPath) else {
                return ComparedEntry(entry: DiffEntry(name: name, status: .added, message: message), artefacts: nil)
            }
            compared.entry.message = message
            return compared
        case .failed(let message), .cannotWrite(let message):
            return plain(.changed, "failed: \(message)")
        default:
            return plain(.unchanged, report.outcome.kind)
        }
    }
}
