import Foundation

/// One child of a custom layout, as SwiftUI's `LayoutSubview`: ask it for its size under a
/// proposal, then place it. The layout engine supplies both operations.
public struct LayoutSubview {
    private let measure: (ProposedViewSize) -> CGSize
    private let placer: (CGPoint, UnitPoint, ProposedViewSize) -> Void
    /// The child's layout priority (0 unless `layoutPriority` set one).
    public let priority: Double

    /// A child whose sizing and placing are done by the given closures (the engine's).
    package init(priority: Double, measure: @escaping (ProposedViewSize) -> CGSize,
                 place: @escaping (CGPoint, UnitPoint, ProposedViewSize) -> Void) {
        self.priority = priority
        self.measure = measure
        self.placer = place
    }

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// Places the child so that its `anchor` sits at `position`, sized for `proposal`.
    /// A child left unplaced is centred in the layout's bounds at its ideal size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placer(position, anchor, proposal)
    }
}

/// The children of a custom layout, in the order they were written.
public struct LayoutSubviews: RandomAccessCollection {
    private let storage: [LayoutSubview]

    /// The children.
    package init(_ subviews: [LayoutSubview]) { storage = subviews }

    /// The first index.
    public var startIndex: Int { storage.startIndex }
    /// One past the last index.
    public var endIndex: Int { storage.endIndex }
    /// The child at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }
}
