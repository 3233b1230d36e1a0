import Bitmaps
import Drawing
import Foundation
import Raster
import Testing

/// Colour-matrix effect groups, checked pixel by pixel against the matrix worked by hand.
@Suite struct ColorMatrixPaintingTests {
    private func render(_ items: [DisplayItem], background: RGBAColor = .white, scale: CGFloat = 1) throws -> Bitmap {
        try TestSupport.rasterizer(scale: scale).render(DisplayList(size: CGSize(width: 40, height: 20), background: background,
                                                                    items: items))
    }

    private let red = RGBAColor(hex: 0xff0000)
    private let square = RoundedRect(rect: CGRect(x: 0, y: 0, width: 20, height: 20))

    @Test func theGreyOfPureRedIsItsLuminanceWeight() throws {
        let grey = ColorMatrix([0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0,
                                0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0])
        let image = try render([.effect(.colorMatrix(grey), [.fill(square, red)])])
        let pixel = image.pixel(x: 10, y: 10)
        // 0.2126 × 255 = 54.2.
        #expect(pixel.red == 54 && pixel.green == 54 && pixel.blue == 54 && pixel.alpha == 255)
        // Outside the group the page is untouched.
        #expect(image.pixel(x: 30, y: 10).red == 255 && image.pixel(x: 30, y: 10).green == 255)
    }

    @Test func anInvertingMatrixLeavesTransparentPixelsAlone() throws {
        let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        let half = RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        let image = try render([.effect(.colorMatrix(invert), [.fill(half, red), .rule(CGRect(x: 35, y: 0, width: 1, height: 20), .clear)])])
        let inverted = image.pixel(x: 5, y: 10)
        #expect(inverted.red == 0 && inverted.green == 255 && inverted.blue == 255)
        // Between the items nothing was drawn, so nothing is inverted: the white page shows.
        let between = image.pixel(x: 20, y: 10)
        #expect(between.red == 255 && between.green == 255 && between.blue == 255)
    }

    @Test func aTranslucentColourIsMappedStraightAndPremultipliedAgain() throws {
        // Brightness +0.5 on 50 % black over white: the straight black becomes mid grey (0.5),
        // drawn at 50 % over white: 0.75 × 255 = 191.25.
        let brighter = ColorMatrix([1, 0, 0, 0, 0.5, 0, 1, 0, 0, 0.5, 0, 0, 1, 0, 0.5, 0, 0, 0, 1, 0])
        let image = try render([.effect(.colorMatrix(brighter), [.fill(square, RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))])])
        let pixel = image.pixel(x: 10, y: 10)
        #expect(abs(Int(pixel.red) - 191) <= 1 && pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func theSameBytesOnEveryRenderAndAtEveryScale() throws {
        let matrix = ColorMatrix([0.5, 0.2, 0.1, 0, 0.05, 0.1, 0.6, 0.1, 0, 0, 0.2, 0.1, 0.4, 0, 0.1, 0, 0, 0, 1, 0])
        let items: [DisplayItem] = [.effect(.colorMatrix(matrix), [.fill(RoundedRect(rect: CGRect(x: 2, y: 2, width: 30, height: 15),
                                                                                     radii: CornerRadii(all: 5)), red)])]
        for scale in [CGFloat(1), 3] {
            let first = try render(items, scale: scale), second = try render(items, scale: scale)
            #expect(first == second)
        }
    }
}
