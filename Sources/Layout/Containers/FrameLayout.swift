import Foundation
import ViewKit

/// `frame(width:height:)` and `frame(minWidth:…maxHeight:)`.
///
/// Fixed frame:
/// 1. An axis with a fixed length offers the child that length; the other passes the proposal on.
/// 2. The frame is the fixed length on fixed axes and the child's length on the others.
/// Flexible frame:
/// 1. On each axis the child is offered the proposal clamped to [min, max] (or the ideal length
///    when the proposal is nil and an ideal is set).
/// 2. The frame's length is the proposal (or ideal, or the child's length when nil) clamped to
///    [min ?? child, max ?? child]: `maxWidth: .infinity` takes all the width offered.
/// Both: the child is placed in the frame by `alignment`.
extension LayoutEngine {
    func frameSize(_ spec: FrameSpec, _ child: ResolvedNode, _ proposal: ProposedSize) -> CGSize {
        if spec.isFixed {
            let childSize = size(child, ProposedSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height))
            return CGSize(width: spec.width ?? childSize.width, height: spec.height ?? childSize.height)
        }
        let childProposal = ProposedSize(
            width: LayoutEngine.flexibleProposal(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: LayoutEngine.flexibleProposal(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
        let childSize = size(child, childProposal)
        return CGSize(
            width: LayoutEngine.flexibleLength(proposal.width, childSize.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: LayoutEngine.flexibleLength(proposal.height, childSize.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    func placeFrame(_ spec: FrameSpec, _ child: ResolvedNode, in frame: CGRect, mode: AccessibilityMode,
                    into output: inout LayoutOutput) {
        place(child, in: frameChildRect(spec, child, in: frame), mode: mode, into: &output)
    }

    /// Where the frame puts its child inside `frame`.
    func frameChildRect(_ spec: FrameSpec, _ child: ResolvedNode, in frame: CGRect) -> CGRect {
        let childProposal: ProposedSize
        if spec.isFixed {
            childProposal = ProposedSize(width: spec.width ?? frame.width, height: spec.height ?? frame.height)
        } else {
            childProposal = ProposedSize(
                width: LayoutEngine.flexibleProposal(frame.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                height: LayoutEngine.flexibleProposal(frame.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
        }
        return align(size(child, childProposal), spec.alignment, in: frame)
    }

    static func flexibleProposal(_ proposed: CGFloat?, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        var value = proposed
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }

    static func flexibleLength(_ proposed: CGFloat?, _ child: CGFloat, _ minimum: CGFloat?, _ ideal: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        let lower = minimum ?? (maximum.map { min(child, $0) } ?? child)
        let upper = max(lower, maximum ?? max(child, lower))
        let wanted = proposed ?? ideal ?? child
        let value = min(max(wanted, lower), upper)
        return value.isFinite ? value : child
    }
}
