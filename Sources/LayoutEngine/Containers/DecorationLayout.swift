import Drawing
import Foundation
import ViewKit

/// Backgrounds, overlays and clips.
///
/// 1. The decorated view chooses its size; backgrounds and overlays never change it.
/// 2. The background or overlay views are laid out as a `ZStackLayout` with the modifier's
///    alignment in exactly that frame: each offered the frame's size and aligned in it.
/// 3. Backgrounds and overlays are decorative for accessibility: they add no elements.
/// 4. A clip draws the child's items inside the shape fitted to the child's frame.
extension LayoutPass {
    func placeDecorations(of node: LayoutNode, in frame: CGRect, mode: AccessibilityMode, into output: inout LayoutOutput) {
        guard let layout = LayoutNode.decorationLayout(of: node.resolved) else { return }
        let group = node.decorationGroup ?? LayoutGroup(layout: layout, nodes: node.children, from: 1, pass: self, rightToLeft: node.isRightToLeft)
        node.decorationGroup = group
        let offer = ProposedSize(width: frame.width, height: frame.height)
        let rects = memberRects(group, layout, in: frame, proposal: offer)
        placeMembers(group, in: rects, into: &output) { member, rect, output in
            place(member, in: rect, mode: mode, into: &output)
        }
    }

    /// Whether a background's views ask to be placed after the view they are behind
    /// (`backgroundPreferenceValue`, whose views read anchors set inside it).
    static func isPlacedAfterContent(_ decorations: [ResolvedNode]) -> Bool {
        if case .effect(.placedAfterContent, _)? = decorations.first { return true }
        return false
    }

    /// A background placed after its view, so that the anchors inside the view hold their frames
    /// when the background reads them, and drawn behind it: the view's items are moved after the
    /// background's. Its accessibility elements and tap targets stay in the order they were placed
    /// (the view's first).
    func placeBackgroundAfterContent(_ node: LayoutNode, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                                     mode: AccessibilityMode, into output: inout LayoutOutput) {
        let start = output.items.count
        place(child, in: frame, axis: axis, mode: mode, into: &output)
        let content = Array(output.items[start...])
        output.items.removeSubrange(start...)
        placeDecorations(of: node, in: frame, mode: mode, into: &output)
        output.items += content
    }

    func placeClip(_ shape: ResolvedShape, _ child: LayoutNode, in frame: CGRect, axis: StackAxis,
                   mode: AccessibilityMode, into output: inout LayoutOutput) {
        var inner = output
        inner.items = []
        place(child, in: frame, axis: axis, mode: mode, into: &inner)
        let clipped = inner.items
        inner.items = output.items
        output = inner
        output.items.append(.clipped(LayoutPass.roundedRect(shape, in: frame), clipped))
    }
}
