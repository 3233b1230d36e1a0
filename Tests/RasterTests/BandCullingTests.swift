import Bitmaps
import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// A band of a tall page skips the items that paint nothing on its rows (`BandCulling`), and the
/// page's bytes stay those of one surface.
@Suite struct BandCullingTests {
    /// A band surface as the rasterizer sets one up: moved up by the band's top, then scaled.
    @Test func theVisibleRectIsTheBandsRowsInPoints() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 30, 100))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        defer { cairo_destroy(cairo) }
        cairo_translate(cairo, 0, -300)
        cairo_scale(cairo, 3, 3)
        let visible = try #require(BandCulling.visibleRect(on: cairo))
        #expect(visible.minY == 100 && visible.minX == 0 && visible.width == 10)
        #expect(abs(visible.maxY - 400.0 / 3) < 1e-9)
    }

    @Test func anItemIsSkippedOnlyWellClearOfTheBand() {
        let band = CGRect(x: 0, y: 100, width: 300, height: 100)
        func fill(y: CGFloat, height: CGFloat = 10) -> DisplayItem {
            .fill(RoundedRect(rect: CGRect(x: 10, y: y, width: 50, height: height)), .white)
        }
        #expect(BandCulling.mayPaint(fill(y: 150), in: band))
        // Within the margin on either side: painted.
        #expect(BandCulling.mayPaint(fill(y: 100 - 10 - BandCulling.margin), in: band))
        #expect(BandCulling.mayPaint(fill(y: 200 + BandCulling.margin), in: band))
        // Past it: skipped.
        #expect(!BandCulling.mayPaint(fill(y: 100 - 11 - BandCulling.margin), in: band))
        #expect(!BandCulling.mayPaint(fill(y: 201 + BandCulling.margin), in: band))
        // A fill across the whole band, from above it to below it.
        #expect(BandCulling.mayPaint(fill(y: 0, height: 400), in: band))
    }

    @Test func aTextReachesAsFarAgainAsItsOwnHeight() {
        let spec = TextSpec(string: "Reach", font: FontSpec(size: 40))
        let measurement = FixedAdvanceMeasurer().measure(spec, width: nil)
        let text = DisplayItem.text(TextItem(spec: spec, color: .black, frame: CGRect(x: 0, y: 0, width: 100, height: 50),
                                             wrapWidth: 100, measurement: measurement))
        let reach = BandCulling.reach(of: text)
        let grown = DisplayItem.textInkMargin + BandCulling.margin + 50
        #expect(reach == CGRect(x: 0, y: 0, width: 100, height: 50).insetBy(dx: -grown, dy: -grown))
    }

    @Test func aClippedGroupReachesNoFurtherThanItsClip() {
        let clip = RoundedRect(rect: CGRect(x: 0, y: 500, width: 100, height: 20))
        let group = DisplayItem.clipped(clip, [.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 2_000)), .black)])
        #expect(BandCulling.reach(of: group) == clip.rect.insetBy(dx: -BandCulling.margin, dy: -BandCulling.margin))
        #expect(!BandCulling.mayPaint(group, in: CGRect(x: 0, y: 100, width: 100, height: 100)))
    }

    @Test func aShadowReachesWhereItFalls() {
        let card = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 20)), .white)
        let shadowed = DisplayItem.effect(.shadow(color: .black, radius: 4, offset: CGSize(width: 0, height: 200)), [card])
        let band = CGRect(x: 0, y: 215, width: 100, height: 10)
        #expect(!BandCulling.mayPaint(card, in: band))
        #expect(BandCulling.mayPaint(shadowed, in: band))
    }

    @Test func anItemWithNoFiniteBoundsIsAlwaysPainted() {
        let strange = DisplayItem.rule(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 1), .black)
        #expect(BandCulling.reach(of: strange) == nil)
        #expect(BandCulling.mayPaint(strange, in: CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    /// Items that reach across band edges from outside: a shadow cast down into the next band, a
    /// group rotated and scaled into a band its items' own bounds miss, a thick stroke whose
    /// points lie above a band's top, a blur, a clip with content far outside it. Drawn in bands
    /// of 40, 64 and 100 rows and on one surface: the same bytes.
    @Test(arguments: [CGFloat(1), 2])
    func bandsGiveOneSurfacesBytesWhereItemsReachAcrossBandEdges(scale: CGFloat) throws {
        let card = CGRect(x: 20, y: 30, width: 120, height: 14)
        let page = DisplayList(size: CGSize(width: 200, height: 240), background: RGBAColor(hex: 0xf0f4f5), items: [
            .effect(.shadow(color: RGBAColor(hex: 0x000000, alpha: 0.6), radius: 6, offset: CGSize(width: 4, height: 45)),
                    [.fill(RoundedRect(rect: card, radii: CornerRadii(all: 6)), .white)]),
            .effect(.transform(.rotation(Double.pi / 5, about: CGPoint(x: 100, y: 100))), [
                .effect(.transform(.scale(x: 1, y: 4, about: CGPoint(x: 100, y: 60))),
                        [.fill(RoundedRect(rect: CGRect(x: 60, y: 55, width: 80, height: 8)), RGBAColor(hex: 0x005eb8))]),
            ]),
            .path(VectorPath(elements: [.move(to: CGPoint(x: 10, y: 150)), .line(to: CGPoint(x: 190, y: 152))],
                             paint: .stroke(RGBAColor(hex: 0xda291c), width: 24))),
            .effect(.blur(radius: 5, opaque: false, bounds: .zero),
                    [.fill(RoundedRect(rect: CGRect(x: 40, y: 176, width: 60, height: 10)), RGBAColor(hex: 0x007f3b))]),
            .clipped(RoundedRect(rect: CGRect(x: 110, y: 190, width: 70, height: 30), radii: CornerRadii(all: 10)), [
                .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 200, height: 240)), RGBAColor(hex: 0x330072, alpha: 0.7)),
            ]),
        ])
        let renderer = try TestSupport.renderer(), catalog = try TestSupport.catalog()
        let whole = try Rasterizer(scale: scale, assets: catalog, renderer: renderer, bandHeight: 100_000).render(page)
        for band in [40, 64, 100] {
            let banded = try Rasterizer(scale: scale, assets: catalog, renderer: renderer, bandHeight: band).render(page)
            let rows = BandedRenderTests.differingRows(banded, whole)
            #expect(rows.isEmpty, "bands of \(band) rows at \(scale)x differ from one surface in rows \(rows.prefix(12))")
        }
    }
}
