import Drawing
import Foundation
import ViewKit

/// One layout pass over a view tree, SwiftUI-style: the parent proposes a size, the child
/// chooses its own, the parent places it. Text is measured through `TextMeasuring`, so the same
/// pass runs with real Pango or with a fixed-advance fake.
///
/// Every answer is remembered per view and question for the pass (`LayoutNode`), so however
/// often a container asks a child, the child works it out once: the cost of a pass grows with
/// the number of views, not with how deeply they nest.
final class LayoutPass {
    let measurer: any TextMeasuring
    let images: (any ImageSizing)?
    var textCache: [TextCacheKey: TextMeasurement] = [:]
    /// Each text's spec and measurements, in the order the texts were first measured (`TextSlot`).
    var textSlots: [TextSlot] = []
    var imageSizes: [AssetKey: CGSize] = [:]
    var firstError: LayoutError?
    /// Labels gathered for the combining elements being placed, innermost last.
    var combiningLabels: [[String]] = []
    var combiningHints: [[String]] = []
    var combiningTraits: [ViewKit.AccessibilityTraits] = []
    var combiningActions: [[String]] = []
    /// How many sizes were worked out (not taken from a node's memory): for tests of the cost.
    private(set) var sizeComputations = 0
    /// How many explicit guides were worked out (not taken from a node's memory).
    var guideComputations = 0
    /// How many nodes, and how many of them texts, were made for the pass, counted as they are
    /// made (walking the finished tree again to count them read every node from memory a second
    /// time: for a long page, more nodes than the caches hold).
    var nodeCount = 0
    var textNodeCount = 0

    /// The page's layout direction, as layouts read it (`LayoutSubviews.layoutDirection`).
    let layoutDirection: LayoutDirection

    init(measurer: any TextMeasuring, images: (any ImageSizing)?, layoutDirection: LayoutDirection = .leftToRight) {
        self.measurer = measurer
        self.images = images
        self.layoutDirection = layoutDirection
    }

    struct TextCacheKey: Hashable {
        let spec: TextSpec
        let width: CGFloat?
    }

