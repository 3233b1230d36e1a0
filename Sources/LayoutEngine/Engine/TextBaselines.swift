import Drawing
import Foundation
import ViewKit

/// First text baselines, for `HStack(alignment: .firstTextBaseline)` and `ViewDimensions`.
///
/// 1. A text's first baseline is its measurement's, at the width its frame gives it.
/// 2. A layout's (stacks, frames, padding, custom layouts) is the one its `explicitAlignment`
///    gives, or else that of its first child, in order, that has text, where the layout places
///    that child; backgrounds, overlays, clips, buttons and the other wrappers look through to
///    their content.
/// 3. A view with no text (an image, a shape, a spacer, a list) has none: its bottom edge
///    stands in, as in SwiftUI.
/// Each view's answer is remembered per size for the pass.
extension LayoutPass {
    /// The first baseline of `node` placed in `frame`, as a distance below `frame.minY`.
    func firstBaseline(_ node: LayoutNode, in frame: CGRect) -> CGFloat {
        firstTextBaseline(node, size: frame.size) ?? frame.height
    }

    /// The first text baseline inside `node` when it is `size`, below its top; nil with no text.
    func firstTextBaseline(_ node: LayoutNode, size: CGSize) -> CGFloat? {
        guard node.hasText else { return nil }
        if let known = node.cachedBaseline(size) { return known }
        let found = computeBaseline(node, size: size)
        node.baselines.append((size, found))
        return found
    }

    private func computeBaseline(_ node: LayoutNode, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if let layout = node.layout {
            let group = group(of: node, layout)
            if let explicit = layout.explicitAlignment(
                of: VerticalAlignment.firstTextBaseline, in: bounds, proposal: ProposedViewSize(width: size.width, height: size.height),
                subviews: group.subviews, cache: &group.cache) {
                return explicit
            }
            for (child, rect) in zip(node.children, childRects(node, in: bounds)) where child.hasText {
                if let baseline = firstTextBaseline(child, size: rect.size) { return rect.minY + baseline }
            }
            return nil
        }
        switch node.resolved {
        case .text(let text):
            return measure(textSpec(text), width: size.width).firstBaseline
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea, .fixedSize:
            return firstTextBaseline(node.children[0], size: size)
        default:
            return nil
        }
    }
}
