import Drawing
import Foundation
import ViewKit

/// First text baselines, for `HStack(alignment: .firstTextBaseline)` and `ViewDimensions`.
///
/// 1. A text's first baseline is its measurement's, at the width it chose.
/// 2. A layout's (stacks, frames, padding, custom layouts) is the one its `explicitAlignment`
///    gives, or else that of its first child, in order, that has text, where the layout places
///    that child; backgrounds, overlays, clips, buttons and the other wrappers look through to
///    their content.
/// 3. A view with no text (an image, a shape, a spacer, a list) has none: its bottom edge
///    stands in, as in SwiftUI.
/// Each view's answer is remembered per size question for the pass.
extension LayoutPass {
    /// The first text baseline inside `node` at its size for `proposal`, below its top; nil with no text.
    func firstTextBaseline(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        guard node.hasText || node.hasExplicitGuides else { return nil }
        let query = node.query(proposal, axis: axis)
        if let known = node.cachedBaseline(query) { return known }
        let found = computeBaseline(node, proposal, axis: axis)
        node.baselines.append((query, found))
        return found
    }

    private func computeBaseline(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        let size = size(node, proposal, axis: axis)
        if let layout = node.layout {
            let group = group(of: node, layout)
            let bounds = CGRect(origin: .zero, size: size)
            if let explicit = layout.explicitAlignment(
                of: VerticalAlignment.firstTextBaseline, in: bounds, proposal: proposal.viewSize,
                subviews: group.subviews, cache: &group.cache) {
                return explicit
            }
            let rects = memberRects(group, layout, in: bounds, proposal: proposal)
            for (index, rect) in rects.enumerated() where group.member(index).hasText {
                let offer = group.placements[index].proposal ?? .unspecified
                if let baseline = firstTextBaseline(group.member(index), offer, axis: group.axis) { return rect.minY + baseline }
            }
            return nil
        }
        switch node.resolved {
        case .text(let text):
            return measuredText(node, text, width: size.width, height: size.height + 0.01).measurement.firstBaseline
        case .fixedSize(let horizontal, let vertical, _):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return firstTextBaseline(node.children[0], inner, axis: axis)
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea, .navigationRequest, .gridCell, .offset, .effect:
            return firstTextBaseline(node.children[0], proposal, axis: axis)
        case .firstThatFits(let axes, _):
            return node.children.isEmpty ? nil : firstTextBaseline(fittingChild(node, axes, proposal, axis: axis), proposal, axis: axis)
        default:
            return nil
        }
    }
}

/// Alignment guides a view sets itself (`alignmentGuide`), for `ViewDimensions`.
///
/// A layout's is the one its `explicitAlignment` gives (an `alignmentGuide`'s closure; padding
/// passes its content's on, moved by its insets); the other wrappers look through to their
/// content; any other view sets none.
extension LayoutPass {
    /// The guide `ask` finds in `node` at its size for `proposal`; nil when it sets none.
    func explicitGuide(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis,
                       _ ask: (AnyLayout, CGRect, ProposedViewSize, LayoutSubviews, inout AnyLayout.Cache) -> CGFloat?) -> CGFloat? {
        guard node.hasExplicitGuides else { return nil }
        if let layout = node.layout {
            let group = group(of: node, layout)
            let bounds = CGRect(origin: .zero, size: size(node, proposal, axis: axis))
            return ask(layout, bounds, proposal.viewSize, group.subviews, &group.cache)
        }
        switch node.resolved {
        case .fixedSize(let horizontal, let vertical, _):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return explicitGuide(node.children[0], inner, axis: axis, ask)
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea,
             .navigationRequest, .gridCell, .offset, .effect:
            return explicitGuide(node.children[0], proposal, axis: axis, ask)
        default:
            return nil
        }
    }
}
