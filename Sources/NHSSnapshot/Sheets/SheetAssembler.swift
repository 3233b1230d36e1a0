import Bitmaps
import Foundation
import ImageCodecs
import Raster
import SnapshotCore

/// Collects the thumbnails of a plan's cells as they are rendered or decoded, on any thread, and
/// draws each page of a contact sheet the moment its scenarios are complete (on the thread that
/// brought the last cell, so drawing shares the cores with rendering). Thumbnails are shrunk to 1
/// pixel a device point from the cell's own pixels, which is the size they are drawn at, and held
/// only until their page is drawn; with cells coming one sheet after another
/// (`SnapshotPlan.sheetOrder`), a page's worth of thumbnails and the page being drawn are what a
/// thread holds. Nothing is written but the pages. Same cells, same bytes, whatever the order or
/// number of threads.
public final class SheetAssembler: @unchecked Sendable {
    private struct Pending {
        let group: SheetGroup
        /// The group's sheet, without sections: devices, sizes, names.
        let template: ContactSheet
        /// The group's scenarios, in order, with the indices of their cells in `group.cells`.
        let scenarios: [(name: String, cells: [Int])]
        var paginator: ContactSheetPaginator
        var remaining: Int
        /// Cells still to come, per scenario.
        var waiting: [Int]
        /// The first scenario not yet given to the paginator.
        var next = 0
        var thumbnails: [String: Bitmap] = [:]
        var sizes: [GoldenPath: CGSize] = [:]
        /// True once the last page is out.
        var finished = false
    }

    private let plan: SnapshotPlan
    private let sheetsFolder: URL
    private let drawer: SheetDrawer
    private let style: ContactSheetStyle
    private let variant: String?
    private let lock = NSLock()
    private var pending: [Pending]
    /// A cell's group and scenario within it.
    private let placeOf: [GoldenPath: (group: Int, scenario: Int)]
    private var written: [Int: [Int: URL]] = [:]
    private var problems: [Int: [String]] = [:]
    private let start = Date()

    /// An assembler for `plan`'s sheets (`SnapshotPlan.sheetGroups`), written into `sheetsFolder`.
    public init(plan: SnapshotPlan, sheetsFolder: URL, drawer: SheetDrawer, style: ContactSheetStyle = ContactSheetStyle(),
                variant: String? = nil) {
        self.plan = plan
        self.sheetsFolder = sheetsFolder
        self.drawer = drawer
        self.style = style
        self.variant = variant
        var places: [GoldenPath: (group: Int, scenario: Int)] = [:]
        pending = plan.sheetGroups.enumerated().map { groupIndex, group in
            let template = plan.sheet(for: group, variant: variant) { _ in nil }.page(1, sections: [])
            var scenarios: [(name: String, cells: [Int])] = []
            for (index, cell) in group.cells.enumerated() {
                if scenarios.last?.name != cell.scenario.name { scenarios.append((cell.scenario.name, [])) }
                scenarios[scenarios.count - 1].cells.append(index)
                places[cell.path] = (groupIndex, scenarios.count - 1)
            }
            return Pending(group: group, template: template, scenarios: scenarios,
                           paginator: ContactSheetPaginator(sheet: template, style: style, measurer: drawer.measurer),
                           remaining: group.cells.count, waiting: scenarios.map(\.cells.count))
        }
        placeOf = places
    }

    /// The 1x thumbnail of a cell's pixels: one pixel per device point (box filter).
    public static func thumbnail(width: Int, height: Int, pixels: [UInt8], scale: Int) -> Bitmap {
        let factor = Double(max(1, scale))
        let small = Thumbnail.shrink(pixels, width: width, height: height,
                                     to: Int((Double(width) / factor).rounded()), Int((Double(height) / factor).rounded()))
        return Bitmap(width: small.width, height: small.height, madePixels: small.pixels)
    }

    /// Adds a cell's image (straight RGBA8, `width × height`); returns its 1x thumbnail. Draws the
    /// pages this cell completed.
    @discardableResult
    public func add(_ cell: SnapshotCell, width: Int, height: Int, pixels: [UInt8]) -> Bitmap {
        let small = SheetAssembler.thumbnail(width: width, height: height, pixels: pixels, scale: cell.configuration.scale)
        add(cell, thumbnail: small, width: width, height: height)
        return small
    }

