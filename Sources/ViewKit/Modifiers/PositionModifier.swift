import Foundation

nonisolated extension View {
    /// Places the centre of this view at `x`, `y` in the space its parent offers, as SwiftUI's
    /// `position(x:y:)`. The view this returns takes all of the space offered (on an axis offered
    /// nothing, the view's own length) and offers it all to the view inside.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Places the centre of this view at `position` in the space its parent offers, as SwiftUI's
    /// `position(_:)`.
    public func position(_ position: CGPoint) -> some View {
        wrappingNodes { node, _ in .layout(AnyLayout(PositionLayout(position: position)), children: [node]) }
    }
}

/// The layout of `position(_:)`.
///
/// 1. Its size is the proposal on each axis where one is given; where none is, the child's
///    length under the same proposal.
/// 2. The child is offered that whole size and placed with its centre at `position`, measured
///    from the layout's top-leading corner (not mirrored right to left, as stacks are not).
nonisolated struct PositionLayout: Layout {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }
}
