import Foundation
import Raster

/// The `index.html` of an output folder: every image of the plan that exists there — contact
/// sheets, then each scenario's renders (each followed by its accessibility overlay when
/// `render --accessibility` drew one), then failure artefacts — linked and captioned.
public enum RunGallery {
    /// The folder names used inside an output folder.
    public static let sheetsFolder = "sheets", failuresFolder = "failures"

    /// The gallery's sections for `plan` in `outputFolder`; only files that exist are listed.
    public static func sections(for plan: SnapshotPlan, outputFolder: URL) -> [GallerySection] {
        let fileManager = FileManager.default
        func exists(_ segments: [String]) -> Bool {
            fileManager.fileExists(atPath: segments.reduce(outputFolder) { $0.appendingPathComponent($1) }.path)
        }
        let sheets = [nil, AccessibilityOverlayImage.variant].flatMap { plan.contactSheets(imageFolder: outputFolder, variant: $0) }
            .map { [sheetsFolder, $0.fileName] }.filter(exists)
        var sections = [GallerySection(title: "Contact sheets", items: sheets.map { GalleryItem(segments: $0, caption: $0[1]) })]
        var byScenario: [(String, [SnapshotCell])] = []
        for cell in plan.cells {
            if let last = byScenario.last, last.0 == cell.scenario.id { byScenario[byScenario.count - 1].1.append(cell) }
            else { byScenario.append((cell.scenario.id, [cell])) }
        }
        for (id, cells) in byScenario {
            let items = cells.flatMap { [$0.path.components(), $0.path.components(variant: AccessibilityOverlayImage.variant)] }
                .filter(exists).map { GalleryItem(segments: $0, caption: $0[2]) }
            sections.append(GallerySection(title: id, items: items))
        }
        let failures = plan.cells.flatMap { cell in
            FailureArtefacts.variants.map { [failuresFolder] + cell.path.components(variant: $0) }.filter(exists)
        }
        sections.append(GallerySection(title: "Failures (expected, actual, diff)", items: failures.map {
            GalleryItem(segments: $0, caption: $0.dropFirst().joined(separator: "/"))
        }))
        return sections
    }

    /// Writes `outputFolder/index.html` atomically and returns its location.
    @discardableResult
    public static func write(for plan: SnapshotPlan, outputFolder: URL) throws -> URL {
        let sections = sections(for: plan, outputFolder: outputFolder)
        let count = sections.reduce(0) { $0 + $1.items.count }
        let page = GalleryPage.html(title: "NHS App card snapshots",
                                    intro: "Matrix \(plan.matrix.description); \(count) images.", sections: sections)
        let url = outputFolder.appendingPathComponent("index.html")
        try AtomicFile.write(page, to: url)
        return url
    }
}