    /// Adds a cell's image of `width × height` pixels by its 1x thumbnail `small` (made while the
    /// image was drawn band by band, as `thumbnail(width:height:pixels:scale:)` makes it). Draws
    /// the pages this cell completed.
    public func add(_ cell: SnapshotCell, thumbnail small: Bitmap, width: Int, height: Int) {
        arrive(cell) { entry in
            entry.thumbnails[cell.path.components(variant: variant).joined(separator: "/")] = small
            entry.sizes[cell.path] = CGSize(width: width, height: height)
        }
    }

    /// Counts a cell that has no image (it gets an empty box); `problem`, when given, is reported.
    public func addMissing(_ cell: SnapshotCell, problem: String? = nil) {
        arrive(cell) { _ in }
        if let problem, let place = placeOf[cell.path] {
            lock.lock(); problems[place.group, default: []].append(problem); lock.unlock()
        }
    }

    /// A page ready to draw, with its thumbnails taken out of the pending group.
    private typealias Ready = (group: Int, page: ContactSheet, images: [String: Bitmap], last: Bool)

    private func arrive(_ cell: SnapshotCell, _ update: (inout Pending) -> Void) {
        guard let place = placeOf[cell.path] else { return }
        lock.lock()
        guard !pending[place.group].finished else { lock.unlock(); return }
        update(&pending[place.group])
        pending[place.group].remaining -= 1
        pending[place.group].waiting[place.scenario] -= 1
        let ready = takeReady(place.group, all: false)
        lock.unlock()
        for page in ready { draw(page) }
    }

    /// The pages of group `index` whose scenarios are all in (with `all`, every page left, missing
    /// cells as boxes); the lock is held.
    private func takeReady(_ index: Int, all: Bool) -> [Ready] {
        var entry = pending[index]
        var pages: [ContactSheet] = []
        while entry.next < entry.scenarios.count, all || entry.waiting[entry.next] == 0 {
            let scenario = entry.scenarios[entry.next]
            let section = ContactSheetSection(scenario: scenario.name, cells: scenario.cells.map { cellIndex in
                let cell = entry.group.cells[cellIndex], size = entry.sizes[cell.path]
                return ContactSheetCell(configuration: cell.configuration,
                                        imagePath: size == nil ? nil : cell.path.components(variant: variant).joined(separator: "/"),
                                        pixelSize: size)
            })
            pages += entry.paginator.add(section)
            entry.waiting[entry.next] = 0
            entry.next += 1
        }
        let last = !entry.finished && entry.next == entry.scenarios.count && (all || entry.remaining == 0)
        if last { pages += entry.paginator.finish() }
        let ready = pages.map { page -> Ready in
            let names = page.sections.flatMap(\.cells).compactMap(\.imagePath)
            var images: [String: Bitmap] = [:]
            for name in names { images[name] = entry.thumbnails.removeValue(forKey: name) }
            return (index, page, images, last && page.page == pages.last?.page)
        }
        if last {
            // Nothing more comes for this group: a later call finds nothing to do.
            entry.finished = true
            entry.thumbnails = [:]
            entry.sizes = [:]
        }
        pending[index] = entry
        return ready
    }

    private func draw(_ ready: Ready) {
        let url = sheetsFolder.appendingPathComponent(ready.page.fileName)
        do {
            let list = ContactSheetLayout.displayList(for: ready.page, style: style, measurer: drawer.measurer)
            try AtomicFile.write(try drawer.draw(list, scale: style.drawingScale, images: ready.images), to: url)
            lock.lock(); written[ready.group, default: [:]][ready.page.page] = url; lock.unlock()
        } catch {
            lock.lock(); problems[ready.group, default: []].append("sheet \(ready.page.fileName): \(error)"); lock.unlock()
        }
        if ready.last { removeStalePages(after: ready.page) }
    }

    /// Deletes pages of this sheet numbered beyond `page` left by an earlier, longer run.
    private func removeStalePages(after page: ContactSheet) {
        var number = page.page + 1
        while true {
            let url = sheetsFolder.appendingPathComponent(page.fileName(page: number))
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            try? FileManager.default.removeItem(at: url)
            number += 1
        }
    }

    /// Draws the pages still waiting for cells (with boxes for those that never came) and returns
    /// what was written, in plan order.
    public func finish() -> SheetRunResult {
        lock.lock()
        let ready = pending.indices.filter { !pending[$0].finished }.flatMap { takeReady($0, all: true) }
        lock.unlock()
        for page in ready { draw(page) }
        lock.lock(); defer { lock.unlock() }
        var result = SheetRunResult()
        result.written = written.keys.sorted().flatMap { group in written[group]!.keys.sorted().map { written[group]![$0]! } }
        result.problems = problems.keys.sorted().flatMap { problems[$0]! }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}
