import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `accessibilityChildren`: a view read as the elements its children make, laid over it and not
/// drawn; the zoom and direct-touch modifiers accepted.
@Suite struct AccessibilityChildrenTests {
    static func chart() -> some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
        }
        .frame(width: 100, height: 40)
    }

    @Test func theChildrenAreReadAndNotDrawn() throws {
        let plain = try LayoutHarness.layout(Self.chart(), width: 100).displayList
        let read = try LayoutHarness.layout(Self.chart().accessibilityChildren {
            HStack(spacing: 0) {
                Rectangle().accessibilityLabel("Monday, 3 doses")
                Rectangle().accessibilityLabel("Tuesday, 1 dose")
            }
        }, width: 100).displayList
        #expect(read.accessibilityElements.map(\.label) == ["Monday, 3 doses", "Tuesday, 1 dose"])
        // Laid out over the view: each bar half its width.
        #expect(read.accessibilityElements.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 50, y: 0, width: 50, height: 40)])
        // Drawn as before.
        #expect(DisplayList.flatten(read.items).map(\.item) == DisplayList.flatten(plain.items).map(\.item))
    }

    @Test func zoomAndDirectTouchChangeNothingDrawnOrRead() throws {
        let plain = try LayoutHarness.layout(Text("Map"), width: 100).displayList.dump()
        #expect(try LayoutHarness.layout(Text("Map").accessibilityZoomAction { _ in }.accessibilityDirectTouch(options: .silentOnTouch),
                                         width: 100).displayList.dump() == plain)
    }
}
