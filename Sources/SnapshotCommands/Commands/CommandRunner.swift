import ArgumentParsing
import Foundation
import ImageCodecs
import NHSSnapshot
import SnapshotCore

/// Carries out a parsed command; the `nhs-snapshots` executable only parses and prints.
/// Returns the exit code: 0 success, 1 a cell failed or differed, 2 a usage error (thrown as
/// `UsageError`), a golden folder that cannot be read (thrown as `CommandInputError`), a folder
/// that cannot be written or a golden folder another `record` holds (thrown as ``CommandFailure``),
/// or a file that could not be written during the run.
public enum CommandRunner {
    /// Runs `command` (any but `diff` and `report`, which have their own entry points).
    ///
    /// Before any cell is rendered, the folder the command writes is created and checked for
    /// writing (`FolderCreation.checkWritable`): `Snapshots/` for `record`, the output folder for
    /// `render`, `verify` and `sheet`; `record` also takes the golden folder's ``RecordLock``.
    public static func run(_ command: SnapshotCommand, in context: CommandContext) throws -> Int32 {
        guard let cells = command.cells else {
            throw UsageError("`\(command.name)` is not run here", command: nil)
        }
        try cells.validate(against: context.catalogue, command: command.name)
        let plan = SnapshotPlan(catalogue: context.catalogue, matrix: cells.matrix, selection: cells.selection)
        if case .list = command { return list(plan, context) }
        guard !plan.cells.isEmpty else {
            throw UsageError("no cell matches the filters in the \(cells.matrix.name) matrix", command: command.name)
        }
        switch command {
        case .record, .verify:
            do { try context.store.checkFolder() } catch { throw CommandInputError(["\(error)"]) }
        default:
            break
        }
        let session = SnapshotSession(backend: context.backend, jobs: jobs(of: command) ?? ProcessInfo.processInfo.activeProcessorCount,
                                      progress: context.progress)
        let everything = SnapshotPlan(catalogue: context.catalogue, matrix: cells.matrix).paths
        var lock: RecordLock?
        defer { lock?.release() }
        try CommandFailure.mapping {
            switch command {
            case .record(_, let options):
                try FolderCreation.checkWritable(context.store.root)
                lock = try RecordLock.acquire(context.store, command: "nhs-snapshots record" + (options.onlyMissing ? " --missing" : "")
                    + (options.prune ? " --prune" : ""))
            case .render(_, let options):
                try FolderCreation.checkWritable(context.outputFolder(options.outFolder))
            case .verify(_, let options):
                try FolderCreation.checkWritable(context.outputFolder(options.outFolder))
            case .sheet(_, let options):
                try FolderCreation.checkWritable(context.outputFolder(options.outFolder))
            default:
                break
            }
        }
        let summary: RunSummary
        switch command {
        case .render(_, let options):
            summary = render(plan, session, context.outputFolder(options.outFolder), options, context)
        case .record(_, let options):
            summary = session.record(plan, store: context.store, onlyMissing: options.onlyMissing, prune: options.prune,
                                     expected: everything)
        case .verify(_, let options):
            let out = context.outputFolder(options.outFolder)
            let policy = context.environment[RecordPolicy.environmentVariable] == nil
                ? RecordPolicy.never : try recordPolicy(context, command: command.name)
            let artefacts = FailureArtefacts(folder: out.appendingPathComponent(RunOutputFolders.failures))
            let verified = session.verify(plan, store: context.store, artefacts: artefacts, policy: policy, expected: everything)
            summary = withVerifyGallery(withVerifyReport(verified, artefacts: artefacts, context: context, out: out, jobs: session.jobs),
                                        plan, out)
        case .sheet(_, let options):
            return sheets(plan, session, context.outputFolder(options.outFolder), context, accessibility: options.accessibility)
        case .audit(_, let options):
            return audit(plan, session, context, jsonFile: options.jsonFile)
        case .list, .diff, .report:
            throw UsageError("`\(command.name)` is not run here", command: nil)
        }
        context.output(summary.text(relativeTo: context.packageRoot))
        return summary.exitCode
    }

    /// `--jobs`, for the commands that take it.
    static func jobs(of command: SnapshotCommand) -> Int? {
        switch command {
        case .render(_, let options): return options.jobs
        case .record(_, let options): return options.jobs
        case .verify(_, let options): return options.jobs
        case .audit(_, let options): return options.jobs
        case .list, .sheet, .diff, .report: return nil
        }
    }

    static func recordPolicy(_ context: CommandContext, command: String) throws -> RecordPolicy {
        do { return try RecordPolicy.resolved(environment: context.environment) } catch {
            throw UsageError(String(describing: error), command: command)
        }
    }

    /// Writes `gallery-verify.js` (the changes and findings) and the gallery's fixed files.
    static func withVerifyGallery(_ summary: RunSummary, _ plan: SnapshotPlan, _ out: URL) -> RunSummary {
        var summary = summary
        do {
            let written = summary.locations.contains { $0.0 == "report" }
            let data = GalleryVerifyData(summary: summary, matrix: plan.matrix, outputFolder: out, reportWritten: written)
            summary.locations.append(("gallery", try GalleryApp.write(to: out, data: nil, verify: data)))
        } catch let error as ImageCodecError {
            if case .cannotWrite = error { summary.writeProblems.append("gallery: \(error)") } else { summary.problems.append("gallery: \(error)") }
        } catch {
            summary.problems.append("gallery: \(error)")
        }
        return summary
    }
}
