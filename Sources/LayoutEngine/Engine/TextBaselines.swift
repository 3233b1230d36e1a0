import Drawing
import Foundation
import ViewKit

/// Which line's baseline: the first or the last.
enum BaselineLine {
    case first, last

    /// The guide of this line's baseline.
    var guide: VerticalAlignment { self == .first ? .firstTextBaseline : .lastTextBaseline }
}

/// A question about where a guide falls in a view, remembered per view and size question
/// (`LayoutNode.guideAnswers`): a text baseline, or a guide the view sets itself.
enum GuideQuestion: Equatable {
    case baseline(BaselineLine)
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// Text baselines, for `HStack(alignment: .firstTextBaseline)` (`.lastTextBaseline`) and
/// `ViewDimensions`.
///
/// 1. A text's first (last) baseline is its measurement's, at the width it chose.
/// 2. A layout's (stacks, frames, padding, custom layouts) is the one its `explicitAlignment`
///    gives, or else that of its first (last) child, in order, that has text, where the layout
///    places that child; backgrounds, overlays, clips, buttons and the other wrappers look
///    through to their content.
/// 3. A view with no text (an image, a shape, a spacer, a list) has none: its bottom edge
///    stands in, as in SwiftUI.
/// Each view's answer is remembered per size question for the pass.
extension LayoutPass {
    /// The first text baseline inside `node` at its size for `proposal`, below its top; nil with no text.
    func firstTextBaseline(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        textBaseline(.first, node, proposal, axis: axis)
    }

    /// The first or last text baseline inside `node` at its size for `proposal`, below its top;
    /// nil with no text.
    func textBaseline(_ line: BaselineLine, _ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        guard node.hasText || node.hasExplicitGuides else { return nil }
        let query = node.query(proposal, axis: axis)
        if let known = node.cachedAnswer(query, .baseline(line)) { return known }
        let found = computeBaseline(line, node, proposal, axis: axis)
        node.guideAnswers.append((query, .baseline(line), found))
        return found
    }

    private func computeBaseline(_ line: BaselineLine, _ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        let size = size(node, proposal, axis: axis)
        if let layout = node.layout {
            let group = group(of: node, layout)
            let bounds = CGRect(origin: .zero, size: size)
            if let explicit = layout.explicitAlignment(
                of: line.guide, in: bounds, proposal: proposal.viewSize,
                subviews: group.subviews, cache: &group.cache) {
                return explicit
            }
            let rects = memberRects(group, layout, in: bounds, proposal: proposal)
            func member(_ index: Int) -> CGFloat? {
                guard group.member(index).hasText else { return nil }
                let offer = group.placements[index].proposal ?? .unspecified
                return textBaseline(line, group.member(index), offer, axis: group.axis).map { rects[index].minY + $0 }
            }
            if line == .first {
                for index in rects.indices { if let found = member(index) { return found } }
            } else {
                for index in rects.indices.reversed() { if let found = member(index) { return found } }
            }
            return nil
        }
        switch node.resolved {
        case .text(let text):
            let measurement = measuredText(node, text, width: size.width, height: size.height + 0.01).measurement
            return line == .first ? measurement.firstBaseline : measurement.lastBaseline
        case .fixedSize(let horizontal, let vertical, _):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return textBaseline(line, node.children[0], inner, axis: axis)
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea, .navigationRequest, .gridCell, .offset, .effect:
            return textBaseline(line, node.children[0], proposal, axis: axis)
        case .firstThatFits(let axes, _):
            return node.children.isEmpty ? nil : textBaseline(line, fittingChild(node, axes, proposal, axis: axis), proposal, axis: axis)
        default:
            return nil
        }
    }
}

/// Alignment guides a view sets itself (`alignmentGuide`), for `ViewDimensions`.
///
/// A layout's is the one its `explicitAlignment` gives (an `alignmentGuide`'s closure; padding
/// passes its content's on, moved by its insets; a stack merges its children's guides of your
/// own); the other wrappers look through to their content; any other view sets none. Each
/// view's answer is remembered per size question and guide for the pass: a stack asks its
/// children's guides while sizing and again while placing, so without the memory a guide set
/// deep inside was worked out twice as often at each level up.
extension LayoutPass {
    /// The horizontal `guide` `node` sets itself at its size for `proposal`; nil when it sets none.
    func explicitGuide(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis, _ guide: HorizontalAlignment) -> CGFloat? {
        explicitGuide(node, proposal, axis: axis, .horizontal(guide))
    }

    /// The vertical `guide` `node` sets itself at its size for `proposal`; nil when it sets none.
    func explicitGuide(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis, _ guide: VerticalAlignment) -> CGFloat? {
        explicitGuide(node, proposal, axis: axis, .vertical(guide))
    }

    private func explicitGuide(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis, _ question: GuideQuestion) -> CGFloat? {
        guard node.hasExplicitGuides else { return nil }
        let query = node.query(proposal, axis: axis)
        if let known = node.cachedAnswer(query, question) { return known }
        guideComputations += 1
        let found = computeGuide(question, node, proposal, axis: axis)
        node.guideAnswers.append((query, question, found))
        return found
    }

    private func computeGuide(_ question: GuideQuestion, _ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGFloat? {
        if let layout = node.layout {
            let group = group(of: node, layout)
            let bounds = CGRect(origin: .zero, size: size(node, proposal, axis: axis))
            switch question {
            case .horizontal(let guide):
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal.viewSize, subviews: group.subviews,
                                                cache: &group.cache)
            case .vertical(let guide):
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal.viewSize, subviews: group.subviews,
                                                cache: &group.cache)
            case .baseline: return nil
            }
        }
        switch node.resolved {
        case .fixedSize(let horizontal, let vertical, _):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return explicitGuide(node.children[0], inner, axis: axis, question)
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea,
             .navigationRequest, .gridCell, .offset, .effect:
            return explicitGuide(node.children[0], proposal, axis: axis, question)
        default:
            return nil
        }
    }
}
