import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A text is not measured again for widths its measurer said lay it out alike
/// (`TextMeasurement.widthsWithSameLines`): placed in a frame as wide as its widest line, a
/// wrapped text keeps the measurement made at its share.
@Suite struct TextSlotTests {
    /// Records the widths it is asked about; when `saysWidths`, tells layout that any width from a
    /// measurement's widest line up to the width it was made at lays it out alike (true of the
    /// fixed-advance fake, which breaks greedily).
    final class WidthRecorder: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [CGFloat?] = []
        let saysWidths: Bool
        init(saysWidths: Bool) { self.saysWidths = saysWidths }

        var widths: [CGFloat?] { lock.withLock { asked } }

        func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
            lock.withLock { asked.append(width) }
            var measured = LayoutHarness.measurer.measure(spec, width: width)
            if saysWidths, let width, width > 0, measured.size.width <= width {
                measured.widthsWithSameLines = measured.size.width...width
            }
            return measured
        }
    }

    /// A text beside a spacer is offered half the row (100 pt), wraps there, and is placed as wide
    /// as its widest line.
    static func row() -> some View {
        HStack(spacing: 0) {
            Text("Book an appointment with your GP practice today")
            Spacer(minLength: 0)
        }.font(TextStylingLayoutTests.font)
    }

    @Test func aWrappedTextIsNotMeasuredAgainForItsOwnWidth() throws {
        let told = WidthRecorder(saysWidths: true), untold = WidthRecorder(saysWidths: false)
        let withWidths = try LayoutHarness.layout(Self.row(), width: 200, measurer: told).displayList
        let without = try LayoutHarness.layout(Self.row(), width: 200, measurer: untold).displayList
        #expect(withWidths == without)
        let text = try #require(withWidths.textItems.first)
        #expect(text.frame.width < 100 && text.measurement.lineCount > 1)
        // Asked within no width, unlimited width and its share; the frame's width only when not told.
        #expect(told.widths == [0, nil, 100])
        #expect(untold.widths == [0, nil, 100, text.frame.width])
    }

    @Test func aWidthOutsideTheRangeIsStillMeasured() throws {
        // In a frame wider than its share the text is measured again: the range ends at the share.
        let view = HStack(spacing: 0) {
            Text("Book an appointment with your GP practice today").frame(width: 150, alignment: .leading)
            Spacer(minLength: 0)
        }.font(TextStylingLayoutTests.font)
        let told = WidthRecorder(saysWidths: true)
        _ = try LayoutHarness.layout(view, width: 200, measurer: told)
        #expect(told.widths.contains(150))
    }
}
