import Foundation
import NHSAppUI

/// A child-width-equalising layout with a cache: every child is offered the widest child's
/// ideal width, side by side.
private struct EqualWidths: Layout {
    struct Cache {
        var widest: CGFloat
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(widest: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: cache.widest, height: nil)).height }
        return CGSize(width: cache.widest * CGFloat(subviews.count), height: heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: cache.widest, height: nil))
            x += cache.widest
        }
    }
}

/// The `Layout` protocol: the built-in stack layouts, `AnyLayout` switching between them, and a
/// user's layout with a cache.
extension LayoutCases {
    static func switched(wide: Bool) -> AnyView {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        return AnyView(layout {
            Text("ab")
            Text("cd")
        }.font(font))
    }

    static let layouts: [LayoutCase] = [
        LayoutCase(name: "HStackLayout lays out as HStack", width: 100, view: {
            AnyView(HStackLayout(spacing: 10) {
                Color.red.frame(width: 20, height: 20)
                Text("aaaa bbbb cccc dddd")
            }.font(font))
        }, expected: ["fill 0,2.5 20x20", "text 30,0 70x25 aaaa bbbb cccc dddd"]),
        LayoutCase(name: "VStackLayout lays out as VStack", width: 200, view: {
            AnyView(VStackLayout(alignment: .leading, spacing: 8) {
                Text("abcd")
                Text("ab")
            }.font(font))
        }, expected: ["text 90,0 20x12.5 abcd", "text 90,20.5 10x12.5 ab"]),
        LayoutCase(name: "ZStackLayout lays out as ZStack", width: 100, view: {
            AnyView(ZStackLayout(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 20)
                Text("ab")
            }.font(font))
        }, expected: ["fill 30,0 40x20", "text 30,0 10x12.5 ab"]),
        LayoutCase(name: "AnyLayout switched to a vstack", width: 200, view: { switched(wide: false) },
                   expected: ["text 95,0 10x12.5 ab", "text 95,12.5 10x12.5 cd"]),
        LayoutCase(name: "AnyLayout switched to an hstack", width: 200, view: { switched(wide: true) },
                   expected: ["text 90,0 10x12.5 ab", "text 100,0 10x12.5 cd"]),
        LayoutCase(name: "the default spacing is the views' preferred 8 pt", width: 200, view: {
            AnyView(HStack {
                Text("ab")
                Text("cd")
            }.font(font))
        }, expected: ["text 86,0 10x12.5 ab", "text 104,0 10x12.5 cd"]),
        LayoutCase(name: "a user's layout with a cache", width: 200, view: {
            AnyView(EqualWidths {
                Text("a")
                Text("abcd")
            }.font(font))
        }, expected: ["text 80,0 5x12.5 a", "text 100,0 20x12.5 abcd"]),
    ]
}
