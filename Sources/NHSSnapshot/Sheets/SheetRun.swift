import Foundation
import Raster
import ViewKit

/// What a contact-sheet run produced.
public struct SheetRunResult: Sendable {
    /// The sheets written, in plan order.
    public var written: [URL] = []
    /// One message per sheet that could not be made.
    public var problems: [String] = []
    /// Wall time, in seconds.
    public var seconds: Double = 0

    /// 0 when every sheet was written, else 1.
    public var exitCode: Int32 { problems.isEmpty ? 0 : 1 }
}

extension SnapshotPlan {
    /// The plan's contact sheets: one per component and scheme, each scenario a devices × sizes grid
    /// of the images found under `imageFolder` (cells without an image get an empty box). With a
    /// `variant` (`AccessibilityOverlayImage.variant`) the sheets show that image of each cell.
    public func contactSheets(imageFolder: URL, variant: String? = nil) -> [ContactSheet] {
        let devices = matrix.devices.filter { device in cells.contains { $0.configuration.device == device } }
        let sizes = matrix.sizes.filter { size in cells.contains { $0.configuration.dynamicTypeSize == size } }
        let components = cells.map(\.scenario.component).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return components.flatMap { component in
            matrix.schemes.compactMap { scheme -> ContactSheet? in
                let chosen = cells.filter { $0.scenario.component == component && $0.configuration.colorScheme == scheme }
                guard !chosen.isEmpty else { return nil }
                let names = chosen.map(\.scenario.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let sections = names.map { name in
                    ContactSheetSection(scenario: name, cells: chosen.filter { $0.scenario.name == name }.map {
                        SnapshotPlan.sheetCell($0, imageFolder: imageFolder, variant: variant)
                    })
                }
                return ContactSheet(component: component, scheme: scheme, devices: devices, sizes: sizes, sections: sections,
                                    variant: variant)
            }
        }
    }

    private static func sheetCell(_ cell: SnapshotCell, imageFolder: URL, variant: String?) -> ContactSheetCell {
        let components = cell.path.components(variant: variant)
        let url = components.reduce(imageFolder) { $0.appendingPathComponent($1) }
        let header = FileManager.default.fileExists(atPath: url.path)
            ? (try? FileHandle(forReadingFrom: url)).flatMap { handle in
                defer { try? handle.close() }
                return try? handle.read(upToCount: 24)
            }.flatMap(PNGHeader.size(of:))
            : nil
        return ContactSheetCell(configuration: cell.configuration, imagePath: header == nil ? nil : components.joined(separator: "/"),
                                pixelSize: header.map { CGSize(width: $0.width, height: $0.height) })
    }
}

extension SnapshotSession {
    /// Lays out and draws the plan's contact sheets from the images in `imageFolder` into
    /// `sheetsFolder/<Component>-<scheme>.png`, one at a time so only one sheet is in memory. With
    /// `accessibility`, also the sheets of the overlays (`render --accessibility`) into
    /// `<Component>-<scheme>.a11y.png`.
    public func makeSheets(_ plan: SnapshotPlan, imageFolder: URL, sheetsFolder: URL, accessibility: Bool = false,
                           style: ContactSheetStyle = ContactSheetStyle()) -> SheetRunResult {
        let start = Date()
        var result = SheetRunResult()
        let drawer = backend.sheetDrawer
        let variants: [String?] = accessibility ? [nil, AccessibilityOverlayImage.variant] : [nil]
        for sheet in variants.flatMap({ plan.contactSheets(imageFolder: imageFolder, variant: $0) }) {
            let url = sheetsFolder.appendingPathComponent(sheet.fileName)
            do {
                let list = ContactSheetLayout.fittedDisplayList(for: sheet, style: style, measurer: drawer.measurer).list
                try AtomicFile.write(try drawer.draw(list, scale: style.drawingScale, imageFolder: imageFolder), to: url)
                result.written.append(url)
            } catch {
                result.problems.append("sheet \(sheet.fileName): \(error)")
            }
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}
