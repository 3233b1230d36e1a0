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
struct StackDistribution {
    /// The proposal each child was given and the size it chose for it, in written order.
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    /// The gap after each child but the last.
    var gaps: [CGFloat]
    /// All the gaps together.
    let totalGap: CGFloat

    init(axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = subviews.count
        proposals = []
        sizes = []
        gaps = StackDistribution.gaps(axis: axis, spacing: spacing, subviews: subviews)
        // A given spacing is multiplied, not summed, so the total is the same number however many gaps.
        totalGap = spacing.map { $0 * CGFloat(max(0, count - 1)) } ?? gaps.reduce(0, +)
        guard count > 0 else { return }
        let cross = proposal.length(across: axis)
        guard let main = proposal.length(along: axis) else {
            proposals = Array(repeating: .along(axis, nil, across: cross), count: count)
            sizes = subviews.map { $0.sizeThatFits(.along(axis, nil, across: cross)) }
            return
        }
        var minimums: [CGFloat] = []
        var flexibility: [CGFloat] = []
        for child in subviews {
            let smallest = child.sizeThatFits(.along(axis, 0, across: cross)).length(along: axis)
            let largest = child.sizeThatFits(.along(axis, .infinity, across: cross)).length(along: axis)
            minimums.append(smallest)
            flexibility.append(largest.isFinite ? largest - smallest : .infinity)
        }
        let priorities = subviews.map(\.priority)
        proposals = Array(repeating: .unspecified, count: count)
        sizes = Array(repeating: .zero, count: count)
        var remaining = max(0, main - totalGap)
        for priority in Set(priorities).sorted(by: >) {
            let members = (0..<count).filter { priorities[$0] == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reservedForLower = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reservedForLower)
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
    }

    /// The children's lengths and the gaps along `axis`.
    func length(along axis: Axis) -> CGFloat {
        sizes.reduce(0) { $0 + $1.length(along: axis) } + totalGap
    }

    private static func gaps(axis: Axis, spacing: CGFloat?, subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    func length(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// The proposal across `axis`.
    func length(across axis: Axis) -> CGFloat? { axis == .horizontal ? height : width }

    /// A proposal made from a length along and a length across `axis`.
    static func along(_ axis: Axis, _ main: CGFloat?, across cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension CGSize {
    /// The length along `axis`.
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// The length across `axis`.
    func length(across axis: Axis) -> CGFloat { axis == .horizontal ? height : width }
}
