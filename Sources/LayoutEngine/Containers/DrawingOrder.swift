import Drawing
import Foundation
import ViewKit

/// Drawing order among a container's children (`zIndex(_:)`).
///
/// 1. A child's z-index is the value of the `zIndex` modifier on it, looking through modifiers
///    that wrap one view; a child without one is at 0.
/// 2. When any child of a container (a stack, a custom layout, the views of one background or
///    overlay) has a z-index, the children's items are drawn in ascending z-index order, and
///    children with equal values in the order they were written.
/// 3. Reading order, tap targets and layout do not change.
extension LayoutPass {
    /// The z-index set on `node`, if any: the outermost, looking through the modifiers that
    /// wrap one view.
    static func zIndex(_ node: ResolvedNode) -> Double? {
        var current: ResolvedNode? = node
        while let view = current {
            if case .effect(.zIndex(let value), _) = view { return value }
            current = view.wrappedView
        }
        return nil
    }

    /// Places `group`'s members in `rects`, as `placeMember` does for one (each given the proposal
    /// the layout placed it with), drawing them in z-index order when any has one.
    func placeMembers(_ group: LayoutGroup, in rects: [CGRect], into output: inout LayoutOutput,
                      _ placeMember: (LayoutNode, CGRect, inout LayoutOutput) -> Void) {
        guard group.anyMemberHasZIndex else {
            for index in 0..<group.count { placeMember(group.memberForPlacing(index), rects[index], &output) }
            return
        }
        let orders = (0..<group.count).map { LayoutPass.zIndex(group.member($0).resolved) }
        let before = output.items
        var segments: [(order: Double, position: Int, items: [DisplayItem])] = []
        for index in 0..<group.count {
            output.items = []
            placeMember(group.memberForPlacing(index), rects[index], &output)
            segments.append((orders[index] ?? 0, index, output.items))
        }
        segments.sort { ($0.order, $0.position) < ($1.order, $1.position) }
        output.items = before
        for segment in segments { output.items += segment.items }
    }
}
