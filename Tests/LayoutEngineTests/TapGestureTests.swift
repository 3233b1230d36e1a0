import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A view made tappable with `onTapGesture` is a tap target, as on iOS, and `allowsHitTesting(false)`
/// takes the targets inside a view away (with the fixed-advance fake's 10 pt face: 5 pt a
/// character, 12.5 pt lines).
@Suite struct TapGestureTests {
    final class Taps: @unchecked Sendable {
        var count = 0
    }

    static func layout<V: View>(_ view: V) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(TextStylingLayoutTests.font), width: 200)
    }

    @Test func aTapGestureWithALocationIsToldTheMiddleOfTheViewInItsSpace() throws {
        final class Seen: @unchecked Sendable { var points: [CGPoint] = [] }
        let seen = Seen()
        let screen = try Self.layout(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30).onTapGesture { seen.points.append($0) }
            Color.green.frame(width: 60, height: 30).onTapGesture(coordinateSpace: .global) { seen.points.append($0) }
        })
        #expect(screen.displayList.tapTargets.count == 2)
        #expect(screen.tap(targetAt: 0) && screen.tap(targetAt: 1))
        // The blue view's own middle; the green one's middle on the page (centred in 200 pt, 50 pt down).
        #expect(seen.points == [CGPoint(x: 30, y: 15), CGPoint(x: 100, y: 65)])
    }

    @Test func aTapGestureMakesTheViewsFrameATargetThatRunsItsAction() throws {
        let taps = Taps()
        let screen = try Self.layout(VStack(spacing: 0) {
            Text("Your prescriptions")
            HStack {
                Text("Show more")
                Spacer()
            }
            .padding(8)
            .onTapGesture { taps.count += 1 }
        })
        let targets = screen.displayList.tapTargets
        #expect(targets == [TapTarget(frame: CGRect(x: 0, y: 12.5, width: 200, height: 28.5), label: "Show more")])
        #expect(screen.tap(targetAt: 0))
        #expect(taps.count == 1)
        // Read as its content: a static text, not a button.
        let element = try #require(screen.displayList.accessibilityElements.last)
        #expect(element.label == "Show more" && !element.traits.contains(.isButton))
    }

    @Test func aDoubleTapGestureIsATargetToo() throws {
        let taps = Taps()
        let screen = try Self.layout(Text("Zoom").onTapGesture(count: 2) { taps.count += 1 })
        #expect(screen.displayList.tapTargets.count == 1)
        #expect(screen.tap(targetAt: 0) && taps.count == 1)
    }

    @Test func aSmallTappableViewIsASmallTarget() throws {
        // What the 44 pt audit checks: the target is the view's frame, 20 × 12.5 pt here.
        let screen = try Self.layout(Image(systemName: "xmark").frame(width: 20, height: 12.5).onTapGesture {})
        #expect(screen.displayList.tapTargets.map(\.frame.size) == [CGSize(width: 20, height: 12.5)])
    }

    @Test func hitTestingDisabledTakesTheTargetsInsideAway() throws {
        let taps = Taps()
        let view = VStack {
            Button("Book") { taps.count += 1 }
            Text("Details").onTapGesture { taps.count += 1 }
        }
        let off = try Self.layout(view.allowsHitTesting(false))
        #expect(off.displayList.tapTargets.isEmpty && !off.tap(targetAt: 0))
        // Still drawn and read alike.
        let on = try Self.layout(view.allowsHitTesting(true))
        #expect(on.displayList.tapTargets.count == 2)
        #expect(off.displayList.accessibilityElements == on.displayList.accessibilityElements)
        #expect(off.displayList.items == on.displayList.items)
        #expect(taps.count == 0)
    }

    @Test func aButtonInsideATappableRowKeepsItsOwnTarget() throws {
        let screen = try Self.layout(HStack {
            Text("Reminder")
            Button("Delete") {}
        }.onTapGesture {})
        let labels = screen.displayList.tapTargets.map(\.label)
        #expect(labels == ["Reminder, Delete", "Delete"])
    }
}
