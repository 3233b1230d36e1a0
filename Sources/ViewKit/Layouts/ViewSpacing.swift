import Foundation

/// The space a view prefers beside each of its edges, as SwiftUI's `ViewSpacing`.
///
/// Every view here prefers the kit's one system spacing, 8 points, on every edge (SwiftUI varies
/// it by the kinds of neighbour; see README's deviations); `zero` prefers none.
public nonisolated struct ViewSpacing: Sendable, Hashable {
    /// The default spacing between neighbours, in points.
    public static let systemSpacing: CGFloat = 8

    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// The system spacing on every edge.
    public init() {
        self.init(all: ViewSpacing.systemSpacing)
    }

    private init(all value: CGFloat) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// Keeps, on each of `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next`, which follows it along `axis`: the larger of
    /// this view's trailing (or bottom) preference and the next one's leading (or top).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
