import Bitmaps
import Audits
import Dispatch
import Drawing
import Foundation
import ImageCodecs
import Raster
import SnapshotCore

/// Runs plans: renders cells into a folder, records goldens, verifies against them. Cells run in
/// parallel on `jobs` threads; each result is written the moment it is ready and only a small
/// report is kept, so memory stays flat however large the matrix. Output bytes never depend on `jobs`.
public struct SnapshotSession: Sendable {
    /// Called once per finished cell, one call at a time: the report, how many are done, how many in all.
    public typealias Progress = @Sendable (_ report: CellReport, _ completed: Int, _ total: Int) -> Void

    /// The rendering pipeline.
    public var backend: SnapshotBackend
    /// Threads to use, at least 1.
    public var jobs: Int
    /// Progress callback, if any.
    public var progress: Progress?

    /// A session; `jobs` defaults to the number of cores.
    public init(backend: SnapshotBackend, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                progress: Progress? = nil) {
        self.backend = backend
        self.jobs = max(1, jobs)
        self.progress = progress
    }

    /// Renders every cell of `plan` to `folder/<Component>/<scenario>/<stem>.png` with the
    /// backend's `outputRenderer`; with `accessibility`, also its accessibility overlay to
    /// `<stem>.a11y.png` (when the renderer gives a display list).
    /// With `review`, each cell's pixels also go to the contact sheets and the gallery's thumbnails
    /// while they are in memory, and cells run one sheet after another (`SnapshotPlan.sheetOrder`).
    /// A cell whose page is the same as one drawn shortly before in the run (same display list,
    /// scale and images: a scenario that does not change with the text size, say) gets a copy of
    /// that file and thumbnail instead of being drawn again (`DrawnPages`); the bytes are the same,
    /// and `RunSummary.copiedPages` counts them.
    public func render(_ plan: SnapshotPlan, into folder: URL, accessibility: Bool = false,
                       review: ReviewOutputs? = nil) -> RunSummary {
        let renderer = backend.outputRenderer, raster = backend.raster
        let drawn = DrawnPages()
        var summary = run(plan, action: "render", order: review?.sheets == nil ? nil : plan.sheetOrder) { cell in
            var reviewed = false
            defer { if !reviewed { review?.failed(cell) } }
            do {
                let file = cell.path.components().reduce(folder) { $0.appendingPathComponent($1) }
                let displayList: DisplayList?
                if let prepare = renderer.prepareFile {
                    let prepared = try prepare(cell.scenario.makeView(), cell.configuration)
                    try write(cell, prepared, to: file, review: review, drawn: drawn)
                    displayList = prepared.displayList
                } else if let writeFile = renderer.writeFile {
                    let (written, small) = try writeInBands(cell, review: review) {
                        try writeFile(cell.scenario.makeView(), cell.configuration, file, $0)
                    }
                    if let small {
                        review?.rendered(cell, small: small, width: written.width, height: written.height,
                                         transcript: VoiceOverTranscript.text(for: written.displayList))
                    }
                    displayList = written.displayList
                } else {
                    let image = try renderer.render(cell.scenario.makeView(), configuration: cell.configuration)
                    try AtomicFile.write(image.pngData, to: file)
                    review?.rendered(cell, image)
                    displayList = image.displayList
                }
                reviewed = true
                if accessibility, let list = displayList {
                    guard let raster else { throw MissingRasterError(purpose: "accessibility overlays") }
                    let overlay = try AccessibilityOverlayImage.png(for: list, scale: cell.configuration.scale,
                                                                      images: cell.configuration.images, renderer: raster)
                    try AtomicFile.write(overlay, to: cell.path.components(variant: AccessibilityOverlayImage.variant)
                        .reduce(folder) { $0.appendingPathComponent($1) })
                }
                return .rendered
            } catch {
                return .thrown(error)
            }
        }.adding(location: "images", folder)
        summary.copiedPages = drawn.copied
        return summary
    }

