import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// Pages taller than one Cairo surface are drawn in bands of pixel rows and joined; the result
/// must be the same bytes as one surface gives, and pages past the documented limit are refused.
@Suite struct BandedRenderTests {
    /// Bands of 1, 37, 128 and 299 rows over a busy page (fills, shapes, texts, images) give the
    /// bytes of one surface. Not every height over every page: a glyph on one of Cairo's rounding
    /// steps can move a pixel in a band (`aGlyphOnACairoRoundingStepMayMoveInABand`).
    @Test(arguments: [CGFloat(1), 2, 3])
    func bandsOfSeveralHeightsGiveTheBytesOfOneSurfaceOnABusyPage(scale: CGFloat) throws {
        let page = try busyPage()
        let whole = try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: 100_000).render(page)
        for band in [1, 37, 128, 299] {
            let banded = try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: band).render(page)
            #expect(banded.width == whole.width && banded.height == whole.height)
            let rows = BandedRenderTests.differingRows(banded, whole)
            #expect(rows.isEmpty, "bands of \(band) rows at \(scale)x differ from one surface in rows \(rows.prefix(12))")
        }
    }

    /// A known limit of bands (README, Limits): a glyph whose device position lies within rounding
    /// error of Cairo's quarter-pixel steps can land a pixel lower in a band than on one surface.
    /// This text is the one found in the full matrix (CardAction `long-title`, AX5, 440 pt): at y
    /// 1,040.01 pt in 128-row bands it differs here; at 1,040.0 it does not. If the known issue is
    /// no longer recorded on this project's machine, bands have become exact for text and the
    /// limit can go.
    @Test func aGlyphOnACairoRoundingStepMayMoveInABand() throws {
        let renderer = try TestSupport.renderer()
        let spec = TextSpec(string: "Medicines record", font: FontSpec(family: "NHS Sans", size: 53, weight: .regular, lineHeightMultiple: 1.23))
        let measured = renderer.measurer.measure(spec, width: 249.66)
        func rows(atY y: CGFloat) throws -> [Int] {
            let item = DisplayItem.text(TextItem(spec: spec, color: .white, frame: CGRect(x: 27, y: y, width: 249.66, height: measured.size.height),
                                                 wrapWidth: 249.66, measurement: measured))
            let list = DisplayList(size: CGSize(width: 440, height: 1_200), background: RGBAColor(hex: 0x263238), items: [item])
            let whole = try Rasterizer(scale: 3, assets: TestSupport.catalog(), renderer: renderer, bandHeight: 100_000).render(list)
            let banded = try Rasterizer(scale: 3, assets: TestSupport.catalog(), renderer: renderer, bandHeight: 128).render(list)
            return BandedRenderTests.differingRows(banded, whole)
        }
        #expect(try rows(atY: 1_040).isEmpty)
        // Intermittent: whether a position sits on a rounding step can depend on the font
        // libraries' versions, so another machine may not meet it.
        withKnownIssue("glyphs on a quarter-pixel rounding step move a pixel in a band (README, Limits)", isIntermittent: true) {
            let moved = try rows(atY: 1_040.01)
            #expect(moved.isEmpty, "rows \(moved.first ?? -1)…\(moved.last ?? -1) differ")
        }
    }

    /// The rows where two images of one size differ.
    static func differingRows(_ a: Bitmap, _ b: Bitmap) -> [Int] {
        let rowBytes = a.width * 4
        return (0..<a.height).filter { y in a.pixels[y * rowBytes..<(y + 1) * rowBytes] != b.pixels[y * rowBytes..<(y + 1) * rowBytes] }
    }

    @Test func aTwentyThousandPointPageDrawsAtThreeX() throws {
        let height: CGFloat = 20_000
        let marks: [CGFloat] = [0, 5_461, 9_999.5, 16_384 / 3, 19_990]
        let items = marks.map { y in
            DisplayItem.fill(RoundedRect(rect: CGRect(x: 10, y: y, width: 20, height: 10)), RGBAColor(hex: 0x005eb8))
        }
        let list = DisplayList(size: CGSize(width: 40, height: height), background: .white, items: items)
        let image = try Rasterizer(scale: 3, assets: TestSupport.catalog(), renderer: TestSupport.renderer()).render(list)
        #expect(image.width == 120 && image.height == 60_000)
        for y in marks {
            let pixel = image.pixel(x: 60, y: Int(y * 3) + 15)
            #expect([pixel.red, pixel.green, pixel.blue] == [0x00, 0x5e, 0xb8], "no mark at \(y) pt")
        }
        let gap = image.pixel(x: 60, y: Int(marks[4] * 3) - 30)
        #expect([gap.red, gap.green, gap.blue] == [0xff, 0xff, 0xff])
    }

    @Test func aPagePastTheLimitIsRefusedWithTheLimitNamed() throws {
        let list = DisplayList(size: CGSize(width: 40, height: 30_000), background: .white, items: [])
        let error = try #require(throws: RasterError.self) { try Rasterizer(scale: 3, assets: TestSupport.catalog(), renderer: TestSupport.renderer()).render(list) }
        #expect("\(error)".contains("90000 px at 3.0x is over \(Rasterizer.maxPageHeight) px"), "\(error)")
        let wide = DisplayList(size: CGSize(width: 10_000, height: 10_000), background: .white, items: [])
        let tooMany = try #require(throws: RasterError.self) { try Rasterizer(scale: 2, assets: TestSupport.catalog(), renderer: TestSupport.renderer()).render(wide) }
        #expect("\(tooMany)".contains("over \(Rasterizer.maxPixelSide) px"), "\(tooMany)")
    }

    @Test func aBandHeightOfZeroIsRefused() throws {
        #expect(throws: RasterError.self) { try Rasterizer(scale: 1, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: 0) }
    }
}
