import Foundation
import NHSSnapshot

extension CommandRunner {
    /// `render`: the images, the gallery's thumbnails and data, and with `--sheets` the contact
    /// sheets, all made from each cell's pixels while rendering. Prints how long the gallery took.
    static func render(_ plan: SnapshotPlan, _ session: SnapshotSession, _ out: URL, _ options: RenderOptions,
                       _ context: CommandContext) -> RunSummary {
        let sheetsFolder = out.appendingPathComponent(RunOutputFolders.sheets)
        let assembler = options.sheets ? SheetAssembler(plan: plan, sheetsFolder: sheetsFolder, drawer: session.backend.sheetDrawer) : nil
        let gallery = GalleryCollector(outputFolder: out)
        var summary = session.render(plan, into: out, accessibility: options.accessibility,
                                     review: ReviewOutputs(sheets: assembler, gallery: gallery))
        var lines: [String] = []
        if let assembler {
            var sheets = assembler.finish()
            if options.accessibility {
                let overlays = session.makeSheets(plan, imageFolder: out, sheetsFolder: sheetsFolder, variants: [AccessibilityOverlayImage.variant])
                sheets.written += overlays.written
                sheets.problems += overlays.problems
            }
            summary.problems += sheets.problems
            lines.append("sheet: \(sheets.written.count) contact sheet(s), drawn while rendering")
            summary.locations.append(("contact sheets", sheetsFolder))
        }
        summary.problems += gallery.failures
        let start = Date()
        do {
            let data = GalleryData(plan: plan, cells: gallery.cells(for: plan), outputFolder: out)
            summary.locations.append(("gallery", try GalleryApp.write(to: out, data: data)))
        } catch {
            summary.problems.append("gallery: \(error)")
        }
        lines.append(String(format: "gallery: data for %d cell(s) written in %.2f s", gallery.cells(for: plan).count,
                            Date().timeIntervalSince(start)))
        context.output(lines.joined(separator: "\n"))
        return summary
    }
}
