import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A stack first measures its children last to first (`StackDistribution.measuringOrder`): the
/// order changes no size or place, only what is still in the processor's cache when a long
/// page's views are measured and then placed.
@Suite struct MeasuringOrderTests {
    /// Records the texts it is asked to measure, in order.
    final class OrderRecorder: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []

        var strings: [String] { lock.withLock { asked } }

        func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
            lock.withLock { asked.append(spec.string) }
            return LayoutHarness.measurer.measure(spec, width: width)
        }
    }

    @Test func aStackOfOpenHeightMeasuresItsChildrenLastToFirstAndPlacesThemInOrder() throws {
        let view = VStack(spacing: 4) {
            Text("First")
            Text("Second")
            Text("Third")
        }
        let recorder = OrderRecorder()
        let list = try LayoutHarness.layout(view, width: 200, measurer: recorder).displayList
        #expect(Array(recorder.strings.prefix(3)) == ["Third", "Second", "First"])
        let texts = list.textItems
        #expect(texts.map(\.spec.string) == ["First", "Second", "Third"])
        #expect(texts[0].frame.minY == 0 && texts[1].frame.minY == texts[0].frame.maxY + 4
            && texts[2].frame.minY == texts[1].frame.maxY + 4)
    }

    @Test func aStackSharingItsWidthProbesItsChildrenLastToFirst() throws {
        let view = HStack(spacing: 0) {
            Text("Left")
            Text("Right")
        }
        let recorder = OrderRecorder()
        let list = try LayoutHarness.layout(view, width: 200, measurer: recorder).displayList
        // Each is asked how narrow and how wide it can be, the last child first.
        #expect(Array(recorder.strings.prefix(4)) == ["Right", "Right", "Left", "Left"])
        let texts = list.textItems
        #expect(texts.map(\.spec.string) == ["Left", "Right"])
        #expect(texts[0].frame.maxX == texts[1].frame.minX)
    }
}
