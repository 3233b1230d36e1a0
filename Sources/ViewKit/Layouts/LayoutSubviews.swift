import Foundation

/// The questions the layout engine answers about one child of a layout.
package protocol LayoutSubviewEngine: AnyObject {
    /// The size the child chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The child's first text baseline below its top at its size for `proposal`; nil with no text.
    func firstTextBaseline(_ proposal: ProposedViewSize) -> CGFloat?
    /// Records where the layout put the child: `anchor` of its size for `proposal` at `position`.
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
}

/// One child of a layout, as SwiftUI's `LayoutSubview`: ask it for its size under a proposal,
/// then place it. The layout engine answers both.
public struct LayoutSubview {
    private let engine: any LayoutSubviewEngine
    /// The child's layout priority (0 unless `layoutPriority` set one).
    public let priority: Double
    /// The spacing the child prefers around itself.
    public let spacing: ViewSpacing

    /// A child answered by `engine`.
    package init(engine: any LayoutSubviewEngine, priority: Double, spacing: ViewSpacing = ViewSpacing()) {
        self.engine = engine
        self.priority = priority
        self.spacing = spacing
    }

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.sizeThatFits(proposal)
    }

    /// The child's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = engine.sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height, firstTextBaseline: engine.firstTextBaseline(proposal))
    }

    /// Places the child so that its `anchor` sits at `position`, sized for `proposal`.
    /// A child left unplaced is centred in the layout's bounds at its ideal size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(at: position, anchor: anchor, proposal: proposal)
    }
}

/// The children of a layout, in the order they were written.
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
