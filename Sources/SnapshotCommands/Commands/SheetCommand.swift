import Foundation
import NHSSnapshot

extension CommandRunner {
    /// Draws the plan's contact sheets from the images in the output folder, with the gallery's
    /// thumbnails and data from the same decoded pixels; 1 when a sheet could not be made.
    static func sheets(_ plan: SnapshotPlan, _ session: SnapshotSession, _ out: URL, _ context: CommandContext,
                       accessibility: Bool = false) -> Int32 {
        let gallery = GalleryCollector(outputFolder: out)
        var result = session.makeSheets(plan, imageFolder: out, sheetsFolder: out.appendingPathComponent(RunOutputFolders.sheets),
                                        accessibility: accessibility, gallery: gallery)
        result.problems += gallery.failures
        var lines = result.problems.map { "ERROR " + $0 }
        do {
            let data = GalleryData(plan: plan, cells: gallery.cells(for: plan), outputFolder: out)
            let url = try GalleryApp.write(to: out, data: data)
            lines.append("gallery: " + RunSummary.display(url, relativeTo: context.packageRoot))
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
