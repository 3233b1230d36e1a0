import Foundation

/// Where a scroll view is scrolled to, as iOS 18's `ScrollPosition` declares it: a view by its
/// identity, an edge, a point, or nothing in particular (automatic). Made, changed and read as in
/// SwiftUI; `scrollPosition(_:anchor:)` accepts it, and a snapshot's scroll view still shows its
/// content from the top (README, deviations): nothing scrolls, so `isPositionedByUser` stays false.
public nonisolated struct ScrollPosition: Equatable, Sendable {
    private nonisolated enum Target: Equatable, Sendable {
        case automatic
        case view(any Hashable & Sendable, anchor: UnitPoint?)
        case edge(Edge)
        case point(CGPoint)

        static func == (left: Target, right: Target) -> Bool {
            switch (left, right) {
            case (.automatic, .automatic): return true
            case (.view(let a, let anchorA), .view(let b, let anchorB)): return AnyHashable(a) == AnyHashable(b) && anchorA == anchorB
            case (.edge(let a), .edge(let b)): return a == b
            case (.point(let a), .point(let b)): return a == b
            default: return false
            }
        }
    }

    private var target: Target = .automatic

    /// An automatic position; the views of `idType` in the scroll target layout are the ones a
    /// scroll view would report.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// A position at `edge` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        target = .edge(edge)
    }

    /// A position at `point` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        target = .point(point)
    }

    /// A position `x` points along the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        target = .point(CGPoint(x: x, y: 0))
    }

    /// A position `y` points down the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        target = .point(CGPoint(x: 0, y: y))
    }

    /// A position at `x`, `y` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(CGPoint(x: x, y: y))
    }

    /// A position at the view whose identity is `id`, at `anchor` of it.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id, anchor: anchor)
    }

    /// Positions at the view whose identity is `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id, anchor: anchor)
    }

    /// Positions at `edge`.
    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }

    /// Positions at `point`.
    public mutating func scrollTo(point: CGPoint) { target = .point(point) }

    /// Positions `x` points along.
    public mutating func scrollTo(x: CGFloat) { target = .point(CGPoint(x: x, y: point?.y ?? 0)) }

    /// Positions `y` points down.
    public mutating func scrollTo(y: CGFloat) { target = .point(CGPoint(x: point?.x ?? 0, y: y)) }

    /// Positions at `x`, `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(CGPoint(x: x, y: y)) }

    /// Whether the user scrolled since the position was set: never, in a snapshot.
    public var isPositionedByUser: Bool { false }

    /// The edge positioned at, if that is how the position was set.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point positioned at, if that is how the position was set.
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// The identity of the view positioned at, if that is how the position was set.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id }
        return nil
    }

    /// The identity of the view positioned at, if it is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { return id as? T }
        return nil
    }
}

nonisolated extension View {
    /// Binds a scroll view inside to `position` (iOS 18). Accepted: a snapshot's scroll view shows
    /// its content from the top, and never writes the binding.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }

    /// Runs `action` when the view's visible share in its scroll view crosses `threshold` (iOS 18).
    /// Accepted: a snapshot's scroll view never scrolls, so `action` never runs.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` with the identities of the scroll targets of `idType` visible past `threshold`
    /// (iOS 18). Accepted: a snapshot's scroll view never scrolls, so `action` never runs.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View { self }
}
