import Drawing
import Foundation
import ViewKit

/// Backgrounds, overlays and clips.
///
/// 1. The decorated view chooses its size; backgrounds and overlays never change it.
/// 2. Each background or overlay child is offered exactly that size and aligned in it.
/// 3. Backgrounds and overlays are decorative for accessibility: they add no elements.
/// 4. A clip draws the child's items inside the shape fitted to the child's frame.
extension LayoutEngine {
    func placeDecorations(_ nodes: [ResolvedNode], alignment: Alignment, in frame: CGRect, into output: inout LayoutOutput) {
        for node in nodes {
            placeAligned(node, alignment, in: frame, mode: .hidden, into: &output)
        }
    }

    func placeClip(_ shape: ResolvedShape, _ child: ResolvedNode, in frame: CGRect, axis: StackAxis,
                   mode: AccessibilityMode, into output: inout LayoutOutput) {
        var inner = output
        inner.items = []
        place(child, in: frame, axis: axis, mode: mode, into: &inner)
        let clipped = inner.items
        inner.items = output.items
        output = inner
        output.items.append(.clipped(LayoutEngine.roundedRect(shape, in: frame), clipped))
    }
}
