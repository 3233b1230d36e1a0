import Bitmaps
import Drawing
import Foundation
import Raster
import Testing

/// Gradient paints drawn through Cairo's linear and radial patterns, checked pixel by pixel.
@Suite struct GradientPaintingTests {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 1)

    private func rectangle(_ rect: CGRect, _ paint: GradientPaint) -> DisplayItem {
        .path(VectorPath(elements: [.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                                    .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .close],
                         paint: .gradient(paint)))
    }

    private func render(_ items: [DisplayItem]) throws -> Bitmap {
        try TestSupport.rasterizer(scale: 1).render(DisplayList(size: CGSize(width: 100, height: 20), background: .white, items: items))
    }

    private func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2) -> Bool {
        abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance && abs(Int(pixel.blue) - b) <= tolerance
    }

    @Test func aLinearGradientRunsFromItsFirstStopToItsLastAcrossTheLine() throws {
        let paint = GradientPaint(geometry: .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0)),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try render([rectangle(CGRect(x: 0, y: 0, width: 100, height: 20), paint)])
        // Pixel centres at x + 0.5: the colour is the stops mixed by x / 100, in sRGB.
        #expect(near(image.pixel(x: 0, y: 10), 254, 0, 1), "start \(image.pixel(x: 0, y: 10))")
        #expect(near(image.pixel(x: 50, y: 10), 126, 0, 129), "middle \(image.pixel(x: 50, y: 10))")
        #expect(near(image.pixel(x: 99, y: 10), 1, 0, 254), "end \(image.pixel(x: 99, y: 10))")
        // Constant across the line.
        #expect(image.pixel(x: 30, y: 1) == image.pixel(x: 30, y: 18))
    }

    @Test func beyondTheEndsTheEndColoursContinue() throws {
        let paint = GradientPaint(geometry: .linear(start: CGPoint(x: 40, y: 0), end: CGPoint(x: 60, y: 0)),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try render([rectangle(CGRect(x: 0, y: 0, width: 100, height: 20), paint)])
        #expect(near(image.pixel(x: 10, y: 10), 255, 0, 0, tolerance: 0))
        #expect(near(image.pixel(x: 90, y: 10), 0, 0, 255, tolerance: 0))
    }

    @Test func aRadialGradientChangesWithDistanceFromItsCentre() throws {
        let paint = GradientPaint(geometry: .radial(center: CGPoint(x: 50, y: 10), startRadius: 0, endRadius: 40),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try render([rectangle(CGRect(x: 0, y: 0, width: 100, height: 20), paint)])
        let centre = image.pixel(x: 50, y: 10), halfway = image.pixel(x: 70, y: 10), outside = image.pixel(x: 95, y: 10)
        #expect(centre.red > 245 && centre.blue < 10, "centre \(centre)")
        #expect(near(halfway, 125, 0, 130, tolerance: 4), "halfway \(halfway)")
        #expect(near(outside, 0, 0, 255, tolerance: 0))
        #expect(image.pixel(x: 29, y: 10) == image.pixel(x: 70, y: 10)) // pixel centres 29.5 and 70.5: 20.5 from the centre
    }

    @Test func translucentStopsBlendAndTheSameListDrawsTheSameBytes() throws {
        let paint = GradientPaint(geometry: .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0)),
                                  stops: [GradientColorStop(color: red.multiplyingAlpha(0), location: 0), GradientColorStop(color: red, location: 1)])
        let items = [rectangle(CGRect(x: 0, y: 0, width: 100, height: 20), paint)]
        let first = try render(items), second = try render(items)
        #expect(near(first.pixel(x: 0, y: 5), 255, 254, 254))
        #expect(near(first.pixel(x: 99, y: 5), 255, 1, 1))
        #expect(first == second)
    }
}
