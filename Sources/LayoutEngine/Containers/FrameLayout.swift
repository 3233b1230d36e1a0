import Foundation
import ViewKit

/// `frame(width:height:)` and `frame(minWidth:…maxHeight:)`, as a layout of one child.
///
/// Fixed frame:
/// 1. An axis with a fixed length offers the child that length; the other passes the proposal on.
/// 2. The frame is the fixed length on fixed axes and the child's length on the others.
/// Flexible frame:
/// 1. On each axis the child is offered the proposal clamped to [min, max] (or the ideal length
///    when the proposal is nil and an ideal is set).
/// 2. The frame's length is the proposal (or the child's length when nil) clamped to
///    [min ?? child, max ?? child]: `maxWidth: .infinity` takes all the width offered. Asked for
///    its ideal size (a nil proposal), a frame with an ideal length takes it, within [min, max].
/// Both: the child is placed in the frame's bounds by `alignment`, offered what step 1 offered it.
struct FrameLayout: Layout {
    let spec: FrameSpec

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let childSize = child.sizeThatFits(childProposal(proposal))
        if spec.isFixed {
            return CGSize(width: spec.width ?? childSize.width, height: spec.height ?? childSize.height)
        }
        return CGSize(
            width: FrameLayout.flexibleLength(proposal.width, childSize.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: FrameLayout.flexibleLength(proposal.height, childSize.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let offer = childProposal(proposal)
        child.place(at: spec.alignment.origin(of: child.sizeThatFits(offer), in: bounds), proposal: offer)
    }

    /// A guide of your own that the child sets, where the frame places the child; nil for the
    /// built-in guides, which a frame does not pass on.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard guide.custom != nil, let child = subviews.first else { return nil }
        let offer = childProposal(proposal)
        guard let value = child.explicitValue(of: guide, in: offer) else { return nil }
        return spec.alignment.origin(of: child.sizeThatFits(offer), in: bounds).x - bounds.minX + value
    }

    /// As for horizontal guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard guide.custom != nil, let child = subviews.first else { return nil }
        let offer = childProposal(proposal)
        guard let value = child.explicitValue(of: guide, in: offer) else { return nil }
        return spec.alignment.origin(of: child.sizeThatFits(offer), in: bounds).y - bounds.minY + value
    }

    /// Step 1: what the child is offered when the frame is offered `proposal`.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if spec.isFixed {
            return ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
        }
        return ProposedViewSize(
            width: FrameLayout.flexibleProposal(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: FrameLayout.flexibleProposal(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    static func flexibleProposal(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        var value = proposed
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    static func flexibleLength(_ proposed: CGFloat?, _ child: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        if proposed == nil, let ideal {
            var value = ideal
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value.isFinite ? value : child
        }
        let lower = minimum ?? (maximum.map { min(child, $0) } ?? child)
        let upper = max(lower, maximum ?? max(child, lower))
        let wanted = proposed ?? ideal ?? child
        let value = min(max(wanted, lower), upper)
        // Offered unlimited space, a frame with no finite maximum is unlimited too, as in
        // SwiftUI: that is how a stack learns it is the most flexible of its children.
        return value.isNaN ? child : value
    }
}
