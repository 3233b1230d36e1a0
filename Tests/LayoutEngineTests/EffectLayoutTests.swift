import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A triangle of the user's own, drawn from `path(in:)`.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Effects change the drawing, never the layout: frames, transforms and drawing order as the
/// display list records them.
@Suite struct EffectLayoutTests {
    static let font = Font.custom("Fake", size: 10)

    private func dump<V: View>(_ view: V, width: CGFloat = 200) throws -> String {
        try LayoutHarness.layout(view.font(Self.font), width: width).displayList.dump()
    }

    private func body(_ dump: String) -> [String] {
        dump.split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func aShadowWrapsTheViewsItemsAndLeavesLayoutAlone() throws {
        let plain = try LayoutHarness.layout(VStack(spacing: 0) { Color.red.frame(height: 20); Color.blue.frame(height: 10) }).displayList
        let shadowed = try LayoutHarness.layout(VStack(spacing: 0) {
            Color.red.frame(height: 20).shadow(color: .black, radius: 4, x: 1, y: 2)
            Color.blue.frame(height: 10)
        }).displayList
        #expect(LayoutHarness.frames(plain) == LayoutHarness.frames(shadowed).filter { $0 != "effect" })
        #expect(body(shadowed.dump()).prefix(3) == [
            "shadow #000000 radius 4 offset 1,2",
            "  fill 0,0 200x20 #ff3b30",
            "fill 0,20 200x10 #007aff",
        ] || body(shadowed.dump())[0].hasPrefix("shadow #000000 radius 4 offset 1,2"))
        guard case .effect(.shadow(let colour, let radius, let offset), let inner) = shadowed.items[0] else {
            Issue.record("no shadow group: \(shadowed.dump())"); return
        }
        #expect(colour == RGBAColor(hex: 0x000000) && radius == 4 && offset == CGSize(width: 1, height: 2))
        #expect(inner.count == 1)
        #expect(shadowed.size == plain.size)
    }

    /// Turned in three dimensions and seen flat: about x a vertical squeeze by the cosine, about
    /// y a horizontal one (a mirror at 180°), about z the plain turn.
    @Test func aThreeDimensionalTurnIsProjectedFlat() throws {
        func matrix(_ angle: Double, _ axis: (x: CGFloat, y: CGFloat, z: CGFloat)) throws -> AffineMatrix {
            let list = try LayoutHarness.layout(Text("Card").font(Self.font).frame(width: 40, height: 20)
                .rotation3DEffect(.degrees(angle), axis: axis), width: 40).displayList
            guard case .effect(.transform(let matrix), _) = list.items.first else { throw LayoutError.unbounded(height: 0) }
            return matrix
        }
        func close(_ a: AffineMatrix, _ b: AffineMatrix) -> Bool {
            [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
        }
        let centre = CGPoint(x: 20, y: 10)
        #expect(close(try matrix(60, (x: 1, y: 0, z: 0)), .scale(x: 1, y: 0.5, about: centre)))
        #expect(close(try matrix(180, (x: 0, y: 1, z: 0)), .scale(x: -1, y: 1, about: centre)))
        #expect(close(try matrix(90, (x: 0, y: 0, z: 2)), .rotation(Double.pi / 2, about: centre)))
        #expect(close(try matrix(30, (x: 0, y: 0, z: 1)), try matrix(30, (x: 0, y: 0, z: 1))))
    }

    /// `transformEffect` works in the view's own coordinates: its top leading corner is the origin.
    @Test func anAffineTransformMapsTheViewFromItsTopLeadingCorner() throws {
        let transform = CGAffineTransform(a: 2, b: 0, c: 0.5, d: 1, tx: 5, ty: 7)
        let list = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10).transformEffect(transform), width: 10).displayList
        guard case .effect(.transform(let matrix), let inner) = list.items.first,
              case .fill(let shape, _) = inner.first else {
            Issue.record("no transformed fill: \(list.dump())"); return
        }
        let r = shape.rect
        // (x, y) → (2x + 0.5y + 5, y + 7) for the square's corners (0, 0) and (10, 10).
        let topLeading = matrix.apply(CGPoint(x: r.minX, y: r.minY)), bottomTrailing = matrix.apply(CGPoint(x: r.maxX, y: r.maxY))
        #expect(abs(topLeading.x - 5) < 1e-9 && abs(topLeading.y - 7) < 1e-9)
        #expect(abs(bottomTrailing.x - 30) < 1e-9 && abs(bottomTrailing.y - 17) < 1e-9)
        #expect(list.size.height == 10, "layout is as without the transform")
        let moved = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(translationX: 3, y: 4)), width: 10).displayList
        #expect(moved.dump().contains("fill 3,4 10x10"))
        let unchanged = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10).transformEffect(.identity), width: 10).displayList
        let plain = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10), width: 10).displayList
        #expect(unchanged == plain)
    }

    @Test func rotationTurnsTheDrawingAboutTheAnchorAndTheElementFramesFollow() throws {
        let list = try LayoutHarness.layout(
            Text("Badge").font(Self.font).frame(width: 40, height: 20).rotationEffect(.degrees(90)), width: 40).displayList
        guard case .effect(.transform(let matrix), let inner) = list.items.first else {
            Issue.record("no transform: \(list.dump())"); return
        }
        // A quarter turn about the frame's centre (20, 10): (x, y) → (30 − y, x − 10).
        let moved = matrix.apply(CGPoint(x: 0, y: 0))
        #expect(abs(moved.x - 30) < 1e-9 && abs(moved.y + 10) < 1e-9)
        #expect(inner.count == 1)
        let plain = try LayoutHarness.layout(Text("Badge").font(Self.font).frame(width: 40, height: 20), width: 40).displayList
        let before = try #require(plain.accessibilityElements.first).frame
        let element = try #require(list.accessibilityElements.first).frame
        // The upright box of the turned frame: width and height swap about the same centre.
        #expect(abs(element.width - before.height) < 1e-9 && abs(element.height - before.width) < 1e-9)
        #expect(abs(element.midX - before.midX) < 1e-9 && abs(element.midY - before.midY) < 1e-9)
        // The page, and so layout, is as without the rotation.
        #expect(list.size.height == 20)
    }

    @Test func scaleAboutATopLeadingAnchorKeepsTheCornerAndTheTapTargetGrows() throws {
        let list = try LayoutHarness.layout(
            Button("Go") { }.frame(width: 50, height: 44).scaleEffect(2, anchor: .topLeading), width: 50).displayList
        let dump = list.dump()
        #expect(dump.contains("transform [2 0 0 2 0 0]"))
        let plain = try LayoutHarness.layout(Button("Go") { }.frame(width: 50, height: 44), width: 50).displayList
        let before = try #require(plain.tapTargets.first).frame
        let target = try #require(list.tapTargets.first).frame
        #expect(target == CGRect(x: before.minX * 2, y: before.minY * 2, width: before.width * 2, height: before.height * 2))
        #expect(list.size == CGSize(width: 50, height: 44))
    }

    @Test func scaleXAndYOverloadsAgree() throws {
        let a = try dump(Color.red.frame(width: 10, height: 10).scaleEffect(x: 2, y: 3))
        let b = try dump(Color.red.frame(width: 10, height: 10).scaleEffect(CGSize(width: 2, height: 3)))
        #expect(a == b)
        #expect(a.contains("transform [2 0 0 3"))
    }

    @Test func aZeroScaleDrawsNothing() throws {
        let list = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10).scaleEffect(0)).displayList
        #expect(list.items.isEmpty)
    }

    @Test func blurRecordsItsRadiusAndTheViewsBoundsWhenOpaque() throws {
        let text = try dump(Color.green.frame(width: 30, height: 20).blur(radius: 3, opaque: true), width: 30)
        #expect(body(text)[0] == "blur radius 3 opaque 0,0 30x20")
        #expect(body(text)[1] == "  fill 0,0 30x20 #34c759")
    }

    @Test func opacityFadesEachColourWhereNothingOverlaps() throws {
        let list = try LayoutHarness.layout(VStack(spacing: 0) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }.opacity(0.5)).displayList
        #expect(list.items.count == 2)
        guard case .fill(_, let colour) = list.items[0] else { Issue.record("not a fill"); return }
        #expect(colour.alpha == 0.5)
    }

    @Test func opacityOverOverlappingViewsCompositesTheGroup() throws {
        let list = try LayoutHarness.layout(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }.opacity(0.5)).displayList
        guard case .effect(.opacity(let value), let inner) = list.items.first else {
            Issue.record("no group: \(list.dump())"); return
        }
        #expect(value == 0.5 && inner.count == 2)
        // The colours inside stay whole; audits read them faded.
        guard case .fill(_, let colour) = inner[0] else { Issue.record("not a fill"); return }
        #expect(colour.alpha == 1)
        guard case .fill(_, let audited) = DisplayList.flatten(list.items)[0].item else { Issue.record("not a fill"); return }
        #expect(audited.alpha == 0.5)
    }

    @Test func opacityZeroKeepsTheFrameButIsNeitherReadNorTapped() throws {
        let screen = try LayoutHarness.layout(VStack(spacing: 0) {
            Text("Messages")
            Text("3 unread").opacity(0)
            Button("Mark as read") {}.opacity(0)
            Button("Open") {}
        })
        let list = screen.displayList
        #expect(list.accessibilityElements.map(\.label) == ["Messages", "Open"])
        #expect(list.tapTargets.count == 1)
        #expect(screen.tap(targetAt: 0))
        // The faded views still take their place: the visible button sits below both.
        let visible = try LayoutHarness.layout(VStack(spacing: 0) { Text("Messages"); Button("Open") {} })
        let openFrame = try #require(list.accessibilityElements.last?.frame)
        let withoutFaded = try #require(visible.displayList.accessibilityElements.last?.frame)
        #expect(openFrame.minY > withoutFaded.minY)
        // Nothing of theirs is drawn: only the two visible texts (and the button's) are.
        #expect(DisplayList.flatten(list.items).filter { if case .text = $0.item { return true }; return false }.count == 2)
        // A nearly transparent view is still there for VoiceOver and taps.
        let faint = try LayoutHarness.layout(Button("Mark as read") {}.opacity(0.001)).displayList
        #expect(faint.accessibilityElements.count == 1 && faint.tapTargets.count == 1)
    }

    @Test func clipShapeWithAUsersShapeClipsToItsPathInTheFrame() throws {
        let list = try LayoutHarness.layout(
            Color.red.frame(width: 40, height: 20).clipShape(Triangle()).padding(10), width: 60).displayList
        guard case .effect(.clipPath(let elements, let evenOdd), let inner) = list.items.first else {
            Issue.record("no clip path: \(list.dump())"); return
        }
        #expect(!evenOdd && inner.count == 1)
        #expect(elements == [.move(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 50, y: 30)),
                             .line(to: CGPoint(x: 10, y: 30)), .close])
    }

    @Test func builtInShapesStillClipToTheirOutline() throws {
        let text = try dump(Color.red.frame(width: 40, height: 20).clipShape(Capsule()), width: 40)
        #expect(body(text)[0] == "clip 0,0 40x20 r10")
        let ellipse = try dump(Color.red.frame(width: 40, height: 20).clipShape(Ellipse(), style: FillStyle(eoFill: true)), width: 40)
        #expect(body(ellipse)[0] == "clip-path 0,0 40x20 6 elements even-odd")
    }

    @Test func aUsersShapeFillsItsPath() throws {
        let list = try LayoutHarness.layout(Triangle().fill(Color.red).frame(width: 20, height: 10), width: 20).displayList
        guard case .path(let path) = list.items.first else { Issue.record("no path: \(list.dump())"); return }
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.paint == .fill(RGBAColor(hex: 0xff3b30)))
    }

    @Test func aBareUsersShapeAndAPathDrawInTheForegroundColour() throws {
        let list = try LayoutHarness.layout(VStack(spacing: 0) {
            Triangle().frame(width: 20, height: 10)
            Path { $0.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false) }
                .frame(width: 10, height: 10)
        }.foregroundStyle(Color.blue), width: 20).displayList
        let paths = list.items.compactMap { item -> VectorPath? in if case .path(let p) = item { return p } else { return nil } }
        #expect(paths.count == 2)
        #expect(paths.allSatisfy { $0.paint == .fill(RGBAColor(hex: 0x007aff)) })
        // The path is drawn where the view is placed: its own coordinates moved to the frame.
        #expect(abs(paths[1].bounds.minY - 10) < 0.01 && abs(paths[1].bounds.height - 10) < 0.01)
    }

    @Test func anArcTurnsClockwiseOnScreenWhenNotClockwiseAsInSwiftUI() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // From (10, 0) to (0, 10): through the lower right quarter (y down).
        guard case .curve(let end, let c1, _) = path.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(c1.y > 0)
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(other.elements.count == 4) // three quarters the other way round
    }

    @Test func maskLaysItsViewsOverTheViewAndAddsNoElements() throws {
        let list = try LayoutHarness.layout(
            Color.red.frame(width: 40, height: 20).mask(alignment: .leading) { Text("M").accessibilityLabel("Mask") }, width: 40).displayList
        guard case .effect(.mask(let mask), let inner) = list.items.first else { Issue.record("no mask: \(list.dump())"); return }
        #expect(inner.count == 1)
        guard case .text(let text) = mask.first else { Issue.record("mask has no text"); return }
        #expect(text.frame.minX == 0)
        #expect(list.accessibilityElements.isEmpty)
    }

    @Test func zIndexOrdersDrawingStablyButNotReading() throws {
        let list = try LayoutHarness.layout(ZStack {
            Text("A").zIndex(2)
            Text("B")
            Text("C").zIndex(1)
            Text("D").zIndex(1)
        }.font(Self.font)).displayList
        #expect(list.textItems.map(\.spec.string) == ["B", "C", "D", "A"])
        #expect(list.accessibilityElements.map(\.label) == ["A", "B", "C", "D"])
    }

    @Test func zIndexOrdersAnOverlaysViews() throws {
        let list = try LayoutHarness.layout(Color.white.frame(width: 20, height: 20).overlay {
            Text("top").zIndex(1)
            Text("under")
        }.font(Self.font)).displayList
        #expect(list.textItems.map(\.spec.string) == ["under", "top"])
    }

    @Test func compositingGroupWrapsTheItems() throws {
        let text = try dump(Color.red.frame(width: 10, height: 10).compositingGroup(), width: 10)
        #expect(body(text)[0] == "compositing-group")
    }

    @Test func effectsOnAThousandRowsCostLinearLayout() throws {
        func computations(_ count: Int) throws -> Int {
            try LayoutHarness.layout(VStack { ForEach(0..<count, id: \.self) { i in
                Text("Row \(i)").padding(4).background(Color.white).shadow(radius: 2).rotationEffect(.degrees(1))
            } }.font(Self.font)).statistics.sizeComputations
        }
        let small = try computations(100), large = try computations(1_000)
        #expect(large <= small * 10 + 20)
    }
}