    /// Measures text, remembering results for the pass.
    func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
        let key = TextCacheKey(spec: spec, width: width)
        if let cached = textCache[key] { return cached }
        let result = measurer.measure(spec, width: width)
        textCache[key] = result
        return result
    }

    /// The intrinsic size of an image asset (looked for first in its bundle's folder, when it
    /// was named in one); records the first failure and uses 0×0.
    func imageSize(_ asset: AssetKey) -> CGSize {
        if let known = imageSizes[asset] { return known }
        var size = CGSize.zero
        if let images {
            do {
                size = try images.imageSize(of: asset)
            } catch {
                if firstError == nil { firstError = .imageAsset(name: asset.name, reason: "\(error)") }
            }
        }
        imageSizes[asset] = size
        return size
    }

    /// The size `node` chooses for `proposal`. `axis` is the enclosing stack's, for spacers and dividers.
    func size(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis = .vertical) -> CGSize {
        let query = node.query(proposal, axis: axis)
        if let known = node.cachedSize(query) { return known }
        sizeComputations += 1
        let chosen = computeSize(node, proposal, axis: axis)
        node.sizes.remember(chosen, for: query)
        return chosen
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedSize, axis: StackAxis) -> CGSize {
        if let layout = node.layout { return layoutSize(node, layout, proposal) }
        switch node.resolved {
        case .text(let text): return textSize(node, text, proposal)
        case .image(let image): return imageSize(image, proposal)
        case .shape, .geometry: return CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
        case .spacer(let minLength): return spacerSize(minLength, proposal, axis: axis)
        case .divider(_, let thickness): return dividerSize(thickness, proposal, axis: axis)
        case .effect(.renderedImage(let rendered, let isResizable, let contentMode), _):
            return renderedImageSize(node.children[0], rendered, isResizable: isResizable, contentMode: contentMode, proposal)
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea, .navigationRequest, .gridCell, .offset, .effect:
            return size(node.children[0], proposal, axis: axis)
        case .fixedSize(let horizontal, let vertical, _):
            return size(node.children[0], ProposedSize(width: horizontal ? nil : proposal.width,
                                                       height: vertical ? nil : proposal.height), axis: axis)
        case .list(let list): return listSize(list, node.children, proposal)
        case .firstThatFits(let axes, _):
            return node.children.isEmpty ? .zero : size(fittingChild(node, axes, proposal, axis: axis), proposal, axis: axis)
        case .layout, .frame, .padding, .section: return .zero // handled by `node.layout` above
        }
    }

    /// Places `node` in `frame` (a size it chose), appending what it draws and exposes to `output`;
    /// then the node lets go of its subtree (`LayoutNode.releaseAfterPlacing()`): a node is placed once.
    func place(_ node: LayoutNode, in frame: CGRect, axis: StackAxis = .vertical, mode: AccessibilityMode,
               into output: inout LayoutOutput) {
        placeContent(node, in: frame, axis: axis, mode: mode, into: &output)
        node.releaseAfterPlacing()
    }

    private func placeContent(_ node: LayoutNode, in frame: CGRect, axis: StackAxis, mode: AccessibilityMode,
                              into output: inout LayoutOutput) {
        let proposal = node.placementProposal ?? ProposedSize(width: frame.width, height: frame.height)
        if node.layout != nil {
            placeLaidOut(node, in: frame, proposal: proposal, mode: mode, into: &output)
            return
        }
        let child = node.children.first
        // Wrappers give their content the proposal they were given (fixedSize drops its axes).
        if case .fixedSize(let horizontal, let vertical, _) = node.resolved {
            child?.placementProposal = ProposedSize(width: horizontal ? nil : proposal.width,
                                                    height: vertical ? nil : proposal.height)
        } else {
            child?.placementProposal = proposal
        }
        switch node.resolved {
        case .text(let text): placeText(node, text, in: frame, mode: mode, into: &output)
        case .image(let image): placeImage(image, in: frame, into: &output)
        case .shape(let shape, let paint): placeShape(shape, paint, in: frame, into: &output)
        case .spacer: break
        case .divider(let color, _): output.items.append(.rule(frame, color.rgba))
        case .background(_, let decorations, _):
            if LayoutPass.isPlacedAfterContent(decorations) {
                placeBackgroundAfterContent(node, child!, in: frame, axis: axis, mode: mode, into: &output)
            } else {
                placeDecorations(of: node, in: frame, mode: mode, into: &output)
                place(child!, in: frame, axis: axis, mode: mode, into: &output)
            }
        case .overlay:
            place(child!, in: frame, axis: axis, mode: mode, into: &output)
            placeDecorations(of: node, in: frame, mode: mode, into: &output)
        case .clip(let shape, _): placeClip(shape, child!, in: frame, axis: axis, mode: mode, into: &output)
        case .accessibility(let spec, _): placeAccessibility(spec, child!, in: frame, axis: axis, mode: mode, into: &output)
        case .button(_, let actionID): placeButton(child!, actionID, in: frame, mode: mode, into: &output)
        case .list(let list): placeList(list, node.children, in: frame, rightToLeft: node.isRightToLeft, mode: mode, into: &output)
        case .listRow, .layoutPriority, .fixedSize, .navigationRequest, .gridCell:
            place(child!, in: frame, axis: axis, mode: mode, into: &output)
        case .offset(let amount, _):
            // Right to left, x grows towards the leading edge, on the left.
            let dx = node.isRightToLeft ? -amount.width : amount.width
            place(child!, in: frame.offsetBy(dx: dx, dy: amount.height), axis: axis, mode: mode, into: &output)
        case .effect(let effect, _): placeEffect(effect, node, in: frame, axis: axis, mode: mode, into: &output)
        case .geometry(let content): placeGeometry(content, in: frame, rightToLeft: node.isRightToLeft, mode: mode, into: &output)
        case .annotation(let component, let properties, _):
            output.annotations.append(ComponentAnnotation(component: component, properties: properties, frame: frame))
            place(child!, in: frame, axis: axis, mode: mode, into: &output)
        case .tapArea: placeTapArea(child!, in: frame, axis: axis, mode: mode, into: &output)
        case .firstThatFits(let axes, _):
            guard !node.children.isEmpty else { break }
            let chosen = fittingChild(node, axes, proposal, axis: axis)
            chosen.placementProposal = proposal
            place(chosen, in: frame, axis: axis, mode: mode, into: &output)
        case .layout, .frame, .padding, .section: break // handled by `node.layout` above
        }
    }

    /// Sizes a child for a proposal and places it aligned inside `frame`.
    func placeAligned(_ child: LayoutNode, _ alignment: Alignment, in frame: CGRect, mode: AccessibilityMode,
                      into output: inout LayoutOutput) {
        let offer = ProposedSize(width: frame.width, height: frame.height)
        child.placementProposal = offer
        place(child, in: align(size(child, offer), alignment, in: frame), mode: mode, into: &output)
    }

    /// The rect of `size` aligned in `frame`.
    func align(_ size: CGSize, _ alignment: Alignment, in frame: CGRect) -> CGRect {
        CGRect(origin: alignment.origin(of: size, in: frame), size: size)
    }

    /// A view's layout priority (0 unless set): its own, or its content's through the wrappers
    /// that do not change layout (`passesThrough`: a modifier's layout, `alignmentGuide` or
    /// `layoutValue`), given the content's node as `content`.
    static func priority(_ node: ResolvedNode, content: LayoutNode?, passesThrough: Bool) -> Double {
        if passesThrough { return content?.priority ?? 0 }
        switch node {
        case .layoutPriority(let value, _): return value
        case .accessibility, .annotation, .listRow, .navigationRequest, .gridCell, .effect:
            return content?.priority ?? 0
        default: return 0
        }
    }
}

extension Color.Resolved {
    /// The display-list colour.
    var rgba: RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: opacity) }
}
