import Bitmaps
import Drawing
import Foundation
import Raster
import Testing

/// Effect groups as Cairo draws them: shadows, blurs, transforms, clip paths, masks and group opacity.
@Suite struct EffectPaintingTests {
    private let square = RoundedRect(rect: CGRect(x: 30, y: 30, width: 40, height: 40))

    private func render(_ items: [DisplayItem], scale: CGFloat = 1, size: CGSize = CGSize(width: 100, height: 100)) throws -> Bitmap {
        try TestSupport.rasterizer(scale: scale).render(DisplayList(size: size, background: .white, items: items))
    }

    private func grey(_ image: Bitmap, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).red) }

    @Test func aShadowIsABlurredOffsetCopyUnderTheContent() throws {
        let image = try render([.effect(.shadow(color: .black, radius: 4, offset: CGSize(width: 0, height: 10)),
                                        [.fill(square, .white)])])
        // Under the white square nothing shows; below it the shadow; far away none.
        #expect(grey(image, 50, 50) == 255)
        #expect(grey(image, 50, 75) < 200)
        #expect(grey(image, 50, 98) > 250)
        #expect(grey(image, 5, 5) == 255)
        // Left and right of the square the shadow is the same (a symmetric blur).
        for y in stride(from: 30, to: 90, by: 5) {
            for d in 1...15 { #expect(grey(image, 29 - d + 1, y) == grey(image, 70 + d - 1, y), "row \(y), \(d) px out") }
        }
    }

    @Test func aShadowsInkIsTheItemsAlphaInTotal() throws {
        // A black shadow of a white 20×20 square on white, moved clear of it: what the shadow
        // darkens adds up to the square's area, within rounding.
        let small = RoundedRect(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        let image = try render([.effect(.shadow(color: .black, radius: 3, offset: CGSize(width: 60, height: 60)), [.fill(small, .white)])])
        var darkness = 0
        for y in 0..<100 { for x in 0..<100 { darkness += 255 - grey(image, x, y) } }
        let expected = 20 * 20 * 255
        #expect(abs(darkness - expected) < expected / 50, "darkness \(darkness) vs \(expected)")
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let items: [DisplayItem] = [
            .effect(.shadow(color: RGBAColor(hex: 0x000000, alpha: 0.3), radius: 5, offset: CGSize(width: 2, height: 3)), [.fill(square, .white)]),
            .effect(.blur(radius: 2, opaque: false, bounds: .zero), [.rule(CGRect(x: 10, y: 10, width: 30, height: 4), .black)]),
        ]
        #expect(try render(items, scale: 2).pixels == render(items, scale: 2).pixels)
    }

    @Test func aPageInBandsMatchesOneSurfaceWithShadows() throws {
        let items: [DisplayItem] = (0..<6).map { row in
            .effect(.shadow(color: .black, radius: 3, offset: CGSize(width: 0, height: 2)),
                    [.fill(RoundedRect(rect: CGRect(x: 10, y: CGFloat(row) * 30 + 5, width: 80, height: 20)), .white)])
        }
        let list = DisplayList(size: CGSize(width: 100, height: 180), background: RGBAColor(hex: 0xeeeeee), items: items)
        let whole = try TestSupport.rasterizer(scale: 1).render(list)
        var banded = try TestSupport.rasterizer(scale: 1)
        banded.bandHeight = 37
        #expect(try banded.render(list).pixels == whole.pixels)
    }

    @Test func aBlurSpreadsAnEdgeAndOpaqueKeepsTheInside() throws {
        let sharp = [DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 100)), .black)]
        let soft = try render([.effect(.blur(radius: 3, opaque: false, bounds: .zero), sharp)])
        #expect(grey(soft, 10, 50) < 5 && grey(soft, 90, 50) > 250)
        #expect(grey(soft, 50, 50) > 100 && grey(soft, 50, 50) < 155)
        #expect(grey(soft, 48, 50) + grey(soft, 51, 50) > 240 && grey(soft, 48, 50) + grey(soft, 51, 50) < 270)
        let opaque = try render([.effect(.blur(radius: 3, opaque: true, bounds: CGRect(x: 0, y: 0, width: 100, height: 100)), sharp)])
        // Clamped at the edges, the left edge stays black rather than fading to white.
        #expect(grey(opaque, 0, 50) < 5)
    }

    @Test func aTransformTurnsTheDrawing() throws {
        let bar = DisplayItem.fill(RoundedRect(rect: CGRect(x: 10, y: 45, width: 80, height: 10)), .black)
        let turned = try render([.effect(.transform(.rotation(.pi / 2, about: CGPoint(x: 50, y: 50))), [bar])])
        #expect(grey(turned, 50, 15) < 5 && grey(turned, 15, 50) > 250)
        let ink = try #require(TestSupport.inkBox(turned, scale: 1))
        #expect(ink == CGRect(x: 45, y: 10, width: 10, height: 80))
    }

    @Test func aClipPathCutsTheDrawingToATriangle() throws {
        let triangle: [PathElement] = [.move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 0, y: 100)), .close]
        let image = try render([.effect(.clipPath(triangle, evenOdd: false),
                                        [.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .black)])])
        #expect(grey(image, 50, 90) < 5)
        #expect(grey(image, 5, 10) == 255 && grey(image, 95, 10) == 255)
    }

    @Test func aMaskLetsTheContentThroughItsAlphaOnly() throws {
        let content = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .black)
        let mask = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 100)), RGBAColor(hex: 0, alpha: 0.5))
        let image = try render([.effect(.mask([mask]), [content])])
        #expect(abs(grey(image, 25, 50) - 128) <= 1)
        #expect(grey(image, 75, 50) == 255)
    }

    @Test func groupOpacityFadesOverlapsAsOne() throws {
        let under = DisplayItem.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .black)
        let over = DisplayItem.fill(RoundedRect(rect: CGRect(x: 25, y: 25, width: 50, height: 50)), .black)
        let image = try render([.effect(.opacity(0.5), [under, over])])
        // As one group: the overlap is as light as the rest (each faded on its own, it would be darker).
        #expect(grey(image, 50, 50) == grey(image, 10, 10))
        #expect(abs(grey(image, 10, 10) - 128) <= 1)
    }
}
