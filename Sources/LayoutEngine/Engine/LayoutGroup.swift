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
    /// Each member's latest placement, by index.
    var placements: [Placement]
    /// The layout's cache, made with the group.
    var cache: AnyLayout.Cache!

    /// The members of `layout`: the nodes of `nodes` from `first` on.
    init(layout: AnyLayout, nodes: [LayoutNode], from first: Int = 0, pass: LayoutPass) {
        self.pass = pass
        self.nodes = nodes
        self.first = first
        count = nodes.count - first
        axis = layout.stackOrientation == .horizontal ? .horizontal : .vertical
        placements = Array(repeating: Placement(), count: count)
        cache = layout.makeCache(subviews: subviews)
    }

    /// The members as the layout sees them.
    var subviews: LayoutSubviews { LayoutSubviews(engine: self, count: count) }

    /// Member `index`'s node.
    func member(_ index: Int) -> LayoutNode { nodes[first + index] }

    /// Gives each member the proposal the layout placed it with, for placing it in turn.
    func handOutPlacementProposals() {
        for index in 0..<count { member(index).placementProposal = placements[index].proposal }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, at index: Int) -> CGSize {
        pass.size(member(index), ProposedSize(proposal), axis: axis)
    }

    func firstTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        pass.firstTextBaseline(member(index), ProposedSize(proposal), axis: axis)
    }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let offer = ProposedSize(proposal)
        let chosen = pass.size(member(index), offer, axis: axis)
        placements[index] = Placement(
            frame: CGRect(x: position.x - anchor.x * chosen.width, y: position.y - anchor.y * chosen.height,
                          width: chosen.width, height: chosen.height),
            proposal: offer)
    }

    func priority(at index: Int) -> Double {
        member(index).priority
    }
}
