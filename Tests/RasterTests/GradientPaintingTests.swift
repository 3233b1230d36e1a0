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

    private func renderSquare(_ items: [DisplayItem], scale: CGFloat = 1, size: CGSize = CGSize(width: 100, height: 100)) throws -> Bitmap {
        try TestSupport.rasterizer(scale: scale).render(DisplayList(size: size, background: .white, items: items))
    }

    @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let paint = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try renderSquare([rectangle(CGRect(x: 0, y: 0, width: 100, height: 100), paint)])
        // Pixel centres just off the axes: right of the centre is the start (red), below it a
        // quarter turn on (clockwise on the page), left half, above three quarters.
        let right = image.pixel(x: 90, y: 50), below = image.pixel(x: 49, y: 90), left = image.pixel(x: 10, y: 49), above = image.pixel(x: 50, y: 10)
        #expect(near(right, 255, 0, 0, tolerance: 1), "right \(right)")
        #expect(near(below, 191, 0, 64, tolerance: 1), "below \(below)")
        #expect(near(left, 128, 0, 128, tolerance: 1), "left \(left)")
        #expect(near(above, 64, 0, 191, tolerance: 1), "above \(above)")
        // Just above the start the turn ends: blue meets red along the positive x axis.
        #expect(near(image.pixel(x: 90, y: 49), 0, 0, 255, tolerance: 3), "\(image.pixel(x: 90, y: 49))")
    }

    @Test func anAngularGradientShorterThanATurnSplitsItsGapBetweenTheEndColours() throws {
        // From 0° to 180°: the upper half is the gap; up to 270° the last colour, after it the first.
        let paint = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: .pi),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try renderSquare([rectangle(CGRect(x: 0, y: 0, width: 100, height: 100), paint)])
        #expect(near(image.pixel(x: 49, y: 90), 127, 0, 128, tolerance: 2), "below: half way \(image.pixel(x: 49, y: 90))")
        #expect(near(image.pixel(x: 20, y: 20), 0, 0, 255, tolerance: 0), "upper left: the last colour")
        #expect(near(image.pixel(x: 80, y: 20), 255, 0, 0, tolerance: 0), "upper right: the first colour")
    }

    @Test func anAngularGradientIsDrawnOnTheDeviceGridAtAnyScaleAndTheSameBytesEachTime() throws {
        let paint = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 50), startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let items = [rectangle(CGRect(x: 10, y: 10, width: 80, height: 80), paint)]
        let once = try renderSquare(items, scale: 3), again = try renderSquare(items, scale: 3)
        #expect(once == again)
        #expect(once.width == 300)
        // Outside the path nothing is painted.
        #expect(near(once.pixel(x: 15, y: 150), 255, 255, 255, tolerance: 0))
        // Straight below the centre is the start; at 3x the pixel left of the axis is nearly red.
        #expect(near(once.pixel(x: 149, y: 260), 255, 0, 0, tolerance: 2), "\(once.pixel(x: 149, y: 260))")
    }

    @Test func anEllipticalGradientStretchesItsCirclesToTheFrame() throws {
        // A 100 × 40 frame: fraction 0.5 reaches x ± 50 and y ± 20.
        let paint = GradientPaint(geometry: .elliptical(center: CGPoint(x: 50, y: 20), size: CGSize(width: 100, height: 40),
                                                        startFraction: 0, endFraction: 0.5),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue, location: 1)])
        let image = try renderSquare([rectangle(CGRect(x: 0, y: 0, width: 100, height: 40), paint)], size: CGSize(width: 100, height: 40))
        // Half way out along each axis is the same colour: 25 pt sideways, 10 pt down.
        let sideways = image.pixel(x: 74, y: 19), down = image.pixel(x: 49, y: 29)
        #expect(near(sideways, 128, 0, 127, tolerance: 8), "\(sideways)")
        #expect(near(down, 128, 0, 127, tolerance: 8), "\(down)")
        #expect(near(image.pixel(x: 0, y: 0), 0, 0, 255, tolerance: 0))
    }

    @Test(arguments: [CGFloat(1), 3])
    func anAngularGradientDrawnInBandsIsTheSameBytesAsOnOneSurface(scale: CGFloat) throws {
        // A centre that is no whole number of pixels, a rotation, and bands that cut through it.
        let paint = GradientPaint(geometry: .angular(center: CGPoint(x: 47.3, y: 61.7), startAngle: 0.3, endAngle: 0.3 + 2 * .pi),
                                  stops: [GradientColorStop(color: red, location: 0), GradientColorStop(color: blue.multiplyingAlpha(0.6), location: 0.7),
                                          GradientColorStop(color: RGBAColor(red: 0, green: 1, blue: 0), location: 1)])
        let square = rectangle(CGRect(x: 5, y: 5, width: 90, height: 110), paint)
        let items: [DisplayItem] = [square, .effect(.transform(AffineMatrix(a: 0.9, b: 0.2, c: -0.2, d: 0.9, tx: 20, ty: -5)), [square])]
        let page = DisplayList(size: CGSize(width: 100, height: 120), background: .white, items: items)
        let whole = try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: 100_000).render(page)
        for band in [1, 7, 64] {
            let banded = try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: band).render(page)
            #expect(BandedRenderTests.differingRows(banded, whole).isEmpty, "bands of \(band) rows at \(scale)x")
        }
    }
}
