import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Gradients and materials in the display list: the paint each shape, view and text gets, fitted
/// to its frame, per colour scheme; solid fills exactly as before.
@Suite struct GradientLayoutTests {
    private func items<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> [DisplayItem] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return try LayoutHarness.layout(view.font(.custom("Fake", size: 10)), width: 200, environment: environment).displayList.items
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

    @Test func aLinearGradientViewFillsItsFrameFromStartToEnd() throws {
        let list = try items(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 40))
        let paint = try #require(gradient(in: list))
        // The frame is centred in the 200-point width: x from 50 to 150.
        #expect(paint.geometry == .linear(start: CGPoint(x: 50, y: 20), end: CGPoint(x: 150, y: 20)))
        #expect(paint.stops == [GradientColorStop(color: RGBAColor(hex: 0xff3b30), location: 0),
                                GradientColorStop(color: RGBAColor(hex: 0x007aff), location: 1)])
    }

    @Test func stopsResolvePerSchemeAndAreSortedByLocation() throws {
        let view = Rectangle()
            .fill(LinearGradient(stops: [.init(color: .blue, location: 0.8), .init(color: .red, location: 0.2)], startPoint: .top, endPoint: .bottom))
            .frame(width: 200, height: 10)
        let dark = try #require(gradient(in: try items(view, scheme: .dark)))
        #expect(dark.stops.map(\.location) == [0.2, 0.8])
        #expect(dark.stops.map(\.color) == [RGBAColor(hex: 0xff453a), RGBAColor(hex: 0x0a84ff)])
        #expect(dark.geometry == .linear(start: CGPoint(x: 100, y: 0), end: CGPoint(x: 100, y: 10)))
    }

    @Test func aRoundedShapeIsClippedToItsOutlineAndACustomShapeUsesItsPath() throws {
        let rounded = try items(RoundedRectangle(cornerRadius: 8).fill(Color.red.gradient).frame(width: 200, height: 30))
        guard case .clipped(let outline, let inner) = rounded.first else { Issue.record("no clip: \(rounded)"); return }
        #expect(outline.radii.topLeading == 8 && inner.count == 1)
        let colour = try #require(gradient(in: rounded))
        #expect(colour.stops.count == 2 && colour.stops[1].color == RGBAColor(hex: 0xff3b30))
        #expect(colour.stops[0].color.green > colour.stops[1].color.green) // lighter at the top

        let triangle = try items(Triangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 2, endRadius: 20))
            .frame(width: 200, height: 40))
        guard case .path(let path) = triangle.first else { Issue.record("no path: \(triangle)"); return }
        #expect(path.elements.count == 4)
        #expect(path.paint == .gradient(GradientPaint(geometry: .radial(center: CGPoint(x: 100, y: 20), startRadius: 2, endRadius: 20),
                                                      stops: [GradientColorStop(color: .white, location: 0), GradientColorStop(color: .black, location: 1)])))
    }

    @Test func aColourAsAStyleDrawsExactlyAsAColour() throws {
        let direct = try items(VStack(spacing: 0) { Rectangle().fill(Color.red); Circle().fill(Color.blue) }.frame(height: 40))
        func style<S: ShapeStyle>(_ s: S) -> S { s }
        let styled = try items(VStack(spacing: 0) { Rectangle().fill(style(Color.red)); Circle().fill(style(Color.blue)) }.frame(height: 40))
        #expect(direct == styled)
        #expect(gradient(in: direct) == nil)
    }

    @Test func textWithAGradientIsMaskedByItselfAndDrawnInItsAuditStop() throws {
        let list = try items(Text("Hello").foregroundStyle(LinearGradient(colors: [.black, .yellow], startPoint: .leading, endPoint: .trailing)))
        guard case .effect(.mask(let mask), let inner) = list.first else { Issue.record("no mask: \(list)"); return }
        guard case .text(let maskText) = mask.first, case .text(let drawn) = inner.first else { Issue.record("no texts: \(list)"); return }
        #expect(maskText.color == .black)
        #expect(drawn.color == RGBAColor(hex: 0xffcc00)) // the lightest stop, in light mode
        let paint = try #require(gradient(in: inner))
        guard case .linear(let start, let end) = paint.geometry else { Issue.record("not linear"); return }
        #expect(start.x == drawn.frame.minX && end.x == drawn.frame.maxX)
        let dark = try items(Text("Hello").foregroundStyle(LinearGradient(colors: [.black, .yellow], startPoint: .leading, endPoint: .trailing)),
                             scheme: .dark)
        guard case .effect(.mask, let darkInner) = dark.first, case .text(let darkText) = darkInner.first else { Issue.record("no mask"); return }
        #expect(darkText.color == .black) // the darkest stop, in dark mode
    }

    @Test func aMaterialIsItsTintWithAnAnnotation() throws {
        let light = try items(Text("Bar").background(.regularMaterial))
        let dark = try items(Text("Bar").background(.regularMaterial), scheme: .dark)
        func fills(_ list: [DisplayItem]) -> [RGBAColor] {
            list.flatMap { item -> [RGBAColor] in
                switch item {
                case .fill(_, let colour): return [colour]
                case .clipped(_, let inner), .effect(_, let inner): return fills(inner)
                default: return []
                }
            }
        }
        #expect(fills(light) == [Material.regularMaterial.tint.light.rgbaForTests])
        #expect(fills(dark) == [Material.regularMaterial.tint.dark.rgbaForTests])
        #expect(fills(light) != fills(dark))
    }

    @Test func hierarchicalLevelsAreLabelColours() throws {
        func colour<S: ShapeStyle>(_ style: S) throws -> RGBAColor? {
            guard case .text(let text) = try items(Text("A").foregroundStyle(style)).first else { return nil }
            return text.color
        }
        #expect(try colour(.primary) == RGBAColor(hex: 0x000000))
        #expect(try colour(.secondary)?.alpha == 0.6)
        #expect(try colour(.tertiary)?.alpha == 0.3)
        #expect(try colour(.quaternary)?.alpha == 0.18)
    }
}

/// The dump names a gradient's geometry and stops.
@Suite struct GradientDumpTests {
    @Test func theDumpPrintsGeometryAndStops() throws {
        let list = try LayoutHarness.layout(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).frame(width: 200, height: 10))
            .displayList
        #expect(list.dump().contains("gradient(linear 100,0→100,10 #ffffff@0 #000000@1)"), "\(list.dump())")
    }
}
