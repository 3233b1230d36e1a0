import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 17's phase and keyframe animators draw their content at the first phase or the initial
/// value: the still moment a snapshot shows.
@Suite struct AnimatorTests {
    enum Pulse: CaseIterable {
        case resting, grown, faded

        var scale: CGFloat { self == .grown ? 1.5 : 1 }
        var opacity: Double { self == .faded ? 0.2 : 1 }
    }

    struct Values {
        var scale: CGFloat = 1
        var offset: CGFloat = 0
        var angle = Angle.zero
    }

    static func items<V: View>(_ view: V) throws -> [DisplayItem] {
        try LayoutHarness.layout(view, width: 300).displayList.items
    }

    @Test func phaseAnimatorsDrawTheFirstPhase() throws {
        let bell = Image(systemName: "bell")
        let first = try Self.items(bell.scaleEffect(Pulse.resting.scale).opacity(Pulse.resting.opacity))
        #expect(try Self.items(bell.phaseAnimator(Pulse.allCases) { content, phase in
            content.scaleEffect(phase.scale).opacity(phase.opacity)
        }) == first)
        #expect(try Self.items(bell.phaseAnimator([Pulse.grown, .resting], trigger: 3) { content, phase in
            content.scaleEffect(phase.scale).opacity(phase.opacity)
        } animation: { _ in .bouncy }) == (try Self.items(bell.scaleEffect(1.5).opacity(1))))
        #expect(try Self.items(PhaseAnimator([Pulse.faded, .grown]) { phase in
            Text("Dose due").opacity(phase.opacity)
        }) == (try Self.items(Text("Dose due").opacity(0.2))))
        #expect(try Self.items(PhaseAnimator([Pulse]()) { _ in Text("Never") }).isEmpty)
    }

    @Test func keyframeAnimatorsDrawTheInitialValue() throws {
        let start = Values(scale: 0.5, offset: 12, angle: .degrees(10))
        let expected = try Self.items(Text("Booked").scaleEffect(0.5).offset(y: 12).rotationEffect(.degrees(10)))
        let animated = Text("Booked").keyframeAnimator(initialValue: start) { content, value in
            content.scaleEffect(value.scale).offset(y: value.offset).rotationEffect(value.angle)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.0, duration: 0.36)
                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                SpringKeyframe(1.0, spring: .bouncy)
            }
            KeyframeTrack(\.offset) {
                CubicKeyframe(-30, duration: 0.2)
                MoveKeyframe(0)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(Angle.zero, duration: 0.2, timingCurve: .easeInOut)
            }
        }
        #expect(try Self.items(animated) == expected)
        #expect(try Self.items(KeyframeAnimator(initialValue: 0.3, trigger: 1) { value in
            Text("Booked").opacity(value)
        } keyframes: { _ in
            KeyframeTrack { CubicKeyframe(1, duration: 0.3) }
        }) == (try Self.items(Text("Booked").opacity(0.3))))
    }
}

/// `scrollTransition` draws its effect at `.identity` (a snapshot shows every row in view);
/// `visualEffect` draws its effect from the view's own geometry without changing its layout.
@Suite struct VisualEffectTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    @Test func aScrollTransitionIsDrawnAtIdentity() throws {
        let faded = try Self.list(Text("Repeat prescription").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 0.5 : 0).scaleEffect(phase.isIdentity ? 1 : 0.75)
        })
        #expect(faded.items == (try Self.list(Text("Repeat prescription").opacity(0.5).scaleEffect(1))).items)
        let edges = try Self.list(Text("Repeat prescription").scrollTransition(topLeading: .interactive, bottomTrailing: .animated) {
            content, phase in content.offset(y: phase.value * 20).blur(radius: abs(phase.value) * 4)
        })
        #expect(edges.items == (try Self.list(Text("Repeat prescription").offset(y: 0).blur(radius: 0))).items)
    }

    @Test func aVisualEffectReadsTheViewsGeometry() throws {
        let stack = { (row: AnyView) in
            VStack(spacing: 0) { Color.blue.frame(height: 40); row; Color.blue.frame(height: 40) }
        }
        let moved = try Self.list(stack(AnyView(Text("Row").visualEffect { content, proxy in
            content.offset(x: proxy.frame(in: .global).minY)
        })))
        let plain = try Self.list(stack(AnyView(Text("Row").offset(x: 40))))
        #expect(moved.items == plain.items)
        #expect(moved.accessibilityElements.map(\.label) == ["Row"])
    }
}
