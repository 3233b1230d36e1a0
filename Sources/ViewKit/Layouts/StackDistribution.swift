import Foundation

/// How a stack shares its length among its children, as SwiftUI's stacks do.
///
/// 1. The gap between neighbours is `spacing`, or the neighbours' preferred spacing (8 points)
///    when none is given.
/// 2. With no proposal along the axis, every child is asked for its ideal length there.
/// 3. Otherwise each child's flexibility is measured: its length when offered nothing along the
///    axis, and when offered unlimited space.
/// 4. Children are served by layout priority, highest first. A priority group may use what is
///    left after reserving the minimum lengths of the lower groups.
/// 5. Within a group the least flexible child goes first and is offered an equal share of what
///    the group has left; what it takes is subtracted before the next child is offered its share.
nonisolated struct StackDistribution {
    /// The proposal each child was given and the size it chose for it, in written order.
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    /// The gap after each child but the last, when they differ (no spacing given); empty when
    /// every gap is `uniformGap`.
    private var gaps: [CGFloat]
    /// The gap between any two neighbours, when a spacing was given.
    private let uniformGap: CGFloat?
    /// All the gaps together.
    let totalGap: CGFloat

    /// Asks each child as few questions as the rules need and keeps no more arrays than the
    /// answers: a stack is distributed again for each question it is asked and for placing, so a
    /// long page's stacks do this tens of thousands of times.
    init(axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = subviews.count
        uniformGap = spacing
        gaps = spacing == nil ? StackDistribution.gaps(axis: axis, subviews: subviews) : []
        // A given spacing is multiplied, not summed, so the total is the same number however many gaps.
        totalGap = spacing.map { $0 * CGFloat(max(0, count - 1)) } ?? gaps.reduce(0, +)
        let cross = proposal.length(across: axis)
        guard count > 0 else {
            proposals = []
            sizes = []
            return
        }
        guard let main = proposal.length(along: axis) else {
            let offer = ProposedViewSize.along(axis, nil, across: cross)
            proposals = Array(repeating: offer, count: count)
            sizes = Array(repeating: .zero, count: count)
            for index in StackDistribution.measuringOrder(count) { sizes[index] = subviews[index].sizeThatFits(offer) }
            return
        }
        // Each child's shortest length along the axis and how much longer it can grow.
        var measured = Array(repeating: (minimum: CGFloat(0), flexibility: CGFloat(0)), count: count)
        var priorities = Array(repeating: 0.0, count: count)
        for index in StackDistribution.measuringOrder(count) {
            let child = subviews[index]
            let smallest = child.sizeThatFits(.along(axis, 0, across: cross)).length(along: axis)
            let largest = child.sizeThatFits(.along(axis, .infinity, across: cross)).length(along: axis)
            measured[index] = (smallest, largest.isFinite ? largest - smallest : .infinity)
            priorities[index] = child.priority
        }
        let reach = measured
        proposals = Array(repeating: .unspecified, count: count)
        sizes = Array(repeating: .zero, count: count)
        var remaining = max(0, main - totalGap)
        let byFlexibility: (Int, Int) -> Bool = { (reach[$0].flexibility, $0) < (reach[$1].flexibility, $1) }
        let first = priorities[0]
        if priorities.allSatisfy({ $0 == first }) {
            // One priority, as almost every stack has: nothing is reserved for lower ones.
            serve(Array(0..<count).sorted(by: byFlexibility), available: remaining, &remaining, axis: axis, cross: cross, subviews)
            return
        }
        for priority in Set(priorities).sorted(by: >) {
            let members = (0..<count).filter { priorities[$0] == priority }.sorted(by: byFlexibility)
            let reservedForLower = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + reach[$1].minimum }
            serve(members, available: max(0, remaining - reservedForLower), &remaining, axis: axis, cross: cross, subviews)
        }
    }

    /// Offers each of `members`, in order, an equal share of what is `available` to them, taking
    /// what it chose from `available` and from `remaining` before the next is offered its share.
    private mutating func serve(_ members: [Int], available: CGFloat, _ remaining: inout CGFloat, axis: Axis,
                                cross: CGFloat?, _ subviews: LayoutSubviews) {
        var available = available
        var left = members.count
        for index in members {
            let share = available / CGFloat(left)
            let offer = ProposedViewSize.along(axis, share, across: cross)
            let chosen = subviews[index].sizeThatFits(offer)
            proposals[index] = offer
            sizes[index] = chosen
            available = max(0, available - chosen.length(along: axis))
            remaining = max(0, remaining - chosen.length(along: axis))
            left -= 1
        }
    }

    /// The order the children are first measured in: last to first. A child's size depends only
    /// on its proposal, so the order changes no answer, only what is still in the processor's
    /// cache when it is needed. The views of a page are made first to last and placed first to
    /// last; measured last to first, the first child measured is the one made last, and the
    /// last measured is the first placed, each still in the cache, where a long stack's views
    /// (more than the cache holds) measured first to last were each read again from memory,
    /// at both turns.
    static func measuringOrder(_ count: Int) -> ReversedCollection<Range<Int>> {
        (0..<count).reversed()
    }

    /// The gap after child `index` (none after the last).
    func gap(after index: Int) -> CGFloat {
        guard index < sizes.count - 1 else { return 0 }
        return uniformGap ?? gaps[index]
    }

    /// The children's lengths and the gaps along `axis`.
    func length(along axis: Axis) -> CGFloat {
        sizes.reduce(0) { $0 + $1.length(along: axis) } + totalGap
    }

    private static func gaps(axis: Axis, subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }
}

nonisolated extension ProposedViewSize {
    /// The proposal along `axis`.
    func length(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// The proposal across `axis`.
    func length(across axis: Axis) -> CGFloat? { axis == .horizontal ? height : width }

    /// A proposal made from a length along and a length across `axis`.
    static func along(_ axis: Axis, _ main: CGFloat?, across cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

nonisolated extension CGSize {
    /// The length along `axis`.
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// The length across `axis`.
    func length(across axis: Axis) -> CGFloat { axis == .horizontal ? height : width }
}
