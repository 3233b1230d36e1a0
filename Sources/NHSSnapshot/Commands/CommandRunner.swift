import Foundation
import Raster

/// Carries out a parsed command line; the `nhs-snapshots` executable only parses and prints.
/// Returns the exit code: 0 success, 1 a cell failed or differed, 2 a usage error (thrown as
/// `UsageError`), a golden folder that cannot be read (thrown as `CommandInputError`), a folder
/// that cannot be written or a golden folder another `record` holds (thrown as ``CommandFailure``),
/// or a file that could not be written during the run.
public enum CommandRunner {
    /// Runs `request` (any command but `diff`, which has its own entry point).
    ///
    /// Before any cell is rendered, the folder the command writes is created and checked for
    /// writing (`FolderCreation.checkWritable`): `Snapshots/` for `record`, the output folder for
    /// `render`, `verify` and `sheet`; `record` also takes the golden folder's ``RecordLock``.
    public static func run(_ request: SnapshotRequest, in context: CommandContext) throws -> Int32 {
        try request.validate(against: context.catalogue)
        let plan = SnapshotPlan(catalogue: context.catalogue, matrix: request.matrix, selection: request.selection)
        if request.command == "list" { return list(plan, context) }
        guard !plan.cells.isEmpty else {
            throw UsageError("no cell matches the filters in the \(request.matrix.name) matrix", command: request.command)
        }
        if request.command == "record" || request.command == "verify" {
            do { try context.store.checkFolder() } catch { throw CommandInputError(["\(error)"]) }
        }
        let session = SnapshotSession(backend: context.backend, jobs: request.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                      progress: context.progress)
        let out = context.outputFolder(request)
        let everything = SnapshotPlan(catalogue: context.catalogue, matrix: request.matrix).paths
        var lock: RecordLock?
        defer { lock?.release() }
        try CommandFailure.mapping {
            switch request.command {
            case "record":
                try FolderCreation.checkWritable(context.store.root)
                lock = try RecordLock.acquire(context.store, command: "nhs-snapshots record" + (request.onlyMissing ? " --missing" : "")
                    + (request.prune ? " --prune" : ""))
            case "render", "verify", "sheet":
                try FolderCreation.checkWritable(out)
            default:
                break
            }
        }
        let summary: RunSummary
        switch request.command {
        case "render":
            summary = render(plan, session, out, request, context)
        case "record":
            summary = session.record(plan, store: context.store, onlyMissing: request.onlyMissing, prune: request.prune,
                                     expected: everything)
        case "verify":
            let policy = context.environment[RecordPolicy.environmentVariable] == nil
                ? RecordPolicy.never : try recordPolicy(context, command: request.command)
            let artefacts = FailureArtefacts(folder: out.appendingPathComponent(RunOutputFolders.failures))
            let verified = session.verify(plan, store: context.store, artefacts: artefacts, policy: policy, expected: everything)
            summary = withVerifyGallery(withVerifyReport(verified, artefacts: artefacts, context: context, out: out, jobs: session.jobs),
                                        plan, out)
        case "sheet":
            return sheets(plan, session, out, context, accessibility: request.accessibility)
        case "audit":
            return audit(plan, session, context, jsonFile: request.jsonFile)
        default:
            throw UsageError("`\(request.command)` is not run here", command: nil)
        }
        context.output(summary.text(relativeTo: context.packageRoot))
        return summary.exitCode
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