    /// Writes a laid-out cell to `file`: a copy of an identical page drawn earlier in the run when
    /// `drawn` keeps one, else drawn band by band (with its thumbnail when `review` wants one) and
    /// kept in `drawn`. Hands the thumbnail to `review`.
    private func write(_ cell: SnapshotCell, _ prepared: PreparedFile, to file: URL, review: ReviewOutputs?,
                       drawn: DrawnPages) throws {
        let key = DrawnPages.Key(prepared.displayList, in: cell.configuration)
        let page: DrawnPages.Page
        if let earlier = drawn.page(for: key), try drawn.copy(earlier, to: file) {
            page = earlier
        } else {
            let (written, small) = try writeInBands(cell, review: review) { try prepared.write(file, $0) }
            page = DrawnPages.Page(file: file, width: written.width, height: written.height, thumbnail: small)
            drawn.note(page, for: key)
        }
        if let small = page.thumbnail {
            review?.rendered(cell, small: small, width: page.width, height: page.height,
                             transcript: VoiceOverTranscript.text(for: prepared.displayList))
        }
    }

    /// Writes a cell band by band with `write`, handing it a `BandedThumbnail` when `review` wants
    /// thumbnails: the page is never held whole, only its 1x thumbnail, which is returned.
    private func writeInBands(_ cell: SnapshotCell, review: ReviewOutputs?,
                              _ write: ((any PageBandSink)?) throws -> WrittenSnapshot) throws -> (WrittenSnapshot, Bitmap?) {
        let thumbnail = review.map { _ in BandedThumbnail(scale: cell.configuration.scale) }
        let written = try write(thumbnail)
        return (written, thumbnail?.thumbnail())
    }

    /// Checks every cell of `plan` against `store` under `policy`: its image and, when the renderer
    /// gives a display list, its accessibility text golden (`CellGoldens`); failure artefacts go to
    /// `artefacts`. With `compareExisting` false, cells whose goldens exist are skipped without
    /// rendering. `inspect` sees every rendered cell.
    public func check(_ plan: SnapshotPlan, store: GoldenStore, policy: RecordPolicy, compareExisting: Bool = true,
                      artefacts: FailureArtefacts?, action: String,
                      inspect: (@Sendable (SnapshotCell, SnapshotImage) -> Void)? = nil) -> RunSummary {
        let renderer = backend.renderer, comparator = backend.comparator
        return run(plan, action: action) { cell in
            CellGoldens.check(cell, store: store, policy: policy, compareExisting: compareExisting, artefacts: artefacts,
                              renderer: renderer, comparator: comparator, inspect: inspect)
        }
    }

    /// Runs `body` on every cell in parallel, taking them in `order` (indices into the plan's cells;
    /// plan order when nil), and collects the reports in plan order.
    func run(_ plan: SnapshotPlan, action: String, order: [Int]? = nil,
             body: @escaping @Sendable (SnapshotCell) -> CellOutcome) -> RunSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        let cells = plan.cells, total = cells.count, progress = self.progress
        let order = order ?? Array(cells.indices)
        let taken = ParallelWork.run(count: total, workers: jobs, work: { index -> CellReport in
            let cell = cells[order[index]]
            let cellStart = DispatchTime.now().uptimeNanoseconds
            let outcome = body(cell)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - cellStart) / 1e9
            return CellReport(path: cell.path, cellName: cell.description, outcome: outcome, seconds: seconds)
        }, finished: { _, report, completed in
            progress?(report, completed, total)
        })
        var reports = taken
        for (index, report) in zip(order, taken) { reports[index] = report }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return RunSummary(action: action, reports: reports, seconds: seconds)
    }
}

extension RunSummary {
    /// The summary with one more labelled location.
    func adding(location label: String, _ url: URL) -> RunSummary {
        var copy = self
        copy.locations.append((label, url))
        return copy
    }
}
