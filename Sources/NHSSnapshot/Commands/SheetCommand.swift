import Foundation

extension CommandRunner {
    /// Draws the plan's contact sheets and rewrites the gallery; 1 when a sheet could not be made.
    static func sheets(_ plan: SnapshotPlan, _ session: SnapshotSession, _ out: URL, _ context: CommandContext,
                       accessibility: Bool = false) -> Int32 {
        var result = session.makeSheets(plan, imageFolder: out, sheetsFolder: out.appendingPathComponent(RunGallery.sheetsFolder),
                                        accessibility: accessibility)
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
