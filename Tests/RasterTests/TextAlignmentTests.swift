import Drawing
import Foundation
import Raster
import Testing

/// Lines are aligned within the item's frame, and leading/trailing follow the reading direction.
@Suite struct TextAlignmentTests {
    private func inkBox(_ string: String, _ alignment: TextAlignment, _ direction: LayoutDirection) throws -> (CGRect, TextMeasurement) {
        let spec = TextSpec(string: string, font: FontSpec(size: 20), alignment: alignment, direction: direction)
        let (page, measured) = try TestSupport.textPage(spec, width: 300, frameWidth: 300, page: CGSize(width: 320, height: 50))
        let ink = try #require(TestSupport.inkBox(try TestSupport.rasterizer(scale: 2).render(page), scale: 2))
        return (ink, measured)
    }

    @Test func leadingIsLeftForLeftToRightAndRightForRightToLeft() throws {
        let (ltr, _) = try inkBox("Hello", .leading, .leftToRight)
        #expect(abs(ltr.minX - 10) < 3)
        let (rtl, _) = try inkBox("مرحبا", .leading, .rightToLeft)
        #expect(abs(rtl.maxX - 310) < 3)
    }

    @Test func trailingIsTheOppositeEdge() throws {
        let (ltr, _) = try inkBox("Hello", .trailing, .leftToRight)
        #expect(abs(ltr.maxX - 310) < 3)
        let (rtl, _) = try inkBox("مرحبا", .trailing, .rightToLeft)
        #expect(abs(rtl.minX - 10) < 3)
    }

    @Test func centreIsCentred() throws {
        let (ink, _) = try inkBox("Hello", .center, .leftToRight)
        #expect(abs(ink.midX - 160) < 2)
    }
}
