import Bitmaps
import Foundation
import ImageCodecs
@testable import NHSSnapshot
import Raster
import SnapshotTestSupport
import Testing
import ViewKit

@Suite struct GalleryTests {
    @Test func theDataNamesEveryImageWithEncodedPathsAndCannotCloseAScript() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let hostile = Scenario(component: "<script>", name: "../../etc") { EmptyViewMaker.make() }
        let plan = SnapshotPlan(catalogue: try ScenarioCatalogue([hostile]), matrix: .quick)
        let out = folder.url.appendingPathComponent("Output")
        let gallery = GalleryCollector(outputFolder: out)
        let summary = SnapshotSession(backend: FakeBackend.backend(), jobs: 2)
            .render(plan, into: out, review: ReviewOutputs(sheets: nil, gallery: gallery))
        #expect(summary.exitCode == 0)
        let data = GalleryData(plan: plan, cells: gallery.cells(for: plan), outputFolder: out)
        try GalleryApp.write(to: out, data: data)
        let script = try String(contentsOf: out.appendingPathComponent("gallery-data.js"), encoding: .utf8)
        #expect(!script.contains("<"), "no `<`, so no `</script>` can end the element")
        let cells = try #require(data.scenarios.first?.cells)
        #expect(cells.count == plan.cells.count)
        for cell in plan.cells {
            #expect(script.contains("\"image\":\"script/etc/\(cell.configuration.fileStem).png\""))
            #expect(folder.files().contains("Output/gallery/thumbs/script/etc/\(cell.configuration.fileStem).png"))
        }
        #expect(data.sizes.map(\.short) == ["L", "AX5"])
        for name in [GalleryApp.page, GalleryApp.style, GalleryApp.script, GalleryApp.verifyScript] {
            #expect(folder.files().contains("Output/" + name))
        }
    }

    @Test func linksEncodeEachSegmentAlike() {
        let segments = ["Card Action", "a&b <c> 'd' \"e\"", "é/f_g-h.~.png"]
        let encoded = "Card%20Action/a%26b%20%3Cc%3E%20%27d%27%20%22e%22/%C3%A9%2Ff_g-h.~.png"
        #expect(GalleryData.href(segments) == encoded)
        #expect(HTMLText.href(segments) == encoded, "nothing left for the attribute escaping")
    }

    @Test func aScriptsJSONReadsBackAsTheValueWithEveryAngleBracketEscaped() throws {
        let value = ["title": "</script><b>Siân’s 🩺 card</b>", "plain": "a < b"]
        let script = try GalleryData.script("NHS_TEST", value)
        #expect(script.hasPrefix("window.NHS_TEST = ") && script.hasSuffix(";\n"))
        #expect(!script.contains("<"))
        let json = script.dropFirst("window.NHS_TEST = ".count).dropLast(2)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(json.utf8)) == value)
    }

    @Test func thumbnailsForThePageAreSmallAndKeepTheAspectRatio() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        let cell = try #require(plan.cells.first { $0.configuration.device == .iPadPro13 })
        let gallery = GalleryCollector(outputFolder: folder.url, thumbnailWidth: 144)
        let small = Bitmap(width: 1032, height: 400, red: 10, green: 20, blue: 30, alpha: 255)
        gallery.add(cell, small: small, width: 2064, height: 800, transcript: "Button. Hello.")
        let recorded = try #require(gallery.cells(for: plan).first)
        #expect(recorded.thumbnailWidth == 144 && recorded.thumbnailHeight == 56)
        #expect(recorded.transcript == "Button. Hello.")
        let file = folder.url.appendingPathComponent(try #require(recorded.thumbnail))
        let decoded = try PNGCodec.decode(try Data(contentsOf: file), name: file.path)
        #expect(decoded.width == 144 && decoded.height == 56 && rgba(decoded.pixel(x: 5, y: 5)) == [10, 20, 30, 255])
    }

    @Test func thePageScriptsAlwaysExistSoThePageLoadsWithoutErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try GalleryApp.write(to: folder.url, data: nil)
        let page = try String(contentsOf: folder.url.appendingPathComponent(GalleryApp.page), encoding: .utf8)
        for script in [GalleryApp.dataScript, GalleryApp.verifyScript, GalleryApp.script] {
            #expect(page.contains("<script src=\"\(script)\"></script>"))
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(script).path))
        }
        #expect(try String(contentsOf: folder.url.appendingPathComponent(GalleryApp.dataScript), encoding: .utf8)
            == "window.NHS_GALLERY = null;\n")
    }
}

