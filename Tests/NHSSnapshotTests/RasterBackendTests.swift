import Drawing
import Foundation
import ImageCodecs
import Raster
@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// The live backend's raster parts: contact sheets drawn by Cairo + Pango and the renderer fingerprint.
@Suite struct RasterBackendTests {
    @Test func sheetsAreDrawnAtTheirLaidOutSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick)
        var backend = FakeBackend.backend()
        backend.sheetDrawer = try SheetDrawer.raster(renderer: Renderer.standard())
        let session = SnapshotSession(backend: backend, jobs: 2)
        _ = session.render(plan, into: folder.url)
        let result = session.makeSheets(plan, imageFolder: folder.url, sheetsFolder: folder.url.appendingPathComponent("sheets"))
        #expect(result.problems == [])
        #expect(result.written.count == 4)
        let sheet = try #require(plan.contactSheets(imageFolder: folder.url).first)
        let list = ContactSheetLayout.displayList(for: sheet, measurer: backend.sheetDrawer.measurer)
        let data = try Data(contentsOf: result.written[0])
        let size = try #require(PNGHeader.size(of: data))
        #expect(size.width == Int(list.size.width) && size.height == Int(list.size.height))
        // Each thumbnail is the 1x box-filtered image, placed at its frame: its first pixel is the image's.
        let drawn = try PNGCodec.decode(data, name: "sheet")
        let item = try #require(list.imageItems.first)
        let cell = try #require(plan.cells.first { $0.path.relativePath == item.assetName })
        let source = try PNGCodec.decode(try Data(contentsOf: folder.url.appendingPathComponent(item.assetName)), name: "cell")
        let small = SheetAssembler.thumbnail(width: source.width, height: source.height, pixels: source.pixels,
                                             scale: cell.configuration.scale)
        let origin = SheetCompositor.pixelRect(item.frame, scale: 1)
        let first = rgba(drawn.pixel(x: origin.x, y: origin.y)), expectedFirst = rgba(small.pixel(x: 0, y: 0))
        #expect(first == expectedFirst)
        let last = rgba(drawn.pixel(x: origin.x + small.width - 1, y: origin.y + small.height - 1))
        let expectedLast = rgba(small.pixel(x: small.width - 1, y: small.height - 1))
        #expect(last == expectedLast)
    }

    @Test func theLiveBackendHoldsTheRendererItIsGiven() throws {
        let renderer = try Renderer.load()
        let backend = SnapshotBackend.live(renderer: renderer)
        #expect(backend.raster === renderer)
        #expect(try backend.fingerprint.current() == renderer.fingerprint().text)
    }

    @Test func overlaysFromABackendWithoutTheRasterNameWhatIsMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick)
        var backend = SnapshotBackend.live(renderer: try Renderer.standard())
        backend.raster = nil
        let summary = SnapshotSession(backend: backend, jobs: 2).render(plan, into: folder.url, accessibility: true)
        #expect(!summary.failures.isEmpty)
        #expect(summary.failures.count == summary.reports.count)
        for report in summary.failures {
            #expect("\(report.outcome)".contains("accessibility overlays need the raster renderer"), "\(report.outcome)")
        }
    }

    @Test func theRasterFingerprintNamesAChangedLibrary() throws {
        let source = FingerprintSource.raster(try Renderer.standard())
        let current = try #require(try source.current())
        #expect(source.differences(stored: current, current: current).isEmpty)
        let line = try #require(current.split(separator: "\n").first { $0.lowercased().hasPrefix("pango") })
        let stored = current.replacingOccurrences(of: String(line), with: line.split(separator: ":")[0] + ": 0.0.1")
        let changes = source.differences(stored: stored, current: current)
        #expect(changes.count == 1)
        #expect(changes.first?.contains("0.0.1 →") == true)
    }
}
