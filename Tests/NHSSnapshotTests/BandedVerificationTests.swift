import Bitmaps
import Foundation
import ImageCodecs
@testable import NHSSnapshot
import PixelDiff
import Raster
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// `verify` compares each cell's image with its golden band by band as the page is drawn: a match
/// never draws the whole page; anything else is checked the whole-page way, with the same verdict,
/// messages, artefacts and audits as before.
@Suite struct BandedVerificationTests {
    /// A tall page (two bands at 3x), a card with a photo and an audit warning, a button with an
    /// audit error: one cell each, iPhone 16 at 3x.
    static func plan() throws -> SnapshotPlan {
        var cell = SnapshotConfiguration(device: .iPhone16)
        cell.scale = 3
        let catalogue = try ScenarioCatalogue([
            Scenario(component: "Banded", name: "tall") { StreamedRenderTests.tallView },
            Scenario(component: "Banded", name: "card") { LiveScenarios.longTitleCard() },
            Scenario(component: "Banded", name: "button") { LiveScenarios.smallButton() },
        ])
        return SnapshotPlan(catalogue: catalogue, matrix: SnapshotMatrix(name: "banded", cells: [cell]))
    }

    /// A folder with the plan's goldens recorded by the live backend.
    func recorded() throws -> (TemporaryFolder, GoldenStore, SnapshotPlan) {
        try LiveRenderer.require()
        let folder = try TemporaryFolder()
        let store = GoldenStore(packageRoot: folder.url)
        let plan = try Self.plan()
        #expect(SnapshotSession(backend: .live, jobs: 2).record(plan, store: store).counts == ["recorded": 3])
        return (folder, store, plan)
    }

