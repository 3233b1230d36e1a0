import Foundation
import ViewKit

/// A layout's children for one pass, as its `LayoutSubviews` reach them: sizes through the
/// pass's memory, placements recorded; and the layout's cache.
///
/// One object answers for all the members by index, and remembers where each was placed in one
/// array, so a group costs two heap blocks however many members it has (it used to cost an
/// object a member, an array of them and an array of `LayoutSubview`s as well).
final class LayoutGroup: LayoutSubviewEngine {
    /// Where the layout put a member in its latest placement, and the proposal it gave it.
    struct Placement {
        var frame: CGRect?
        var proposal: ProposedSize?
    }

    unowned let pass: LayoutPass
    /// The nodes the members are the last `count` of (a layout's children; a decoration's
    /// children after the decorated view).
    private let nodes: [LayoutNode]
    private let first: Int
    /// How many members.
    let count: Int
    /// The axis spacers and dividers in the members follow: the layout's stack orientation.
    let axis: StackAxis
    /// Each member's latest placement, by index: made by `memberRects` each time the layout
    /// places its members, and empty until then. Made when the group was made, a long page's
    /// placements were all held while the whole page was measured, more than the processor's
    /// caches hold; made when placed, they are used while fresh and let go with the group.
    var placements: [Placement] = []
    /// The layout's cache, made with the group.
    var cache: AnyLayout.Cache!
    /// Whether no member has a layout priority other than 0, found while the members were just
    /// made: a stack of a long page's rows then learns their priorities without reading a row
    /// again, long after it was built, when it shares out its length.
    private let prioritiesAreAllZero: Bool
    /// Whether any member has a `zIndex`, found when the members were just made (as
    /// `prioritiesAreAllZero` is): members without are drawn in written order without looking
    /// at each again (`placeMembers`).
    let anyMemberHasZIndex: Bool
    /// Whether any member may set an alignment guide itself, found as `anyMemberHasZIndex` is.
    let anyHasExplicitGuides: Bool
    /// Whether the layout stands where the direction is right to left: its members' rects are
    /// then mirrored within its bounds (`LayoutPass.memberRects`).
    let isRightToLeft: Bool

    /// The members of `layout`: the nodes of `nodes` from `first` on.
    init(layout: AnyLayout, nodes: [LayoutNode], from first: Int = 0, pass: LayoutPass, rightToLeft: Bool) {
        self.pass = pass
        isRightToLeft = rightToLeft
        self.nodes = nodes
        self.first = first
        count = nodes.count - first
        axis = layout.stackOrientation == .horizontal ? .horizontal : .vertical
        prioritiesAreAllZero = nodes[first...].allSatisfy { $0.priority == 0 }
        anyMemberHasZIndex = nodes[first...].contains { LayoutPass.zIndex($0.resolved) != nil }
        anyHasExplicitGuides = nodes[first...].contains { $0.hasExplicitGuides }
        cache = layout.makeCache(subviews: subviews)
    }

    /// The members as the layout sees them.
    var subviews: LayoutSubviews { LayoutSubviews(engine: self, count: count) }

    /// Member `index`'s node.
    func member(_ index: Int) -> LayoutNode { nodes[first + index] }

    /// Member `index`, given the proposal the layout placed it with, to be placed now. Handed
    /// out one at a time as each is placed, not in a sweep over all of them first: a long
    /// stack's rows are then each read once, when placed.
    func memberForPlacing(_ index: Int) -> LayoutNode {
        let node = member(index)
        node.placementProposal = placements[index].proposal
        return node
    }

    func sizeThatFits(_ proposal: ProposedViewSize, at index: Int) -> CGSize {
        pass.size(member(index), ProposedSize(proposal), axis: axis)
    }

    func firstTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        pass.firstTextBaseline(member(index), ProposedSize(proposal), axis: axis)
    }

    var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }

    func layoutValue(_ key: ObjectIdentifier, at index: Int) -> Any? {
        member(index).resolved.layoutValue(key)
    }

    func containerValues(at index: Int) -> ContainerValues {
        member(index).resolved.containerValues
    }

    func lastTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        pass.textBaseline(.last, member(index), ProposedSize(proposal), axis: axis)
    }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let offer = ProposedSize(proposal)
        let chosen = pass.size(member(index), offer, axis: axis)
        // Only a layout placing its members is heard (`memberRects` makes the placements).
        guard placements.indices.contains(index) else { return }
        placements[index] = Placement(
            frame: CGRect(x: position.x - anchor.x * chosen.width, y: position.y - anchor.y * chosen.height,
                          width: chosen.width, height: chosen.height),
            proposal: offer)
    }

    func priority(at index: Int) -> Double {
        prioritiesAreAllZero ? 0 : member(index).priority
    }

    func hasExplicitGuides(at index: Int) -> Bool {
        member(index).hasExplicitGuides
    }

    func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        pass.explicitGuide(member(index), ProposedSize(proposal), axis: axis, guide)
    }

    func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        pass.explicitGuide(member(index), ProposedSize(proposal), axis: axis, guide)
    }
}
