import Foundation
import ViewKit

/// A ZStack.
///
/// 1. Every child is offered the stack's proposal.
/// 2. The stack is as large as its largest child on each axis.
/// 3. Children are painted in order, each aligned in the stack's frame by `alignment`.
extension LayoutEngine {
    func zstackSize(_ children: [ResolvedNode], _ proposal: ProposedSize) -> CGSize {
        children.reduce(CGSize.zero) { result, child in
            let childSize = size(child, proposal)
            return CGSize(width: max(result.width, childSize.width), height: max(result.height, childSize.height))
        }
    }

    func placeZStack(_ alignment: Alignment, _ children: [ResolvedNode], in frame: CGRect, mode: AccessibilityMode,
                     into output: inout LayoutOutput) {
        for child in children {
            placeAligned(child, alignment, in: frame, mode: mode, into: &output)
        }
    }
}