    /// Rewrites the golden at `path` as `change` makes its pixels, encoded with `settings`.
    func rewrite(_ path: GoldenPath, in store: GoldenStore, settings: PNGEncodingSettings = .compact,
                 _ change: (inout Bitmap) -> Void = { _ in }) throws {
        var image = try PNGCodec.decode(try #require(try store.read(path)), name: "golden")
        change(&image)
        try PNGCodec.encode(image, settings: settings).write(to: store.url(for: path))
    }

    /// Verifies with band-by-band matching and without it, each into its own artefact folder.
    func verifyBothWays(_ plan: SnapshotPlan, _ store: GoldenStore, _ folder: TemporaryFolder)
        -> (banded: RunSummary, bandedPages: Int, whole: RunSummary, bandedArtefacts: FailureArtefacts, wholeArtefacts: FailureArtefacts) {
        let bandedArtefacts = FailureArtefacts(folder: folder.url.appendingPathComponent("Output/banded"))
        let wholeArtefacts = FailureArtefacts(folder: folder.url.appendingPathComponent("Output/whole"))
        let banded = CountingBackend(), whole = CountingBackend(bands: false)
        let bandedSummary = SnapshotSession(backend: banded.backend, jobs: 2).verify(plan, store: store, artefacts: bandedArtefacts)
        let wholeSummary = SnapshotSession(backend: whole.backend, jobs: 2).verify(plan, store: store, artefacts: wholeArtefacts)
        #expect(whole.wholePages == plan.cells.count, "without bands every cell is drawn whole")
        return (bandedSummary, banded.wholePages, wholeSummary, bandedArtefacts, wholeArtefacts)
    }

    @Test func aPassingVerifyNeverDrawsAWholePageAndAuditsAsBefore() throws {
        let (folder, store, plan) = try recorded()
        defer { folder.delete() }
        let run = verifyBothWays(plan, store, folder)
        #expect(run.banded.counts == ["matched": 3])
        #expect(run.bandedPages == 0)
        #expect(run.whole.counts == ["matched": 3])
        let audit = try #require(run.banded.audit)
        #expect(audit.cells.count == 3)
        #expect(audit.cells == run.whole.audit?.cells)
        #expect(audit.problems == run.whole.audit?.problems)
        #expect(audit.cells.contains { !$0.outcome.failingFindings.isEmpty }, "the small button's tap target is still found")
        // The same pixels in other PNG bytes still match band by band.
        let tall = try #require(plan.cells.first { $0.scenario.name == "tall" }).path
        try rewrite(tall, in: store, settings: .fast)
        let again = verifyBothWays(plan, store, folder)
        #expect(again.banded.counts == ["matched": 3])
        #expect(again.bandedPages == 0)
        #expect(again.whole.counts == ["matched": 3])
    }

    /// A changed pixel in the second band, a golden a row shorter, a truncated golden: each cell is
    /// checked whole, with the verdicts and artefacts the whole-page path gives.
    @Test func aDifferingGoldenIsCheckedWholeWithTheSameVerdictAndArtefacts() throws {
        let (folder, store, plan) = try recorded()
        defer { folder.delete() }
        func path(_ name: String) throws -> GoldenPath { try #require(plan.cells.first { $0.scenario.name == name }).path }
        let tall = try path("tall"), card = try path("card"), button = try path("button")
        try rewrite(tall, in: store) { image in image[sample: (image.height - 1) * image.width * 4] ^= 0x40 }
        try rewrite(card, in: store) { image in
            image = try! Bitmap(width: image.width, height: image.height - 1, pixels: Array(image.pixels.dropLast(image.width * 4)))
        }
        let bytes = try #require(try store.read(button))
        try bytes.prefix(bytes.count / 2).write(to: store.url(for: button))
        let run = verifyBothWays(plan, store, folder)
        #expect(run.bandedPages == 3, "each differing cell is drawn whole once")
        #expect(run.banded.failures.count == 3)
        #expect(run.banded.reports.map { "\($0.outcome)" } == run.whole.reports.map { "\($0.outcome)" })
        let tallOutcome = run.banded.reports.first { $0.path == tall }.map { "\($0.outcome)" }
        #expect(tallOutcome?.contains("1 of") == true, "\(tallOutcome ?? "nil")")
        for variant in FailureArtefacts.variants {
            let banded = try Data(contentsOf: run.bandedArtefacts.url(for: tall, variant: variant))
            #expect(banded == (try Data(contentsOf: run.wholeArtefacts.url(for: tall, variant: variant))), "\(variant)")
        }
        #expect(run.banded.audit?.cells == run.whole.audit?.cells)
    }

    @Test func theSinkStopsTheDrawingAtTheFirstDifferingBand() throws {
        try LiveRenderer.require()
        let renderer = try Renderer.standard()
        var configuration = SnapshotConfiguration(device: .iPhone16)
        configuration.scale = 2
        var page = try render(StreamedRenderTests.tallView, configuration: configuration, renderer: renderer)
            .bitmap
        page[sample: 0] ^= 1
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let golden = folder.url.appendingPathComponent("golden.png")
        try PNGCodec.encode(page).write(to: golden)
        final class Bands: PageBandSink {
            var count = 0
            func begin(width: Int, height: Int) throws {}
            func take(_ band: PixelBand) throws { count += 1 }
        }
        let bands = Bands(), sink = GoldenRowsSink(golden: golden)
        let assets = try renderer.assets(for: [])
        let screen = try layoutScreen(StreamedRenderTests.tallView, configuration: configuration, renderer: renderer)
        // The rasterizer hands each drawn band over a few rows at a time: the first run is the one that differs.
        let firstRun = min(64, max(1, Rasterizer.handoffBytes / (page.width * 4)))
        #expect(throws: GoldenRowsSink.PageDiffers(reason: "rows 0…\(firstRun - 1) differ")) {
            try renderer.draw(screen.displayList, scale: 2, images: assets, bandHeight: 64, into: BandFanOut([bands, sink]))
        }
        #expect(bands.count == 1)
        #expect(page.height > 64 * 10)
    }

    @Test(arguments: [CompareOptions.exact, .perceptual, .pixelmatch(), .pixelmatch(includeAA: true),
                      CompareOptions(ignoreAntialiasing: true), CompareOptions(maxDiffPixels: 0), CompareOptions(maxDiffRatio: 0),
                      CompareOptions(threshold: 5, metric: .cie76)])
    func thePixelDiffComparatorPassesIdenticalPixelsUnderEveryOption(options: CompareOptions) throws {
        let comparator = SnapshotComparator.pixelDiff(options: options)
        #expect(comparator.passesIdenticalPixels)
        let image = Bitmap(width: 9, height: 4, red: 12, green: 200, blue: 90, alpha: 128)
        let golden = try PNGCodec.encode(image, settings: .compact)
        let other = try PNGCodec.encode(image, settings: .fast)
        #expect(golden != other)
        #expect(try comparator.compare(golden: golden, with: SnapshotImage(bitmap: image, pngData: other)).matches)
    }

    @Test func exactBytesDoesNotPassIdenticalPixelsSoItIsCheckedWhole() throws {
        let image = Bitmap(width: 9, height: 4, red: 12, green: 200, blue: 90, alpha: 128)
        let golden = try PNGCodec.encode(image, settings: .compact)
        let other = SnapshotImage(bitmap: image, pngData: try PNGCodec.encode(image, settings: .fast))
        #expect(!SnapshotComparator.exactBytes.passesIdenticalPixels)
        #expect(try !SnapshotComparator.exactBytes.compare(golden: golden, with: other).matches)
        let live = SnapshotBackend.live
        #expect(!BandedVerification.applies(renderer: live.renderer, comparator: .exactBytes, policy: .never))
        #expect(BandedVerification.applies(renderer: live.renderer, comparator: live.comparator, policy: .never))
        #expect(!BandedVerification.applies(renderer: live.renderer, comparator: live.comparator, policy: .all))
        #expect(!BandedVerification.applies(renderer: live.renderer, comparator: live.comparator, policy: .missing, compareExisting: false))
    }
}
