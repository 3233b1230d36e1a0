import Bitmaps
import Foundation
import ImageCodecs
@testable import NHSSnapshot
import Raster
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// Pages written to disk band by band: the file is the PNG of the whole page, the thumbnails are
/// the whole page's, and a failure leaves no file.
@Suite struct StreamedRenderTests {
    /// A page of about 1,560 pt: 4,680 px at 3x, two bands of 4,096 rows.
    static var tallView: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("A tall page drawn in bands").font(.nhsHeadline)
            ForEach(0..<12, id: \.self) { index in
                HStack {
                    Text("Row \(index): text that is long enough to wrap onto a second line here")
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right")
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.nhsWhite))
            }
            Color.nhsBlue.frame(height: 400)
        }
    }

    @Test(arguments: [1, 2, 3])
    func theFileWrittenBandByBandIsThePNGOfTheWholePage(scale: Int) throws {
        try LiveRenderer.require()
        let renderer = try Renderer.standard()
        var configuration = SnapshotConfiguration(device: .iPhone16)
        configuration.scale = scale
        let whole = try render(StreamedRenderTests.tallView, configuration: configuration, renderer: renderer)
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        for settings in [PNGEncodingSettings.compact, .fast] {
            let file = folder.url.appendingPathComponent("\(settings.writer)/tall.png")
            let thumbnail = BandedThumbnail(scale: scale)
            let written = try renderPNG(StreamedRenderTests.tallView, configuration: configuration, renderer: renderer,
                                        encoding: settings, to: file, alongside: thumbnail)
            #expect(written.width == whole.width && written.height == whole.height)
            #expect(try Data(contentsOf: file) == whole.pngData(encoding: settings), "\(settings) at \(scale)x")
            #expect(thumbnail.thumbnail() == SheetAssembler.thumbnail(width: whole.width, height: whole.height, pixels: whole.pixels, scale: scale))
        }
        #expect(whole.height > Rasterizer.defaultBandHeight || scale < 3, "at 3x the page takes more than one band")
    }

    @Test func aBadPathNamesTheFileAndLeavesNothing() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let blocker = folder.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let error = try #require(throws: ImageCodecError.self) {
            try renderPNG(StreamedRenderTests.tallView, configuration: SnapshotConfiguration(device: .iPhone16),
                          renderer: Renderer.standard(), to: blocker.appendingPathComponent("tall.png"))
        }
        #expect("\(error)".contains("not-a-folder"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["not-a-folder"])
    }

    /// A thumbnail sink that fails half-way (a page too tall for the encoder's output, say) must
    /// leave no half-written PNG beside the page's place.
    @Test func aFailureHalfWayLeavesNoFile() throws {
        try LiveRenderer.require()
        struct Refused: Error {}
        final class FailsOnSecondBand: PageBandSink {
            var bands = 0
            func begin(width: Int, height: Int) throws {}
            func take(_ band: PixelBand) throws {
                bands += 1
                if bands == 2 { throw Refused() }
            }
        }
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        var configuration = SnapshotConfiguration(device: .iPhone16)
        configuration.scale = 3
        let file = folder.url.appendingPathComponent("tall.png")
        #expect(throws: Refused.self) {
            try renderPNG(StreamedRenderTests.tallView, configuration: configuration, renderer: Renderer.standard(),
                          encoding: .fast, to: file, alongside: FailsOnSecondBand())
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "no file and no temporary file")
    }

    /// `render` through the live backend writes what the in-memory image encodes to.
    @Test func theRenderCommandWritesTheSameFiles() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let backend = SnapshotBackend.live(renderer: try Renderer.standard())
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        #expect(SnapshotSession(backend: backend, jobs: 2).render(plan, into: folder.url).exitCode == 0)
        for cell in plan.cells.prefix(4) {
            let image = try backend.outputRenderer.render(cell.scenario.makeView(), configuration: cell.configuration)
            let written = try Data(contentsOf: cell.path.components().reduce(folder.url) { $0.appendingPathComponent($1) })
            #expect(written == image.pngData, "\(cell)")
        }
    }
}

