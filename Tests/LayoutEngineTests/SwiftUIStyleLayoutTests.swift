import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

// Two layouts written the way SwiftUI code writes them (`inout ()` caches, `Subviews`,
// `spacing.distance(to:along:)`, `replacingUnspecifiedDimensions()`, `place(at:anchor:proposal:)`),
// compiled here unchanged: the protocol has SwiftUI's names and signatures.

/// Children side by side, each as wide as the widest, with the views' preferred spacing.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let widest = maxSize(subviews)
        let gaps = spacing(subviews).reduce(0, +)
        return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let widest = maxSize(subviews)
        let gaps = spacing(subviews)
        let offer = ProposedViewSize(width: widest.width, height: widest.height)
        var x = bounds.minX + widest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: offer)
            if index < gaps.count { x += widest.width + gaps[index] }
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Children in rows, wrapping to a new row when the next would not fit.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let frames = arrange(cache.sizes, width: width)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (subview, frame) in zip(subviews, arrange(cache.sizes, width: bounds.width)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrange(_ sizes: [CGSize], width: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var rowHeight: CGFloat = 0
        for size in sizes {
            if origin.x > 0, origin.x + size.width > width {
                origin = CGPoint(x: 0, y: origin.y + rowHeight + spacing)
                rowHeight = 0
            }
            frames.append(CGRect(origin: origin, size: size))
            origin.x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}

@Suite struct SwiftUIStyleLayoutTests {
    static let font = Font.custom("Fake", size: 10)

    @Test func equalWidthsCentreEachChildInItsSlot() throws {
        let view = EqualWidthHStack {
            Text("a")
            Text("abcd")
        }.font(Self.font)
        // Slots of 20 pt with the 8 pt preferred spacing: 48 pt, centred on a 200 pt page.
        let frames = LayoutHarness.frames(try LayoutHarness.layout(view, width: 200).displayList)
        #expect(frames == ["text 83.5,0 5x12.5 a", "text 104,0 20x12.5 abcd"])
    }

    @Test func flowWrapsToTheProposedWidth() throws {
        let view = FlowLayout {
            Text("aaaa")
            Text("bbbb")
            Text("cccc")
        }.font(Self.font).frame(width: 50, alignment: .leading)
        // 20 + 4 + 20 fits 50; the third starts a row 12.5 + 4 pt down.
        let frames = LayoutHarness.frames(try LayoutHarness.layout(view, width: 50).displayList)
        #expect(frames == ["text 0,0 20x12.5 aaaa", "text 24,0 20x12.5 bbbb", "text 0,16.5 20x12.5 cccc"])
    }

    @Test func theCacheIsMadeOncePerPass() throws {
        let counter = CacheCounter()
        let view = CountingLayout(counter: counter) {
            Text("ab")
            Text("cd")
        }.font(Self.font).padding(1).frame(maxWidth: .infinity)
        _ = try LayoutHarness.layout(view, width: 100)
        #expect(counter.made == 1, "makeCache ran \(counter.made) times in one pass")
    }
}

private final class CacheCounter: @unchecked Sendable {
    var made = 0
}

/// A vertical layout that counts how often its cache is made.
private struct CountingLayout: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> Int {
        counter.made += 1
        return subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
            y += size.height
        }
    }
}
