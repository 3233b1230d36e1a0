import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Where a child goes in `RankedColumn`: lowest first.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A column of its children in the order of their `Rank`, as a SwiftUI layout reads a layout value.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Its first child on top, the rest in a leading `VStackLayout` below: a layout made of a
/// built-in one over a slice of its children, as SwiftUI code composes layouts.
private struct HeaderOverStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let head = subviews[0].sizeThatFits(.unspecified)
        var none: Void = ()
        let rest = VStackLayout(alignment: .leading, spacing: 0)
            .sizeThatFits(proposal: proposal, subviews: subviews.dropFirst(), cache: &none)
        return CGSize(width: max(head.width, rest.width), height: head.height + rest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let head = subviews[0].sizeThatFits(.unspecified)
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        var none: Void = ()
        let below = CGRect(x: bounds.minX, y: bounds.minY + head.height, width: bounds.width, height: bounds.height - head.height)
        VStackLayout(alignment: .leading, spacing: 0)
            .placeSubviews(in: below, proposal: proposal, subviews: subviews.dropFirst(), cache: &none)
    }
}

/// `LayoutValueKey` and `layoutValue(key:value:)`, and `LayoutSubviews` slices, as SwiftUI's.
@Suite struct LayoutValueTests {
    static let font = Font.custom("Fake", size: 10)

    private func tops(_ view: some View) throws -> [String: CGFloat] {
        let list = try LayoutHarness.layout(view.font(Self.font), width: 100).displayList
        return Dictionary(uniqueKeysWithValues: list.textItems.map { ($0.spec.string, $0.frame.minY) })
    }

    @Test func aLayoutReadsEachChildsValueThroughItsModifiers() throws {
        let tops = try tops(RankedColumn {
            Text("third").layoutValue(key: Rank.self, value: 3)
            Text("first").layoutValue(key: Rank.self, value: 1).padding(0).background(Color.red)
            Text("second").layoutValue(key: Rank.self, value: 7).layoutValue(key: Rank.self, value: 2)
            Text("unranked")
        })
        // 12.5 pt lines: the unranked child (the default, 0) first, then by rank; the outermost
        // of two values wins.
        #expect(tops == ["unranked": 0, "first": 12.5, "second": 25, "third": 37.5])
    }

    @Test func aValueChangesNeitherSizeNorPriority() throws {
        let plain = try LayoutHarness.frames(LayoutHarness.layout(HStack(spacing: 0) {
            Text("a long text that wraps").layoutPriority(1)
            Text("another long text")
        }.font(Self.font), width: 100).displayList)
        let valued = try LayoutHarness.frames(LayoutHarness.layout(HStack(spacing: 0) {
            Text("a long text that wraps").layoutPriority(1).layoutValue(key: Rank.self, value: 5)
            Text("another long text").layoutValue(key: Rank.self, value: 6)
        }.font(Self.font), width: 100).displayList)
        #expect(valued == plain)
    }

    @Test func aBuiltInLayoutLaysOutASliceOfTheChildren() throws {
        let tops = try tops(HeaderOverStack {
            Text("Head")
            Text("one")
            Text("two")
        })
        #expect(tops == ["Head": 0, "one": 12.5, "two": 25])
    }

    @Test func slicesKeepTheirIndicesAndCompareByTheirChildren() throws {
        let probe = Probe()
        _ = try LayoutHarness.layout(ProbeLayout(probe: probe) {
            Text("a")
            Text("b")
            Text("c")
        })
        let subviews = try #require(probe.subviews)
        #expect(subviews.dropFirst().startIndex == 1)
        #expect(subviews.dropFirst() == subviews[1...])
        #expect(subviews[1...].first == subviews[1])
        #expect(subviews[0] != subviews[1])
        #expect(subviews[1..<2].count == 1)
        #expect(probe.directions == [.leftToRight, .leftToRight])
    }

    @Test func aLayoutReadsThePagesDirection() throws {
        let probe = Probe()
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        _ = try LayoutHarness.layout(ProbeLayout(probe: probe) { Text("a") }, environment: environment)
        #expect(probe.directions == [.rightToLeft, .rightToLeft])
    }
}

/// What `ProbeLayout` was handed, and the layout direction its children and their slice gave
/// while it was sized (a layout's children answer only during the pass).
private final class Probe {
    var subviews: LayoutSubviews?
    var directions: [LayoutDirection] = []
}

/// Keeps the children it is handed when sized.
private struct ProbeLayout: Layout {
    let probe: Probe

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        probe.subviews = subviews
        probe.directions = [subviews.layoutDirection, subviews.dropFirst().layoutDirection]
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}
