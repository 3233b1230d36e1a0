import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A layout that puts its first child in the left third and centres the second, by anchor,
/// in the rest; it leaves any further child unplaced.
private struct ThirdAndRest: CustomLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = proposal.width ?? 90
        let rest = subviews[1].sizeThatFits(ProposedViewSize(width: width * 2 / 3, height: nil))
        return CGSize(width: width, height: max(30, rest.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width / 3, height: bounds.height))
        subviews[1].place(at: CGPoint(x: bounds.minX + bounds.width * 2 / 3, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: bounds.width * 2 / 3, height: nil))
    }
}

/// `CustomLayout`, SwiftUI's `Layout` protocol: sizing, anchors, unplaced children, reading order.
@Suite struct CustomLayoutTests {
    @Test func childrenAreSizedAndPlacedWhereTheLayoutSays() throws {
        let view = ThirdAndRest() {
            Color.red
            Text("Hello world")
            Text("Unplaced")
        }
        let list = try LayoutHarness.layout(view, width: 300).displayList
        let fill = try #require(list.items.compactMap { item -> CGRect? in
            if case .fill(let shape, _) = item { return shape.rect } else { return nil }
        }.first)
        #expect(fill == CGRect(x: 0, y: 0, width: 100, height: 30))
        let texts = list.textItems
        // "Hello world" at 17 pt, 0.5 em a character: 93.5 × 21.25, centred on (200, 15).
        #expect(texts[0].frame == CGRect(x: 200 - 46.75, y: 15 - 10.625, width: 93.5, height: 21.25))
        // The unplaced child is centred at its ideal size.
        #expect(abs(texts[1].frame.midX - 150) < 0.01 && abs(texts[1].frame.midY - 15) < 0.01)
        #expect(list.accessibilityElements.map(\.label) == ["Hello world", "Unplaced"], "written order")
    }

    @Test func theLayoutsSizeIsTheContainersSize() throws {
        let view = VStack(spacing: 0) {
            ThirdAndRest() {
                Color.red
                Text(String(repeating: "word ", count: 40))
            }
            Color.blue.frame(height: 5)
        }
        let list = try LayoutHarness.layout(view, width: 300).displayList
        let blue = try #require(list.items.compactMap { item -> CGRect? in
            if case .fill(let shape, _) = item, shape.rect.height == 5 { return shape.rect } else { return nil }
        }.first)
        let text = try #require(list.textItems.first)
        #expect(text.frame.height > 30, "the long text wraps in its 200 pt")
        #expect(abs(blue.minY - text.frame.height) < 0.01, "the container is as tall as its text says")
    }
}
