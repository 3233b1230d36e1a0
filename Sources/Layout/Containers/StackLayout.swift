import Drawing
import Foundation
import ViewKit

/// A VStack or HStack.
///
/// Algorithm, as SwiftUI's stacks share space:
/// 1. The gap between neighbours is `spacing`, or 8 points when none is given.
/// 2. With no proposal along the axis, every child is asked for its ideal size; the stack is
///    their sum plus the gaps along the axis, and the largest child across it.
/// 3. Otherwise each child's flexibility is measured: its size when offered nothing along the
///    axis, and when offered unlimited space.
/// 4. Children are served by layout priority, highest first. A priority group may use what is
///    left after reserving the minimum sizes of the lower groups.
/// 5. Within a group the least flexible child goes first and is offered an equal share of what
///    the group has left; what it takes is subtracted before the next child is offered its share.
/// 6. The stack is as long as its children plus gaps, and as thick as its thickest child.
/// 7. Children are placed one after another along the axis, and aligned across it by `alignment`.
///    An HStack aligned on `.firstTextBaseline` lines its children's first text baselines up
///    (see `TextBaselines`), and is as tall as they then reach from its top to its lowest bottom.
struct StackLayout {
    let axis: StackAxis
    let alignment: Alignment
    let spacing: CGFloat?
    let children: [ResolvedNode]

    /// The default gap between stack children.
    static let defaultSpacing: CGFloat = 8

    var gap: CGFloat { spacing ?? StackLayout.defaultSpacing }
}

extension LayoutEngine {
    /// Step 2–5: each child's size under `proposal`.
    func stackChildSizes(_ stack: StackLayout, _ proposal: ProposedSize) -> [CGSize] {
        let axis = stack.axis
        let cross = proposal.value(across: axis)
        let count = stack.children.count
        guard count > 0 else { return [] }
        guard let main = proposal.value(along: axis) else {
            return stack.children.map { size($0, .along(axis, nil, across: cross), axis: axis) }
        }
        let gaps = stack.gap * CGFloat(count - 1)
        var minimums: [CGFloat] = []
        var flexibility: [CGFloat] = []
        for child in stack.children {
            let smallest = size(child, .along(axis, 0, across: cross), axis: axis).value(along: axis)
            let largest = size(child, .along(axis, .infinity, across: cross), axis: axis).value(along: axis)
            minimums.append(smallest)
            flexibility.append(largest.isFinite ? largest - smallest : .infinity)
        }
        let priorities = stack.children.map(LayoutEngine.priority)
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = max(0, main - gaps)
        for priority in Set(priorities).sorted(by: >) {
            let members = (0..<count).filter { priorities[$0] == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reservedForLower = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reservedForLower)
            var left = members.count
            for index in members {
                let share = available / CGFloat(left)
                let chosen = size(stack.children[index], .along(axis, share, across: cross), axis: axis)
                sizes[index] = chosen
                available = max(0, available - chosen.value(along: axis))
                remaining = max(0, remaining - chosen.value(along: axis))
                left -= 1
            }
        }
        return sizes
    }

    /// Step 6.
    func stackSize(_ stack: StackLayout, _ proposal: ProposedSize) -> CGSize {
        let sizes = stackChildSizes(stack, proposal)
        guard !sizes.isEmpty else { return .zero }
        let main = sizes.reduce(0) { $0 + $1.value(along: stack.axis) } + stack.gap * CGFloat(sizes.count - 1)
        if let drops = baselineDrops(stack, sizes) {
            return .along(stack.axis, main, across: zip(drops, sizes).map { $0 + $1.height }.max() ?? 0)
        }
        let cross = sizes.map { $0.value(across: stack.axis) }.max() ?? 0
        return .along(stack.axis, main, across: cross)
    }

    /// Step 7.
    func placeStack(_ stack: StackLayout, in frame: CGRect, mode: AccessibilityMode, into output: inout LayoutOutput) {
        for (child, rect) in zip(stack.children, stackChildRects(stack, in: frame)) {
            place(child, in: rect, axis: stack.axis, mode: mode, into: &output)
        }
    }

    /// Where step 7 puts each child inside `frame`.
    func stackChildRects(_ stack: StackLayout, in frame: CGRect) -> [CGRect] {
        let sizes = stackChildSizes(stack, ProposedSize(width: frame.width, height: frame.height))
        let drops = baselineDrops(stack, sizes)
        var cursor = stack.axis == .horizontal ? frame.minX : frame.minY
        return sizes.indices.map { index in
            let childSize = sizes[index]
            let rect: CGRect
            if stack.axis == .horizontal {
                let slot = CGRect(x: cursor, y: frame.minY, width: childSize.width, height: frame.height)
                if let drops {
                    rect = CGRect(origin: CGPoint(x: slot.minX, y: slot.minY + drops[index]), size: childSize)
                } else {
                    rect = align(childSize, Alignment(horizontal: .leading, vertical: stack.alignment.vertical), in: slot)
                }
                cursor += childSize.width + stack.gap
            } else {
                let slot = CGRect(x: frame.minX, y: cursor, width: frame.width, height: childSize.height)
                rect = align(childSize, Alignment(horizontal: stack.alignment.horizontal, vertical: .top), in: slot)
                cursor += childSize.height + stack.gap
            }
            return rect
        }
    }

    /// For an HStack aligned on `.firstTextBaseline`: how far below the stack's top each child
    /// starts so that all first baselines meet (the deepest baseline sets the line); nil otherwise.
    private func baselineDrops(_ stack: StackLayout, _ sizes: [CGSize]) -> [CGFloat]? {
        guard stack.axis == .horizontal, stack.alignment.vertical == .firstTextBaseline, !sizes.isEmpty else { return nil }
        let baselines = zip(stack.children, sizes).map { firstBaseline($0, in: CGRect(origin: .zero, size: $1)) }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }

    /// A child's layout priority (0 unless set), looking through wrappers that do not change layout.
    static func priority(_ node: ResolvedNode) -> Double {
        switch node {
        case .layoutPriority(let value, _): return value
        case .accessibility(_, let child), .annotation(_, _, let child), .listRow(_, _, _, let child):
            return priority(child)
        default: return 0
        }
    }
}
