import Foundation
import ViewKit

/// `ViewThatFits`.
///
/// 1. Each candidate in turn is asked for its ideal size along the constrained axes (the
///    proposal stays on the others).
/// 2. The first whose ideal length fits the proposal on every constrained axis is chosen (an
///    axis proposed nil or infinity fits anything); when none fits, the last is.
/// 3. The chosen candidate is sized and placed for the proposal; the others are not drawn.
extension LayoutPass {
    func fittingChild(_ node: LayoutNode, _ axes: Axis.Set, _ proposal: ProposedSize, axis: StackAxis) -> LayoutNode {
        let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        func fits(_ length: CGFloat, _ offered: CGFloat?) -> Bool {
            guard let offered, offered.isFinite else { return true }
            return length <= offered + 0.001
        }
        for candidate in node.children {
            let size = size(candidate, ideal, axis: axis)
            if (!axes.contains(.horizontal) || fits(size.width, proposal.width))
                && (!axes.contains(.vertical) || fits(size.height, proposal.height)) {
                return candidate
            }
        }
        return node.children[node.children.count - 1]
    }
}
