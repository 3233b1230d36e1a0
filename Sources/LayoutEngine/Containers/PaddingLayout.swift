import Foundation
import ViewKit

/// Padding, as a layout of one child.
///
/// 1. The child is offered the proposal less the insets (never below zero; nil stays nil).
/// 2. The padded view is the child's size plus the insets.
/// 3. The child is placed at the inset corner, offered what step 1 offered it.
struct PaddingLayout: Layout {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let childSize = child.sizeThatFits(innerProposal(proposal))
        return CGSize(width: childSize.width + insets.leading + insets.trailing,
                      height: childSize.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.place(at: innerRect(in: bounds).origin, proposal: innerProposal(proposal))
    }

    /// The content's explicit guide, moved by the leading inset.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard let child = subviews.first, child.hasExplicitGuides else { return nil }
        return child.dimensions(in: innerProposal(proposal))[explicit: guide].map { $0 + insets.leading }
    }

    /// The content's explicit guide, moved by the top inset (only for content that sets guides
    /// itself: a padded text's baseline is found as before, where the padding places it).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard let child = subviews.first, child.hasExplicitGuides else { return nil }
        return child.dimensions(in: innerProposal(proposal))[explicit: guide].map { $0 + insets.top }
    }

    /// Step 1.
    private func innerProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The rect left for the child inside `bounds`.
    func innerRect(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
               width: max(0, bounds.width - insets.leading - insets.trailing),
               height: max(0, bounds.height - insets.top - insets.bottom))
    }
}
