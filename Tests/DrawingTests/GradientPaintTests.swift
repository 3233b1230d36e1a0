import Drawing
import Foundation
import Testing

/// The gradient paint's own arithmetic: where an angle falls along an angular gradient, the
/// colour at a location, and how the dump prints the new geometries.
@Suite struct GradientPaintTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)

    @Test func aWholeTurnMapsAnglesFromTheStart() {
        let location = { (degrees: Double) in GradientPaint.angularLocation(of: degrees * .pi / 180, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi) }
        #expect(abs(location(90)) < 1e-12)
        #expect(abs(location(180) - 0.25) < 1e-12)
        #expect(abs(location(0) - 0.75) < 1e-12)
        #expect(abs(location(-90) - 0.5) < 1e-12)
    }

    @Test func moreThanATurnShowsOnlyTheLastTurn() {
        // 0° to 540°: the last turn runs from 180° to 540°.
        let location = GradientPaint.angularLocation(of: .pi, startAngle: 0, endAngle: 3 * .pi)
        #expect(abs(location) < 1e-12)
        #expect(abs(GradientPaint.angularLocation(of: 0, startAngle: 0, endAngle: 3 * .pi) - 0.5) < 1e-12)
    }

    @Test func theGapOfAShortSpanIsTheLastColourThenTheFirst() {
        // 0° to 90°: the gap runs 90°…360°, its middle at 225°.
        #expect(GradientPaint.angularLocation(of: 200 * .pi / 180, startAngle: 0, endAngle: .pi / 2) == 1)
        #expect(GradientPaint.angularLocation(of: 250 * .pi / 180, startAngle: 0, endAngle: .pi / 2) == 0)
        #expect(abs(GradientPaint.angularLocation(of: .pi / 4, startAngle: 0, endAngle: .pi / 2) - 0.5) < 1e-12)
    }

    @Test func colourAtALocationMixesNeighboursAndPadsTheEnds() {
        let paint = GradientPaint(geometry: .angular(center: .zero, startAngle: 0, endAngle: 1),
                                  stops: [GradientColorStop(color: red, location: 0.2), GradientColorStop(color: blue, location: 0.6)])
        #expect(paint.color(at: 0) == red)
        #expect(paint.color(at: 1) == blue)
        let middle = paint.color(at: 0.4)
        #expect(abs(middle.red - 0.5) < 1e-12 && abs(middle.blue - 0.5) < 1e-12)
        let hard = GradientPaint(geometry: .linear(start: .zero, end: .zero),
                                 stops: [GradientColorStop(color: red, location: 0.5), GradientColorStop(color: blue, location: 0.5)])
        #expect(hard.color(at: 0.49) == red && hard.color(at: 0.51) == blue)
    }

    @Test func theDumpNamesTheNewGeometries() {
        let angular = GradientPaint(geometry: .angular(center: CGPoint(x: 50, y: 10), startAngle: 0, endAngle: 2 * .pi),
                                    stops: [GradientColorStop(color: red, location: 0)])
        #expect(angular.description == "angular 50,10 0°→360° #ff0000@0")
        let elliptical = GradientPaint(geometry: .elliptical(center: CGPoint(x: 50, y: 10), size: CGSize(width: 100, height: 20),
                                                             startFraction: 0, endFraction: 0.5),
                                       stops: [GradientColorStop(color: blue, location: 1)])
        #expect(elliptical.description == "elliptical 50,10 100×20 f0→0.5 #0000ff@1")
    }
}
