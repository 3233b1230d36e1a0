import Bitmaps
import Foundation
import ImageCodecs
import Raster
import SnapshotCore

/// Collects the thumbnails of a plan's cells as they are rendered or decoded, on any thread, and
/// draws each contact sheet the moment its last cell arrives (on the thread that brought it, so
/// drawing shares the cores with rendering). Thumbnails are shrunk to 1 pixel a device point from
/// the cell's own pixels and held in memory only until their sheet is drawn; nothing is written
/// but the sheets. Same cells, same sheet bytes, whatever the order or number of threads.
public final class SheetAssembler: @unchecked Sendable {
    private struct Pending {
        let group: SheetGroup
        var remaining: Int
        var thumbnails: [String: Bitmap] = [:]
        var sizes: [GoldenPath: CGSize] = [:]
    }

    private let plan: SnapshotPlan
    private let sheetsFolder: URL
    private let drawer: SheetDrawer
    private let style: ContactSheetStyle
    private let variant: String?
    private let lock = NSLock()
    private var pending: [Pending]
    private let groupOf: [GoldenPath: Int]
    private var written: [Int: URL] = [:]
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
        let groups = plan.sheetGroups
        pending = groups.map { Pending(group: $0, remaining: $0.cells.count) }
        groupOf = Dictionary(uniqueKeysWithValues: groups.enumerated().flatMap { index, group in
            group.cells.map { ($0.path, index) }
        })
    }

    /// The 1x thumbnail of a cell's pixels: one pixel per device point (box filter).
    public static func thumbnail(width: Int, height: Int, pixels: [UInt8], scale: Int) -> Bitmap {
        let factor = Double(max(1, scale))
        let small = Thumbnail.shrink(pixels, width: width, height: height,
                                     to: Int((Double(width) / factor).rounded()), Int((Double(height) / factor).rounded()))
        return Bitmap(width: small.width, height: small.height, madePixels: small.pixels)
    }

    /// Adds a cell's image (straight RGBA8, `width × height`); returns its 1x thumbnail. Draws the
    /// cell's sheet when this was its last cell.
    @discardableResult
    public func add(_ cell: SnapshotCell, width: Int, height: Int, pixels: [UInt8]) -> Bitmap {
        let small = SheetAssembler.thumbnail(width: width, height: height, pixels: pixels, scale: cell.configuration.scale)
        arrive(cell) { entry in
            entry.thumbnails[cell.path.components(variant: variant).joined(separator: "/")] = small
            entry.sizes[cell.path] = CGSize(width: width, height: height)
        }
        return small
    }

    /// Counts a cell that has no image (it gets an empty box); `problem`, when given, is reported.
    public func addMissing(_ cell: SnapshotCell, problem: String? = nil) {
        arrive(cell) { _ in }
        if let problem, let index = groupOf[cell.path] {
            lock.lock(); problems[index, default: []].append(problem); lock.unlock()
        }
    }

    private func arrive(_ cell: SnapshotCell, _ update: (inout Pending) -> Void) {
        guard let index = groupOf[cell.path] else { return }
        lock.lock()
        update(&pending[index])
        pending[index].remaining -= 1
        let done = pending[index].remaining == 0
        let entry = pending[index]
        if done { pending[index].thumbnails = [:] }
        lock.unlock()
        if done { draw(entry, index: index) }
    }

    private func draw(_ entry: Pending, index: Int) {
        let sheet = plan.sheet(for: entry.group, variant: variant) { entry.sizes[$0.path] }
        let url = sheetsFolder.appendingPathComponent(sheet.fileName)
        do {
            let list = ContactSheetLayout.fittedDisplayList(for: sheet, style: style, measurer: drawer.measurer).list
            try AtomicFile.write(try drawer.draw(list, scale: style.drawingScale, images: entry.thumbnails), to: url)
            lock.lock(); written[index] = url; lock.unlock()
        } catch {
            lock.lock(); problems[index, default: []].append("sheet \(sheet.fileName): \(error)"); lock.unlock()
        }
    }

    /// Draws the sheets still waiting for cells (with boxes for those that never came) and returns
    /// what was written, in plan order.
    public func finish() -> SheetRunResult {
        lock.lock()
        let waiting = pending.indices.filter { pending[$0].remaining > 0 }
        let entries = waiting.map { pending[$0] }
        for index in waiting { pending[index].remaining = 0; pending[index].thumbnails = [:] }
        lock.unlock()
        for (index, entry) in zip(waiting, entries) { draw(entry, index: index) }
        lock.lock(); defer { lock.unlock() }
        var result = SheetRunResult()
        result.written = written.keys.sorted().map { written[$0]! }
        result.problems = problems.keys.sorted().flatMap { problems[$0]! }
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}
