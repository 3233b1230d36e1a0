import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Combine's timer publisher compiles as screen code writes it and never fires in a still; the
/// accessibility modifiers only VoiceOver's gestures read are accepted and change nothing drawn.
@Suite struct TimerPublisherTests {
    private struct Countdown: View {
        @State private var seconds = 30
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text(verbatim: "\(seconds) seconds left")
                .onReceive(timer) { _ in seconds -= 1 }
        }
    }

    @Test func aTimerNeverFiresInAStill() throws {
        let list = try LayoutHarness.layout(Countdown()).displayList
        #expect(list.textItems.map(\.spec.string) == ["30 seconds left"])
        let publisher = Timer.publish(every: 2.5, tolerance: 0.5, on: .main, in: .default)
        #expect(publisher.interval == 2.5 && publisher.tolerance == 0.5)
        #expect(publisher.autoconnect().upstream === publisher)
    }

    @Test func gestureOnlyAccessibilityModifiersChangeNothing() throws {
        let plain = try LayoutHarness.layout(Text("Scroll me")).displayList.dump()
        let modified = try LayoutHarness.layout(Text("Scroll me")
            .accessibilityActivationPoint(CGPoint(x: 2, y: 2))
            .accessibilityActivationPoint(UnitPoint.center)
            .accessibilityScrollAction { _ in }).displayList.dump()
        #expect(plain == modified)
    }
}
