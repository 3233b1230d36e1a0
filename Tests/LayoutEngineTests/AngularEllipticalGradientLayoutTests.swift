import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Angular and elliptical gradients, and the `ShapeStyle` static members, in the display list:
/// their geometry fitted to the filled frame.
@Suite struct AngularEllipticalGradientLayoutTests {
    private func items<V: View>(_ view: V) throws -> [DisplayItem] {
        try LayoutHarness.layout(view.font(.custom("Fake", size: 10)), width: 200).displayList.items
    }

    private func gradient(in items: [DisplayItem]) -> GradientPaint? {
        for item in items {
            switch item {
            case .path(let path): if case .gradient(let paint) = path.paint { return paint }
            case .clipped(_, let inner), .effect(_, let inner): if let found = gradient(in: inner) { return found }
            default: break
            }
        }
        return nil
    }

    @Test func anAngularGradientKeepsItsAnglesAndMapsItsCentreToTheFrame() throws {
        let list = try items(AngularGradient(colors: [.red, .blue], center: .topLeading, startAngle: .degrees(90), endAngle: .degrees(270))
            .frame(width: 100, height: 40))
        let paint = try #require(gradient(in: list))
        guard case .angular(let center, let start, let end) = paint.geometry else { Issue.record("\(paint)"); return }
        #expect(center == CGPoint(x: 50, y: 0))
        #expect(abs(start - .pi / 2) < 1e-12 && abs(end - 3 * .pi / 2) < 1e-12)
        // A conic gradient is one whole turn from its angle.
        let conic = try #require(gradient(in: try items(Circle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center,
                                                                                       angle: .degrees(-90))).frame(width: 40, height: 40))))
        guard case .angular(let middle, let from, let to) = conic.geometry else { Issue.record("\(conic)"); return }
        #expect(middle == CGPoint(x: 100, y: 20))
        #expect(abs(from + .pi / 2) < 1e-12 && abs(to - from - 2 * .pi) < 1e-12)
    }

    @Test func anEllipticalGradientTakesTheFramesSize() throws {
        let list = try items(Rectangle().fill(.ellipticalGradient(colors: [.white, .black], endRadiusFraction: 0.75)).frame(width: 120, height: 30))
        let paint = try #require(gradient(in: list))
        #expect(paint.geometry == .elliptical(center: CGPoint(x: 100, y: 15), size: CGSize(width: 120, height: 30), startFraction: 0, endFraction: 0.75))
        let view = try #require(gradient(in: try items(EllipticalGradient(gradient: Gradient(colors: [.red, .blue])).frame(width: 50, height: 50))))
        #expect(view.geometry == .elliptical(center: CGPoint(x: 100, y: 25), size: CGSize(width: 50, height: 50), startFraction: 0, endFraction: 0.5))
    }

    @Test func theStaticMembersMakeTheSameGradientsAsTheInitialisers() throws {
        func paint(_ view: some View) throws -> GradientPaint { try #require(gradient(in: try items(view.frame(width: 100, height: 40)))) }
        #expect(try paint(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
                    == paint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(try paint(Rectangle().fill(.radialGradient(stops: [.init(color: .red, location: 0.3), .init(color: .blue, location: 1)],
                                                           center: .center, startRadius: 0, endRadius: 20)))
                    == paint(RadialGradient(stops: [.init(color: .red, location: 0.3), .init(color: .blue, location: 1)],
                                            center: .center, startRadius: 0, endRadius: 20)))
        #expect(try paint(Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))))
                    == paint(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))))
        // A colour's gradient placed by the static member keeps its two stops.
        let colour = try paint(Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing)))
        #expect(colour.geometry == .linear(start: CGPoint(x: 50, y: 20), end: CGPoint(x: 150, y: 20)))
        #expect(colour.stops.count == 2 && colour.stops[1].color == RGBAColor(hex: 0xff3b30))
    }
}

/// A `Text` given an angular or elliptical gradient as its foreground style is painted with it,
/// as with the linear and radial ones (it once kept its colour: the `Text` overload ignored them).
@Suite struct TextGradientForegroundTests {
    private func paints<V: View>(_ view: V) throws -> [GradientPaint] {
        DisplayList.flatten(try LayoutHarness.layout(view.font(.custom("Fake", size: 10)), width: 200).displayList.items).compactMap {
            if case .path(let path) = $0.item, case .gradient(let paint) = path.paint { return paint } else { return nil }
        }
    }

    @Test func angularAndEllipticalGradientsPaintText() throws {
        let angular = try paints(Text("Score").foregroundStyle(.angularGradient(colors: [.red, .blue], center: .center,
                                                                                startAngle: .zero, endAngle: .degrees(360))))
        #expect(angular.count == 1)
        if case .angular = angular.first?.geometry {} else { Issue.record("\(angular)") }
        let elliptical = try paints(Text("Score").foregroundStyle(EllipticalGradient(colors: [.red, .blue])))
        #expect(elliptical.count == 1)
        if case .elliptical = elliptical.first?.geometry {} else { Issue.record("\(elliptical)") }
    }
}
