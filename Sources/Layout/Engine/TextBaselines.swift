import Drawing
import Foundation
import ViewKit

/// First text baselines, for `HStack(alignment: .firstTextBaseline)`.
///
/// 1. A text's first baseline is its measurement's, at the width its frame gives it.
/// 2. A container's is that of its first child, in order, that has text, at the place the
///    container gives that child: padding, frames, stacks and z-stacks by their own placement;
///    backgrounds, overlays, clips, buttons and the other wrappers look through to their content.
/// 3. A view with no text (an image, a shape, a spacer, a list, a custom layout) has its bottom
///    edge as its baseline, as in SwiftUI.
extension LayoutEngine {
    /// The first baseline of `node` placed in `frame`, as a distance below `frame.minY`.
    func firstBaseline(_ node: ResolvedNode, in frame: CGRect) -> CGFloat {
        (textBaselineY(node, in: frame) ?? frame.maxY) - frame.minY
    }

    /// The y of the first text baseline inside `node` placed in `frame`; nil when it has no text.
    private func textBaselineY(_ node: ResolvedNode, in frame: CGRect) -> CGFloat? {
        switch node {
        case .text(let text):
            return frame.minY + measure(textSpec(text), width: frame.width).firstBaseline
        case .stack(let axis, let alignment, let spacing, let children):
            let stack = StackLayout(axis: axis.stackAxis, alignment: alignment, spacing: spacing, children: children)
            return firstTextBaselineY(children, in: stackChildRects(stack, in: frame))
        case .zstack(let alignment, let children):
            let proposal = ProposedSize(width: frame.width, height: frame.height)
            return firstTextBaselineY(children, in: children.map { align(size($0, proposal), alignment, in: frame) })
        case .padding(let insets, let child):
            return textBaselineY(child, in: paddingInnerRect(insets, in: frame))
        case .frame(let spec, let child):
            return textBaselineY(child, in: frameChildRect(spec, child, in: frame))
        case .background(let child, _, _), .overlay(let child, _, _), .clip(_, let child),
             .accessibility(_, let child), .button(let child, _), .annotation(_, _, let child),
             .layoutPriority(_, let child), .listRow(_, _, _, let child), .tapArea(let child), .fixedSize(_, _, let child):
            return textBaselineY(child, in: frame)
        case .image, .shape, .spacer, .divider, .list, .customLayout:
            return nil
        }
    }

    private func firstTextBaselineY(_ children: [ResolvedNode], in rects: [CGRect]) -> CGFloat? {
        for (child, rect) in zip(children, rects) {
            if let y = textBaselineY(child, in: rect) { return y }
        }
        return nil
    }
}
