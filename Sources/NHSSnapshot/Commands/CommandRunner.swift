import Foundation

/// Carries out a parsed command line; the `nhs-snapshots` executable only parses and prints.
/// Returns the exit code: 0 success, 1 a cell failed or differed, 2 a usage error (thrown as `UsageError`).
public enum CommandRunner {
    /// Runs `request` (any command but `diff`, which has its own entry point).
    public static func run(_ request: SnapshotRequest, in context: CommandContext) throws -> Int32 {
        try request.validate(against: context.catalogue)
        let plan = SnapshotPlan(catalogue: context.catalogue, matrix: request.matrix, selection: request.selection)
        if request.command == "list" { return list(plan, context) }
        guard !plan.cells.isEmpty else {
            throw UsageError("no cell matches the filters in the \(request.matrix.name) matrix", command: request.command)
        }
        let session = SnapshotSession(backend: context.backend, jobs: request.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                      progress: context.progress)
        let out = context.outputFolder(request)
        let everything = SnapshotPlan(catalogue: context.catalogue, matrix: request.matrix).paths
        let summary: RunSummary
        switch request.command {
        case "render":
            summary = withGallery(session.render(plan, into: out), plan, out)
        case "record":
            summary = session.record(plan, store: context.store, onlyMissing: request.onlyMissing, prune: request.prune,
                                     expected: everything)
        case "verify":
            let policy = context.environment[RecordPolicy.environmentVariable] == nil
                ? RecordPolicy.never : try recordPolicy(context, command: request.command)
            let artefacts = FailureArtefacts(folder: out.appendingPathComponent(RunGallery.failuresFolder))
            summary = withGallery(session.verify(plan, store: context.store, artefacts: artefacts, policy: policy,
                                                 expected: everything), plan, out)
        case "sheet":
            return sheets(plan, session, out, context)
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

    static func withGallery(_ summary: RunSummary, _ plan: SnapshotPlan, _ out: URL) -> RunSummary {
        var summary = summary
        do {
            summary.locations.append(("gallery", try RunGallery.write(for: plan, outputFolder: out)))
        } catch {
            summary.problems.append("gallery: \(error)")
        }
        return summary
    }

    static func list(_ plan: SnapshotPlan, _ context: CommandContext) -> Int32 {
        var lines: [String] = []
        let counts = Dictionary(grouping: plan.cells, by: \.scenario.id).mapValues(\.count)
        let listed = context.catalogue.scenarios.filter { counts[$0.id] != nil }
        for component in Set(listed.map(\.component)).sorted() {
            lines.append(component)
            for scenario in listed where scenario.component == component {
                let expected = scenario.expectedFindings.isEmpty ? ""
                    : "  expects: " + scenario.expectedFindings.map(\.description).joined(separator: ", ")
                lines.append("  \(scenario.name)  (\(counts[scenario.id] ?? 0) cells in \(plan.matrix.name))" + expected)
            }
        }
        lines.append("\(listed.count) scenario(s), \(plan.cells.count) cell(s) in \(plan.matrix.description)")
        context.output(lines.joined(separator: "\n"))
        return 0
    }

    static func sheets(_ plan: SnapshotPlan, _ session: SnapshotSession, _ out: URL, _ context: CommandContext) -> Int32 {
        var result = session.makeSheets(plan, imageFolder: out, sheetsFolder: out.appendingPathComponent(RunGallery.sheetsFolder))
        var lines = result.problems.map { "ERROR " + $0 }
        do {
            let gallery = try RunGallery.write(for: plan, outputFolder: out)
            lines.append("gallery: " + RunSummary.display(gallery, relativeTo: context.packageRoot))
        } catch {
            result.problems.append("gallery: \(error)")
            lines.append("ERROR gallery: \(error)")
        }
        lines.insert(String(format: "sheet: %d contact sheet(s) in %.2f s", result.written.count, result.seconds), at: 0)
        lines += result.written.map { "  " + RunSummary.display($0, relativeTo: context.packageRoot) }
        context.output(lines.joined(separator: "\n"))
        return result.exitCode
    }
}
