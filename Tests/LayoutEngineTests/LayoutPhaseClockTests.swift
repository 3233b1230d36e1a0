import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `LayoutPhaseClock`: with a clock set, each layout pass adds its phases' CPU time and counts itself.
@Suite(.serialized) struct LayoutPhaseClockTests {
    @Test func aPassAddsEachPhaseAndCountsItself() throws {
        let clock = LayoutPhaseClock()
        LayoutPhaseClock.current = clock
        defer { LayoutPhaseClock.current = nil }
        let rows = VStack { ForEach(0..<200, id: \.self) { Text("Row \($0)") } }
        _ = try LayoutHarness.layout(rows, width: 393)
        // Other tests' passes may add to the clock while it is set: at least this one did.
        #expect(clock.passes >= 1)
        #expect(clock.seconds.count == LayoutPhaseClock.Phase.allCases.count)
        #expect(clock.seconds.allSatisfy { $0 >= 0 })
        #expect(clock.seconds.reduce(0, +) > 0)
    }
}
