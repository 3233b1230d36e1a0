import Foundation
import ViewKit

/// Containers placed by a `Layout`: the stacks (`HStackLayout`, `VStackLayout`, `ZStackLayout`),
/// frames and padding (`FrameLayout`, `PaddingLayout`), and the user's own layouts, all alike.
///
/// 1. The layout is handed its children as `LayoutSubviews`; asking one for its size runs the
///    pass's sizing on that child, with the layout's stack orientation as the child's axis.
///    Its cache is made once per pass and shared by every call.
/// 2. The container's size is what the layout's `sizeThatFits` returns (NaN and negative
///    lengths become 0).
/// 3. When placed, the layout's `placeSubviews` is given the container's bounds and the proposal
///    its parent placed it with (the one that gave it that size), and records a rect for each child it places: the child's size for the
///    proposal it was given, positioned so that its anchor is at the point. The child is then
///    placed with that proposal, so placing asks nothing that sizing did not already answer.
/// 4. Children are then placed in the order they were written (so reading order does not depend
///    on the layout); a child the layout did not place is centred at its ideal size.
/// 5. Where the layout direction is right to left, the layout places its children as it would
///    left to right, and each child's rect is then mirrored within the container's bounds, as
///    SwiftUI flips a container's coordinates: stacks run from the right, leading alignment and
///    leading padding are on the right, and your own layouts are mirrored too (they can read
///    `subviews.layoutDirection`). What a leaf draws inside its rect is not mirrored.
extension LayoutPass {
    /// The layout's children and cache for `node`, made at first use.
    func group(of node: LayoutNode, _ layout: AnyLayout) -> LayoutGroup {
        if let group = node.group { return group }
        let group = LayoutGroup(layout: layout, nodes: node.children, pass: self, rightToLeft: node.isRightToLeft)
        node.group = group
        return group
    }

    func layoutSize(_ node: LayoutNode, _ layout: AnyLayout, _ proposal: ProposedSize) -> CGSize {
        let group = group(of: node, layout)
        let chosen = layout.sizeThatFits(proposal: proposal.viewSize, subviews: group.subviews, cache: &group.cache)
        return CGSize(width: LayoutPass.cleanLength(chosen.width), height: LayoutPass.cleanLength(chosen.height))
    }

    /// Where the layout puts each of `group`'s members inside `frame`, given `proposal` (step 3
    /// and 4's fallback); each member's proposal is left in the group's placements. Right to
    /// left (step 5), each rect is mirrored within `frame`.
    func memberRects(_ group: LayoutGroup, _ layout: AnyLayout, in frame: CGRect, proposal: ProposedSize) -> [CGRect] {
        group.placements = Array(repeating: LayoutGroup.Placement(), count: group.count)
        layout.placeSubviews(in: frame, proposal: proposal.viewSize, subviews: group.subviews, cache: &group.cache)
        let rects = (0..<group.count).map { index in
            if let placed = group.placements[index].frame { return placed }
            group.placements[index].proposal = .unspecified
            return align(size(group.member(index), .unspecified, axis: group.axis), .center, in: frame)
        }
        guard group.isRightToLeft else { return rects }
        return rects.map { LayoutPass.mirrored($0, in: frame) }
    }

    /// `rect` reflected across the vertical line through the middle of `frame`.
    static func mirrored(_ rect: CGRect, in frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Where `node`'s layout, given `proposal`, puts each of its children inside `frame`.
    func childRects(_ node: LayoutNode, in frame: CGRect, proposal: ProposedSize) -> [CGRect] {
        guard let layout = node.layout else { return node.children.map { _ in frame } }
        return memberRects(group(of: node, layout), layout, in: frame, proposal: proposal)
    }

    /// Step 4.
    func placeLaidOut(_ node: LayoutNode, in frame: CGRect, proposal: ProposedSize, mode: AccessibilityMode,
                      into output: inout LayoutOutput) {
        guard let layout = node.layout else { return }
        let group = group(of: node, layout)
        let rects = memberRects(group, layout, in: frame, proposal: proposal)
        placeMembers(group, in: rects, into: &output) { member, rect, output in
            place(member, in: rect, axis: group.axis, mode: mode, into: &output)
        }
    }

    static func cleanLength(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : max(0, value)
    }
}
