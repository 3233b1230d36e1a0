import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Shapes filled and stroked in any style, moved and scaled as shapes, shadowed styles, the
/// background style in a shape, style overlays, negative padding and colour mixing, as an iOS
/// screen writes them.
@Suite struct ShapeStylingTests {
    /// The display list's items, a line each (the page's own line left out).
    static func dump<V: View>(_ view: V) throws -> [String] {
        Array(try LayoutHarness.layout(view, width: 200).displayList.dump().split(separator: "\n").map(String.init).dropFirst())
    }

    struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path(ellipseIn: rect)
            path.addPath(Path(ellipseIn: rect.insetBy(dx: 10, dy: 10)))
            return path
        }
    }

    @Test func aGradientStrokeIsTheGradientSeenThroughTheOutline() throws {
        let lines = try Self.dump(Circle().strokeBorder(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom),
                                                        lineWidth: 4).frame(width: 40, height: 40))
        #expect(lines.first == "mask")
        #expect(lines.contains { $0.hasPrefix("    border 80,0 40x40 r20 #000000 width 4") })
        #expect(lines.contains { $0.contains("path 80,0 40x40 gradient(linear") })
        // A style that is a colour is an ordinary coloured border.
        let tinted = try Self.dump(Circle().stroke(.tint, lineWidth: 3).tint(.red).frame(width: 40, height: 40))
        #expect(tinted == ["border 78.5,-1.5 43x43 r21.5 #ff3b30 width 3"])
    }

    @Test func aFilledShapeCanBeStrokedToo() throws {
        let lines = try Self.dump(Circle().fill(.yellow).stroke(.blue, lineWidth: 3).frame(width: 40, height: 40))
        #expect(lines == ["fill 80,0 40x40 r20 #ffcc00", "border 78.5,-1.5 43x43 r21.5 #007aff width 3"])
        let gradient = try Self.dump(Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .strokeBorder(Color.white, lineWidth: 2).frame(width: 40, height: 40))
        #expect(gradient.count == 3 && gradient[0] == "clip 80,0 40x40 r20" && gradient[2] == "border 80,0 40x40 r20 #ffffff width 2")
    }

    @Test func theEvenOddRuleLeavesAHole() throws {
        let evenOdd = try Self.dump(Ring().fill(.green, style: FillStyle(eoFill: true)).frame(width: 60, height: 60))
        #expect(evenOdd.first?.hasPrefix("clip-path 70,0 60x60") == true && evenOdd.first?.hasSuffix("even-odd") == true)
        let winding = try Self.dump(Ring().fill(.green).frame(width: 60, height: 60))
        #expect(winding.count == 1 && winding[0].hasPrefix("path 70,0 60x60 fill"))
        // A built-in shape never overlaps itself: the rule changes nothing.
        #expect(try Self.dump(Circle().fill(.green, style: FillStyle(eoFill: true)).frame(width: 60, height: 60))
                    == Self.dump(Circle().fill(.green).frame(width: 60, height: 60)))
    }

    @Test func shapesMoveScaleTurnAndResizeInsideTheirFrame() throws {
        #expect(try Self.dump(Rectangle().scale(0.5).fill(.red).frame(width: 60, height: 60)) == ["path 85,15 30x30 fill(#ff3b30)"])
        #expect(try Self.dump(Rectangle().scale(x: 0.5, y: 1, anchor: .leading).fill(.red).frame(width: 60, height: 60))
                    == ["path 70,0 30x60 fill(#ff3b30)"])
        #expect(try Self.dump(Rectangle().offset(x: 10, y: 5).fill(.red).frame(width: 60, height: 60)) == ["path 80,5 60x60 fill(#ff3b30)"])
        #expect(try Self.dump(Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 60, height: 20)) == ["path 90,-20 20x60 fill(#ff3b30)"])
        #expect(try Self.dump(Rectangle().size(width: 20, height: 30).fill(.red).frame(width: 60, height: 60)) == ["path 70,0 20x30 fill(#ff3b30)"])
        #expect(try Self.dump(Rectangle().transform(CGAffineTransform(translationX: 5, y: 0)).fill(.red).frame(width: 60, height: 60))
                    == ["path 75,0 60x60 fill(#ff3b30)"])
        // Still insettable, and the frame layout gives is the same.
        #expect(try Self.dump(Rectangle().offset(x: 10).inset(by: 5).fill(.red).frame(width: 60, height: 60)) == ["path 85,5 50x50 fill(#ff3b30)"])
    }

    @Test func aShadowedStyleDrawsItsShadow() throws {
        let drop = try Self.dump(RoundedRectangle(cornerRadius: 4).fill(.white.shadow(.drop(radius: 2, y: 1))).frame(width: 40, height: 20))
        #expect(drop == ["shadow #00000054 radius 2 offset 0,1", "  fill 80,0 40x20 r4c #ffffff"])
        let inner = try Self.dump(RoundedRectangle(cornerRadius: 4).fill(.white.shadow(.inner(radius: 2, y: 1))).frame(width: 40, height: 20))
        #expect(inner.first == "fill 80,0 40x20 r4c #ffffff")
        // Seen through the shape: what lies outside it, moved down, blurred.
        #expect(inner.contains("    fill 80,0 40x20 r4c #000000"))
        #expect(inner.contains("  blur radius 2"))
        #expect(inner.contains { $0.contains("clip-path 72,-7 56x36") && $0.hasSuffix("even-odd") })
        // `.shadow(_:)` alone shadows the foreground style.
        let foreground = try Self.dump(Rectangle().fill(.shadow(.drop(radius: 3))).foregroundColor(.red).frame(width: 40, height: 20))
        #expect(foreground == ["shadow #00000054 radius 3 offset 0,0", "  fill 80,0 40x20 #ff3b30"])
    }

    @Test func theBackgroundStyleFillsAShapeBehindAView() throws {
        let plain = try Self.dump(Color.clear.frame(width: 40, height: 20).background(in: Capsule()))
        #expect(plain == ["fill 80,0 40x20 r10 #ffffff"])
        var darkMode = EnvironmentValues()
        darkMode.colorScheme = .dark
        let dark = try LayoutHarness.layout(Color.clear.frame(width: 40, height: 20).background(in: Capsule()),
                                            width: 200, environment: darkMode).displayList.dump()
        #expect(dark.contains("fill 80,0 40x20 r10 #000000"))
        let styled = try Self.dump(Color.clear.frame(width: 40, height: 20).background(in: Capsule()).backgroundStyle(.blue))
        #expect(styled == ["fill 80,0 40x20 r10 #007aff"])
        #expect(try Self.dump(Color.clear.frame(width: 40, height: 20).background()) == ["fill 80,0 40x20 #ffffff"])
    }

    @Test func aStyleCanBeLaidOverAView() throws {
        let over = try Self.dump(Color.white.frame(width: 40, height: 20).overlay(.blue.opacity(0.5), in: Capsule()))
        #expect(over == ["fill 80,0 40x20 #ffffff", "fill 80,0 40x20 r10 #007aff80"])
        let whole = try Self.dump(Color.white.frame(width: 40, height: 20).overlay(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(whole.count == 2 && whole[1].contains("gradient(linear 80,10→120,10"))
    }

    @Test func negativePaddingTakesRoomAway() throws {
        let screen = try LayoutHarness.layout(Color.red.frame(width: 100, height: 50).padding(-10), width: 200)
        #expect(screen.displayList.size.height == 30)
        #expect(screen.displayList.dump().contains("fill 50,-10 100x50 #ff3b30"))
        let edges = try LayoutHarness.layout(Color.red.frame(width: 100, height: 50).padding(.horizontal, -20), width: 200)
        #expect(edges.displayList.dump().contains("fill 50,0 100x50 #ff3b30"), "\(edges.displayList.dump())")
    }

    @Test func coloursMixOnTheirWay() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(red.mix(with: blue, by: 0, in: .device) == red && red.mix(with: blue, by: 1, in: .device) == blue)
        let end = red.mix(with: blue, by: 1).light
        #expect(abs(end.red) < 1e-6 && abs(end.green) < 1e-6 && abs(end.blue - 1) < 1e-6, "\(end)")
        let device = red.mix(with: blue, by: 0.5, in: .device).light
        #expect(device == Color.Resolved(red: 0.5, green: 0, blue: 0.5))
        // Halfway from black to white in Oklab is lightness 0.5: 0.125 in linear light, #636363.
        let grey = Color.black.mix(with: .white, by: 0.5).light
        #expect(abs(grey.red - 0.3886) < 0.001 && abs(grey.green - grey.red) < 1e-6 && abs(grey.blue - grey.red) < 1e-6, "\(grey)")
        #expect(red.mix(with: blue, by: 7) == red.mix(with: blue, by: 1))
        let adaptive = Color(hex: 0xffffff, darkHex: 0x000000).mix(with: .black, by: 1, in: .device)
        #expect(adaptive.light == Color.black.light && adaptive.dark == Color.black.dark)
    }

    @Test func iOS17StylesAreTheirSystemColours() {
        #expect(Color.placeholder == Color(uiColor: .placeholderText))
        #expect(Color.link == Color(uiColor: .link))
        #expect(Color.windowBackground == Color(uiColor: .systemBackground))
        #expect(Color.selection == Color.accentColor)
    }

    @Test func threeForegroundStylesPaintWithTheFirst() throws {
        #expect(try Self.dump(Text("A").foregroundStyle(.red, .blue, .green)) == Self.dump(Text("A").foregroundStyle(.red)))
    }
}
