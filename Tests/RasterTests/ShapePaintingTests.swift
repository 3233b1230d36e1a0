import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// Fills, corners, borders, rules, paths and clips, checked pixel by pixel.
@Suite struct ShapePaintingTests {
    private let blue = RGBAColor(hex: 0x005eb8)

    private func render(_ items: [DisplayItem], size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
                        background: RGBAColor = .white) throws -> Bitmap {
        try TestSupport.rasterizer(scale: scale).render(DisplayList(size: size, background: background, items: items))
    }

    private func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ hex: UInt32, tolerance: Int = 1) -> Bool {
        abs(Int(pixel.red) - Int(hex >> 16 & 0xff)) <= tolerance && abs(Int(pixel.green) - Int(hex >> 8 & 0xff)) <= tolerance
            && abs(Int(pixel.blue) - Int(hex & 0xff)) <= tolerance && pixel.alpha == 255
    }

    @Test(arguments: [CornerStyle.circular, .continuous], [CGFloat(1), 3])
    func roundedRectCornerIsBackgroundAndCentreIsFill(style: CornerStyle, scale: CGFloat) throws {
        let shape = RoundedRect(rect: CGRect(x: 10, y: 10, width: 80, height: 60), radii: CornerRadii(all: 20), style: style)
        let image = try render([.fill(shape, blue)], scale: scale)
        func at(_ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            image.pixel(x: Int(x * scale), y: Int(y * scale))
        }
        for corner in [(10.5, 10.5), (89.4, 10.5), (10.5, 69.4), (89.4, 69.4), (13, 13)] {
            #expect(isColor(at(CGFloat(corner.0), CGFloat(corner.1)), 0xffffff), "corner \(corner)")
        }
        #expect(isColor(at(50, 40), 0x005eb8))
        #expect(isColor(at(50, 10.5), 0x005eb8), "top edge midpoint")
        #expect(isColor(at(10.5, 40), 0x005eb8), "left edge midpoint")
    }

    @Test func continuousCornersStartFurtherAlongTheEdgeThanCircularOnes() throws {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 80)
        let circular = try render([.fill(RoundedRect(rect: rect, radii: CornerRadii(all: 20), style: .circular), .black)], scale: 4)
        let continuous = try render([.fill(RoundedRect(rect: rect, radii: CornerRadii(all: 20), style: .continuous), .black)], scale: 4)
        // In the pixel row just under the top edge, count the background pixels from the corner:
        // the circle meets this row about 16.1 pt along, the squircle about 17.7 pt along.
        func backgroundRun(_ image: Bitmap) -> Int {
            (40..<200).prefix { image.pixel(x: $0, y: 41).red > 128 }.count
        }
        #expect(backgroundRun(continuous) >= backgroundRun(circular) + 4, "\(backgroundRun(continuous)) vs \(backgroundRun(circular))")
        #expect(abs(backgroundRun(circular) - 64) <= 2)
        // Both reach the straight edge well before the middle of the side.
        #expect(continuous.pixel(x: 50 * 4, y: 41).red == 0)
    }

    @Test func perCornerRadiiAreIndependent() throws {
        let shape = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                radii: CornerRadii(topLeading: 40, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0))
        let image = try render([.fill(shape, .black)])
        #expect(image.pixel(x: 2, y: 2).red == 255, "rounded top-left")
        #expect(image.pixel(x: 98, y: 1).red == 0, "square top-right")
        #expect(image.pixel(x: 1, y: 98).red == 0, "square bottom-left")
        #expect(image.pixel(x: 98, y: 98).red == 0, "square bottom-right")
    }

    @Test func oversizedRadiiAreClampedToACapsule() throws {
        let image = try render([.fill(RoundedRect(rect: CGRect(x: 0, y: 40, width: 100, height: 20), radii: CornerRadii(all: 500)), .black)])
        #expect(image.pixel(x: 50, y: 41).red == 0)
        #expect(image.pixel(x: 10, y: 50).red == 0)
        #expect(image.pixel(x: 1, y: 41).red == 255)
    }

    @Test func translucentFillsBlendAndTransparencyIsStraightAlpha() throws {
        let blended = try render([.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), RGBAColor.black.multiplyingAlpha(0.5))])
        let pixel = blended.pixel(x: 50, y: 50)
        #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.alpha == 255)
        let overClear = try render([.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 50, height: 100)), RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))],
                                   background: .clear)
        let red = overClear.pixel(x: 25, y: 50)
        #expect(red.red == 255 && red.green == 0 && abs(Int(red.alpha) - 128) <= 1)
        #expect(overClear.pixel(x: 75, y: 50).alpha == 0)
    }

    @Test func bordersAreDrawnInsideTheEdge() throws {
        let shape = RoundedRect(rect: CGRect(x: 10, y: 10, width: 80, height: 80), radii: CornerRadii(all: 10))
        let image = try render([.fill(shape, .white), .border(shape, .black, width: 4)], background: RGBAColor(hex: 0xff0000))
        #expect(isColor(image.pixel(x: 50, y: 9), 0xff0000), "outside the edge stays background")
        #expect(isColor(image.pixel(x: 50, y: 10), 0x000000) && isColor(image.pixel(x: 50, y: 13), 0x000000), "the border is inside")
        #expect(isColor(image.pixel(x: 50, y: 14), 0xffffff), "inside the border is the fill")
        #expect(isColor(image.pixel(x: 50, y: 50), 0xffffff))
    }

    @Test func rulesFillTheirRectangle() throws {
        let image = try render([.rule(CGRect(x: 0, y: 50, width: 100, height: 1), .black)], scale: 2)
        #expect(image.pixel(x: 100, y: 100).red == 0 && image.pixel(x: 100, y: 101).red == 0)
        #expect(image.pixel(x: 100, y: 99).red == 255 && image.pixel(x: 100, y: 102).red == 255)
    }

    @Test func vectorPathsFillAndStroke() throws {
        let circle = VectorPath(elements: [.circle(center: CGPoint(x: 30, y: 30), radius: 10)], paint: .fill(.black))
        let chevron = VectorPath(elements: [.move(to: CGPoint(x: 60, y: 40)), .line(to: CGPoint(x: 70, y: 50)), .line(to: CGPoint(x: 60, y: 60))],
                                 paint: .stroke(.black, width: 4))
        let image = try render([.path(circle), .path(chevron)])
        #expect(image.pixel(x: 30, y: 30).red == 0 && image.pixel(x: 30, y: 45).red == 255)
        #expect(image.pixel(x: 70, y: 50).red < 60, "the chevron's tip")
        #expect(image.pixel(x: 71, y: 50).red < 128, "round join reaches past the tip")
        #expect(image.pixel(x: 62, y: 50).red == 255, "inside the chevron's angle")
    }

    @Test func clipsNestAndIntersect() throws {
        let inner = DisplayItem.clipped(RoundedRect(rect: CGRect(x: 30, y: 0, width: 70, height: 100)), [
            .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .black),
        ])
        let image = try render([.clipped(RoundedRect(rect: CGRect(x: 0, y: 0, width: 60, height: 60)), [inner]),
                                .fill(RoundedRect(rect: CGRect(x: 90, y: 90, width: 10, height: 10)), blue)])
        #expect(image.pixel(x: 45, y: 30).red == 0, "inside both clips")
        #expect(image.pixel(x: 20, y: 30).red == 255, "outside the inner clip")
        #expect(image.pixel(x: 45, y: 70).red == 255, "outside the outer clip")
        #expect(isColor(image.pixel(x: 95, y: 95), 0x005eb8), "clips end with their group")
    }

    @Test func badPageSizesAreRefused() throws {
        let rasterizer = try TestSupport.rasterizer(scale: 3)
        #expect(throws: RasterError.self) { try rasterizer.render(DisplayList(size: CGSize(width: 0, height: 10), background: .white)) }
        #expect(throws: RasterError.self) { try rasterizer.render(DisplayList(size: CGSize(width: 10_000, height: 10), background: .white)) }
        #expect(throws: RasterError.self) { try Rasterizer(scale: 0, assets: TestSupport.catalog(), renderer: TestSupport.renderer()) }
    }
}
