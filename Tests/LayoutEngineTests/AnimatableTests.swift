import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A bar filling the leading `progress` of its width, animatable as SwiftUI code writes one.
private struct ProgressBar: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height))
    }
}

/// Its children down a staircase: each `step` below and `indent` to the right of the last; both
/// lengths animatable, as a SwiftUI layout declares them.
private struct Staircase: Layout {
    var step: CGFloat
    var indent: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(step, indent) }
        set { (step, indent) = (newValue.first, newValue.second) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let count = CGFloat(subviews.count)
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: widest + indent * max(0, count - 1), height: step * count)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for (index, subview) in subviews.enumerated() {
            let offset = CGFloat(index)
            subview.place(at: CGPoint(x: bounds.minX + indent * offset, y: bounds.minY + step * offset), proposal: .unspecified)
        }
    }
}

/// Fades a view to `amount`, animatable as a SwiftUI modifier declares it.
private struct Fade: AnimatableModifier {
    var amount: Double

    /// `nonisolated`, as Swift 6 wants it in SwiftUI too: the modifier is `@MainActor`, `Animatable` is not.
    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View { content.opacity(amount) }
}

/// `Animatable` and `VectorArithmetic` as SwiftUI has them: code that declares animatable data
/// compiles and draws the values it holds (a snapshot is one still moment; nothing animates).
@Suite struct AnimatableTests {
    static let font = Font.custom("Fake", size: 10)

    @Test func vectorArithmeticScalesAddsAndInterpolates() {
        #expect(2.0.interpolated(towards: 10, amount: 0.25) == 4)
        #expect(CGFloat(3).scaled(by: 2) == 6)
        #expect(Float(3).magnitudeSquared == 9)
        let pair = AnimatablePair(CGFloat(3), AnimatablePair(4.0, CGFloat(12)))
        #expect(pair.magnitudeSquared == 169)
        #expect(pair - pair == .zero)
        #expect((pair + pair).second.first == 8)
        var moving = AnimatablePair(0.0, 10.0)
        moving.interpolate(towards: AnimatablePair(10, 0), amount: 0.5)
        #expect(moving == AnimatablePair(5, 5))
        #expect(EmptyAnimatableData().scaled(by: 3).magnitudeSquared == 0)
    }

    @Test func geometryRoundTripsThroughItsAnimatableData() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first.second == 2 && rect.animatableData.second.first == 3)
        rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData.scaled(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var angle = Angle.degrees(180)
        angle.animatableData /= 2
        #expect(abs(angle.degrees - 90) < 1e-9)
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(1, 0)
        #expect(point == .topTrailing)
    }

    @Test func builtInShapesAndLayoutsHaveNothingToAnimate() {
        #expect(type(of: Circle().animatableData) == EmptyAnimatableData.self)
        #expect(type(of: RoundedRectangle(cornerRadius: 4).animatableData) == EmptyAnimatableData.self)
        #expect(type(of: VStackLayout().animatableData) == EmptyAnimatableData.self)
        #expect(type(of: AnyLayout(HStackLayout()).animatableData) == EmptyAnimatableData.self)
    }

    @Test func aShapeIsDrawnAtTheValuesItHolds() throws {
        func dump(_ bar: ProgressBar) throws -> String {
            try LayoutHarness.layout(bar.fill(Color.red).frame(width: 80, height: 10), width: 100).displayList.dump()
        }
        var bar = ProgressBar(progress: 1)
        bar.animatableData = 0.25
        #expect(try dump(bar) == dump(ProgressBar(progress: 0.25)))
        #expect(try dump(bar) != dump(ProgressBar(progress: 1)))
    }

    @Test func aLayoutIsLaidOutAtTheValuesItHolds() throws {
        var stairs = Staircase(step: 0, indent: 0)
        stairs.animatableData = AnimatablePair(15, 6)
        let list = try LayoutHarness.layout(stairs { Text("a"); Text("b"); Text("c") }.font(Self.font), width: 100).displayList
        let origins = list.textItems.map { [$0.frame.minX, $0.frame.minY] }
        let left = list.textItems[0].frame.minX, top = list.textItems[0].frame.minY
        #expect(origins == [[left, top], [left + 6, top + 15], [left + 12, top + 30]])
    }

    @Test func anAnimatableModifierAppliesItsValues() throws {
        var fade = Fade(amount: 1)
        fade.animatableData = 0.5
        let faded = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10).modifier(fade)).displayList.dump()
        let direct = try LayoutHarness.layout(Color.red.frame(width: 10, height: 10).opacity(0.5)).displayList.dump()
        #expect(faded == direct)
    }
}
