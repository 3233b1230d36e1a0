import Foundation
import ImageCodecs
import Raster
import SnapshotCore
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

/// The cells of one contact sheet: a component, a scheme and a device class.
public struct SheetGroup: Sendable {
    /// The component.
    public let component: String
    /// The scheme.
    public let scheme: ColorScheme
    /// Phones or iPads.
    public let deviceClass: DeviceClass
    /// Its cells, in plan order.
    public let cells: [SnapshotCell]
}

extension SnapshotPlan {
    /// The plan's sheet groups: per component (plan order), device class (phones first) and scheme
    /// (matrix order), each with its cells in plan order; empty groups are left out.
    public var sheetGroups: [SheetGroup] {
        let components = cells.map(\.scenario.component).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return components.flatMap { component in
            DeviceClass.allCases.flatMap { deviceClass in
                matrix.schemes.compactMap { scheme -> SheetGroup? in
                    let chosen = cells.filter {
                        $0.scenario.component == component && $0.configuration.colorScheme == scheme
                            && DeviceClass($0.configuration.device) == deviceClass
                    }
                    return chosen.isEmpty ? nil : SheetGroup(component: component, scheme: scheme, deviceClass: deviceClass, cells: chosen)
                }
            }
        }
    }

    /// Indices into `cells`, one sheet group after another: rendered in this order, each sheet's
    /// cells are all done early, so its thumbnails are held only until its sheet is drawn.
    public var sheetOrder: [Int] {
        let index = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($0.element.path, $0.offset) })
        return sheetGroups.flatMap { $0.cells.map { index[$0.path]! } }
    }

    /// The plan's contact sheets: one per component, scheme and device class, each scenario a devices
    /// × sizes grid (Dynamic Type order). `pixelSize` gives each cell's image size in pixels, or nil
    /// when it has none (the cell gets an empty box). Image items are named by the cell's relative path.
    public func contactSheets(variant: String? = nil, pixelSize: (SnapshotCell) -> CGSize?) -> [ContactSheet] {
        sheetGroups.map { group in sheet(for: group, variant: variant, pixelSize: pixelSize) }
    }

    /// The sheet of one group.
    func sheet(for group: SheetGroup, variant: String?, pixelSize: (SnapshotCell) -> CGSize?) -> ContactSheet {
        let devices = matrix.devices.filter { device in group.cells.contains { $0.configuration.device == device } }
        let sizes = matrix.sizes.filter { size in cells.contains { $0.configuration.dynamicTypeSize == size } }.sorted()
        let names = group.cells.map(\.scenario.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let sections = names.map { name in
            ContactSheetSection(scenario: name, cells: group.cells.filter { $0.scenario.name == name }.map { cell in
                let size = pixelSize(cell)
                return ContactSheetCell(configuration: cell.configuration,
                                        imagePath: size == nil ? nil : cell.path.components(variant: variant).joined(separator: "/"),
                                        pixelSize: size)
            })
        }
        return ContactSheet(component: group.component, scheme: group.scheme, devices: devices, sizes: sizes,
                            sections: sections, variant: variant, deviceClass: group.deviceClass)
    }

    /// The contact sheets of the images found under `imageFolder` (sizes from their PNG headers).
    public func contactSheets(imageFolder: URL, variant: String? = nil) -> [ContactSheet] {
        contactSheets(variant: variant) { cell in
            let url = cell.path.components(variant: variant).reduce(imageFolder) { $0.appendingPathComponent($1) }
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 24)).flatMap(PNGHeader.size(of:))
                .map { CGSize(width: $0.width, height: $0.height) }
        }
    }
}

extension SnapshotSession {
    /// Draws the plan's contact sheets from the images in `imageFolder` into `sheetsFolder`, for when
    /// sheets are made alone (`nhs-snapshots sheet`): every image is decoded and shrunk on `jobs`
    /// threads straight into a `SheetAssembler`, which draws each sheet as soon as its cells are in.
    /// With `accessibility`, also the sheets of the overlays (`render --accessibility`). The sheets
    /// are the same bytes `render --sheets` draws from the pixels while rendering.
    /// `gallery`, when given, also gets each render's thumbnail (the overlays' are not shown there).
    public func makeSheets(_ plan: SnapshotPlan, imageFolder: URL, sheetsFolder: URL, accessibility: Bool = false,
                           style: ContactSheetStyle = ContactSheetStyle(), gallery: GalleryCollector? = nil) -> SheetRunResult {
        makeSheets(plan, imageFolder: imageFolder, sheetsFolder: sheetsFolder,
                   variants: accessibility ? [nil, AccessibilityOverlayImage.variant] : [nil], style: style, gallery: gallery)
    }

    /// The sheets of each of `variants` (nil for the renders).
    public func makeSheets(_ plan: SnapshotPlan, imageFolder: URL, sheetsFolder: URL, variants: [String?],
                           style: ContactSheetStyle = ContactSheetStyle(), gallery: GalleryCollector? = nil) -> SheetRunResult {
        let start = Date()
        var result = SheetRunResult()
        let cells = plan.cells, order = plan.sheetOrder
        for variant in variants {
            let assembler = SheetAssembler(plan: plan, sheetsFolder: sheetsFolder, drawer: backend.sheetDrawer,
                                           style: style, variant: variant)
            _ = ParallelWork.run(count: order.count, workers: jobs) { index -> Bool in
                let cell = cells[order[index]]
                let url = cell.path.components(variant: variant).reduce(imageFolder) { $0.appendingPathComponent($1) }
                guard let data = try? Data(contentsOf: url) else {
                    assembler.addMissing(cell)
                    return false
                }
                do {
                    let image = try PNGCodec.decode(data, name: url.path)
                    let small = assembler.add(cell, width: image.width, height: image.height, pixels: image.pixels)
                    if variant == nil {
                        gallery?.add(cell, small: small, width: image.width, height: image.height, transcript: nil)
                    }
                    return true
                } catch {
                    assembler.addMissing(cell, problem: "\(url.path): \(error)")
                    return false
                }
            }
            let part = assembler.finish()
            result.written += part.written
            result.problems += part.problems
        }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}