/// `record` writes image goldens band by band: the goldens' bytes, and the same outcomes.
@Suite struct StreamedRecordTests {
    @Test func recordWritesTheGoldensBytesAndKnowsWhatChanged() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let backend = SnapshotBackend.live(renderer: try Renderer.standard())
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        let store = GoldenStore(packageRoot: folder.url)
        let session = SnapshotSession(backend: backend, jobs: 2)
        let first = session.record(plan, store: store)
        #expect(first.exitCode == 0 && first.reports.allSatisfy { $0.outcome == .recorded }, "\(first.reports.map(\.outcome))")
        for cell in plan.cells {
            let image = try backend.renderer.render(cell.scenario.makeView(), configuration: cell.configuration)
            #expect(try store.read(cell.path) == image.pngData, "\(cell)")
            #expect(try store.read(cell.path.with(pathExtension: GoldenPath.accessibilityTextExtension)).map { String(decoding: $0, as: UTF8.self) }
                    == image.accessibilityTranscript, "\(cell)")
        }
        let again = session.record(plan, store: store)
        #expect(again.reports.allSatisfy { $0.outcome == .unchanged }, "\(again.reports.map(\.outcome))")
        let changed = plan.cells[0].path
        try store.write(Data("not the image".utf8), to: changed)
        let third = session.record(plan, store: store)
        #expect(third.reports[0].outcome == .updated(nil))
        #expect(try store.read(changed) == backend.renderer.render(plan.cells[0].scenario.makeView(),
                                                                   configuration: plan.cells[0].configuration).pngData)
        let missing = session.record(plan, store: store, onlyMissing: true)
        #expect(missing.reports.allSatisfy { $0.outcome == .skipped }, "\(missing.reports.map(\.outcome))")
        let leftovers = folder.files().filter { $0.contains(AtomicFile.temporaryPrefix) }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

/// The 1x thumbnail made band by band is the whole page's, for bands of any height.
@Suite struct BandedThumbnailTests {
    /// Opaque pixels with a few translucent ones (fully transparent pixels are zeros, as Cairo gives them).
    static func page(width: Int, height: Int, translucent: Bool) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var alpha: UInt8 = 255
                if translucent && (x * 7 + y * 3) % 11 == 0 { alpha = UInt8((x * 37 + y * 11) % 256) }
                if alpha == 0 { pixels += [0, 0, 0, 0]; continue }
                pixels += [UInt8((x * 5 + y) % 256), UInt8((y * 9) % 256), UInt8((x * y) % 256), alpha]
            }
        }
        return Bitmap(width: width, height: height, madePixels: pixels)
    }

    @Test(arguments: [1, 2, 3])
    func bandsOfAnyHeightGiveTheWholePagesThumbnail(scale: Int) throws {
        for (width, height) in [(17, 53), (120, 301), (5, 7), (2, 1), (300, 40)] {
            for translucent in [false, true] {
                let page = BandedThumbnailTests.page(width: width, height: height, translucent: translucent)
                let expected = SheetAssembler.thumbnail(width: width, height: height, pixels: page.pixels, scale: scale)
                for band in [1, 2, 3, 4, 5, 7, 64, 299] {
                    let thumbnail = BandedThumbnail(scale: scale)
                    try thumbnail.begin(width: width, height: height)
                    try page.pixels.withUnsafeBytes { raw in
                        var top = 0
                        while top < height {
                            let rows = min(band, height - top)
                            try thumbnail.take(PixelBand(top: top, rows: rows, width: width, pageHeight: height,
                                                         pixels: UnsafeRawBufferPointer(rebasing: raw[(top * width * 4)..<((top + rows) * width * 4)])))
                            top += rows
                        }
                    }
                    #expect(thumbnail.thumbnail() == expected, "\(width)×\(height) at \(scale)x, bands of \(band), translucent \(translucent)")
                }
            }
        }
    }
}
