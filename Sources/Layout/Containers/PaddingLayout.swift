import Foundation
import ViewKit

/// Padding.
///
/// 1. The child is offered the proposal less the insets (never below zero; nil stays nil).
/// 2. The padded view is the child's size plus the insets.
/// 3. The child is placed inside the frame, inset.
extension LayoutEngine {
    func paddingSize(_ insets: EdgeInsets, _ child: ResolvedNode, _ proposal: ProposedSize) -> CGSize {
        let horizontal = insets.leading + insets.trailing
        let vertical = insets.top + insets.bottom
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                 height: proposal.height.map { max(0, $0 - vertical) })
        let childSize = size(child, inner)
        return CGSize(width: childSize.width + horizontal, height: childSize.height + vertical)
    }

    func placePadding(_ insets: EdgeInsets, _ child: ResolvedNode, in frame: CGRect, mode: AccessibilityMode,
                      into output: inout LayoutOutput) {
        place(child, in: paddingInnerRect(insets, in: frame), mode: mode, into: &output)
    }

    /// The rect left for the child inside `frame`.
    func paddingInnerRect(_ insets: EdgeInsets, in frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
               width: max(0, frame.width - insets.leading - insets.trailing),
               height: max(0, frame.height - insets.top - insets.bottom))
    }
}
