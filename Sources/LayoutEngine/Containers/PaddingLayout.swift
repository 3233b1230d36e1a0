import Foundation
import ViewKit

/// Padding, as a layout of one child.
///
/// 1. The child is offered the proposal less the insets (never below zero; nil stays nil).
/// 2. The padded view is the child's size plus the insets.
/// 3. The child is placed at the inset corner, offered the bounds less the insets.
struct PaddingLayout: Layout {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let horizontal = insets.leading + insets.trailing
        let vertical = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                     height: proposal.height.map { max(0, $0 - vertical) })
        let childSize = child.sizeThatFits(inner)
        return CGSize(width: childSize.width + horizontal, height: childSize.height + vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let inner = innerRect(in: bounds)
        child.place(at: inner.origin, proposal: ProposedViewSize(width: inner.width, height: inner.height))
    }

    /// The rect left for the child inside `bounds`.
    func innerRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
               width: max(0, bounds.width - insets.leading - insets.trailing),
               height: max(0, bounds.height - insets.top - insets.bottom))
    }
}