@Suite struct SheetCompositorTests {
    @Test func opaqueThumbnailsReplaceAndTranslucentOnesBlend() {
        var canvas = Bitmap(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 255)
        let red = Bitmap(width: 2, height: 2, red: 255, green: 0, blue: 0, alpha: 255)
        SheetCompositor.place(red, in: CGRect(x: 1, y: 1, width: 2, height: 2), scale: 1, on: &canvas)
        #expect(rgba(canvas.pixel(x: 1, y: 1)) == [255, 0, 0, 255] && rgba(canvas.pixel(x: 2, y: 2)) == [255, 0, 0, 255])
        #expect(rgba(canvas.pixel(x: 0, y: 0)) == [0, 0, 0, 255] && rgba(canvas.pixel(x: 3, y: 3)) == [0, 0, 0, 255])
        let half = Bitmap(width: 1, height: 1, red: 255, green: 255, blue: 255, alpha: 128)
        SheetCompositor.place(half, in: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1, on: &canvas)
        #expect(rgba(canvas.pixel(x: 0, y: 0)) == [128, 128, 128, 255])
    }

    /// A page composited a band of rows at a time is the page composited whole, whatever the
    /// band height, for opaque and translucent thumbnails that cross bands and the edges.
    @Test(arguments: [1, 2, 3, 5, 7, 64])
    func bandsGiveTheWholePagesBytes(bandHeight: Int) {
        let width = 23, height = 19
        let page = Bitmap(width: width, height: height, red: 10, green: 20, blue: 30, alpha: 255)
        var pieces: [(Bitmap, CGRect)] = []
        for (index, alpha) in [255, 128, 255, 40].enumerated() {
            let image = Bitmap(width: 9 + index, height: 7 + 2 * index, red: UInt8(50 * index), green: 200, blue: 90, alpha: UInt8(alpha))
            pieces.append((image, CGRect(x: -3 + 7 * index, y: -2 + 5 * index, width: 8, height: 6 + index)))
        }
        var whole = page
        for (image, frame) in pieces { SheetCompositor.place(image, in: frame, scale: 1, on: &whole) }
        let placements = pieces.map { SheetCompositor.Placement($0.0, in: $0.1, scale: 1) }
        var banded: [UInt8] = [], uncovered: [UInt8] = []
        var top = 0
        while top < height {
            let count = min(bandHeight, height - top)
            let drawn = Array(page.pixels[(top * width * 4)..<((top + count) * width * 4)])
            var rows = drawn
            rows.withUnsafeMutableBytes { buffer in
                for placement in placements { SheetCompositor.place(placement, intoRows: buffer, top: top, count: count, width: width) }
            }
            banded += rows
            // As the sheet drawer does it: the drawn rows copied only where no opaque thumbnail
            // goes, into a buffer holding something else (an earlier band).
            var reused = [UInt8](repeating: 0xAB, count: drawn.count)
            reused.withUnsafeMutableBytes { buffer in
                drawn.withUnsafeBytes { source in
                    SheetCompositor.copyUncovered(source, intoRows: buffer, top: top, count: count, width: width, placements: placements)
                }
                for placement in placements { SheetCompositor.place(placement, intoRows: buffer, top: top, count: count, width: width) }
            }
            uncovered += reused
            top += count
        }
        #expect(banded == whole.pixels)
        #expect(uncovered == whole.pixels, "copying only what no opaque thumbnail covers gives the same bytes")
        #expect(whole.pixels != page.pixels, "the thumbnails were drawn")
    }

    @Test func thumbnailsShrinkToTheirFrameAndAreCutAtTheEdge() {
        var canvas = Bitmap(width: 3, height: 3, red: 0, green: 0, blue: 0, alpha: 255)
        let blue = Bitmap(width: 8, height: 8, red: 0, green: 0, blue: 255, alpha: 255)
        SheetCompositor.place(blue, in: CGRect(x: 2, y: 2, width: 2, height: 2), scale: 1, on: &canvas)
        #expect(rgba(canvas.pixel(x: 2, y: 2)) == [0, 0, 255, 255])
        #expect(rgba(canvas.pixel(x: 1, y: 1)) == [0, 0, 0, 255])
    }
}

/// A pixel tuple as an array, for comparisons.
func rgba(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> [UInt8] {
    [pixel.red, pixel.green, pixel.blue, pixel.alpha]
}
