import Foundation
import ViewKit

/// One view of the tree a layout pass works on: the resolved view, its children as nodes, and
/// what the pass has learned about it. Giving each view an identity is what lets the pass ask a
/// child the same question twice and pay once, so layout cost grows with the number of views
/// and not with their nesting.
final class LayoutNode {
    // The stored properties are declared in an order that leaves few gaps (a long page has ten
    // thousand nodes, more than the processor's caches hold): the flags after the 42 bytes of
    // `layout`, the text slot after the 129 of `sizes`.
    /// The resolved view. Its own child payloads are not used: `children` are.
    let resolved: ResolvedNode
    /// The children, in the order the node's case lists them (for decorations: the decorated
    /// view first, then the background or overlay views; for a list: its rows). Emptied once the
    /// node is placed (`releaseAfterPlacing()`).
    private(set) var children: [LayoutNode]
    /// The view's layout priority (0 unless set), looking through wrappers.
    let priority: Double
    /// The layout that places the children, for stacks, custom layouts, frames and padding.
    let layout: AnyLayout?
    /// True when a text lies anywhere inside.
    let hasText: Bool
    /// Whether the size the view chooses ignores the proposed height, inside a vertical and
    /// inside a horizontal stack (spacers and dividers differ). Then every height proposed is
    /// one question, which keeps the questions a nested view is asked from multiplying by depth.
    let ignoresHeightInVertical: Bool
    let ignoresHeightInHorizontal: Bool
    /// Whether the view may set an alignment guide itself: an `alignmentGuide`'s layout, or a
    /// modifier that passes its content's guides on (padding, decorations, accessibility...), or
    /// a view that passes on a guide of your own (`setsCustomGuides`).
    let hasExplicitGuides: Bool
    /// Whether the view is laid out right to left (`EnvironmentValues.layoutDirection` where it
    /// stands): its layout's children are then placed mirrored (`memberRects`).
    let isRightToLeft: Bool
    /// Whether a guide of your own (`AlignmentID`) is set inside and passed up to this view: by
    /// the modifiers that pass guides on, frames, and the built-in stacks, which merge their
    /// children's (`MergedGuide`). SwiftUI passes guides of your own through any number of
    /// containers, the built-in guides through none.
    let setsCustomGuides: Bool

    /// Sizes chosen so far in this pass, by proposal and enclosing stack axis; the first three
    /// inline in the node.
    var sizes = InlineMemory<SizeQuery, CGSize>(placeholder: (SizeQuery.placeholder, .zero))
    /// For a text: the index of its spec and measurements in the pass's `textSlots`, made at
    /// first use; -1 before. (32 bits, beside the four-byte gap after `sizes`.)
    var textSlot: Int32 = -1
    /// Text baselines and explicit guides found so far in this pass, by size question and
    /// guide (`GuideQuestion`); empty for almost every view.
    var guideAnswers: [(query: SizeQuery, question: GuideQuestion, value: CGFloat?)] = []
    /// The proposal the node's parent placed it with, set just before it is placed; nil means
    /// the size of its frame (the list's rows).
    var placementProposal: ProposedSize?
    /// The layout's children as it sees them, and its cache; made at first use.
    var group: LayoutGroup?
    /// For backgrounds and overlays: the decoration views, placed as a z-stack over the view.
    var decorationGroup: LayoutGroup?

    /// The node of `resolved` and its subtree, for `pass`, laid out right to left when
    /// `rightToLeft` (nil: in the page's direction). A layout's group, and a background's or
    /// overlay's, is made with the node, before the pass measures anything: the objects a page
    /// keeps are then allocated together, not one by one between the text shaper's short-lived
    /// allocations, where they would leave the heap in small pieces.
    init(_ resolved: ResolvedNode, pass: LayoutPass, rightToLeft: Bool? = nil) {
        self.resolved = resolved
        let made = LayoutNode.layout(of: resolved)
        let isRightToLeft = rightToLeft ?? (pass.layoutDirection == .rightToLeft)
        self.isRightToLeft = isRightToLeft
        var isGuide = false, passesThrough = false
        if let made {
            isGuide = made.isAlignmentGuide
            passesThrough = made.passesChildThrough
        }
        // A change of direction (`environment(\.layoutDirection, ...)`) is a pass-through layout.
        let childrenRightToLeft = passesThrough ? LayoutDirectionChange.direction(of: made!).map { $0 == .rightToLeft } ?? isRightToLeft
            : isRightToLeft
        let childViews = LayoutNode.childViews(of: resolved)
        children = childViews.map { LayoutNode($0, pass: pass, rightToLeft: childrenRightToLeft) }
        let isText = LayoutNode.isText(resolved)
        hasText = isText || children.contains(where: \.hasText)
        pass.nodeCount += 1
        if isText { pass.textNodeCount += 1 }
        layout = made
        // A modifier's layout (`alignmentGuide`, `layoutValue`) keeps its content's priority.
        priority = LayoutPass.priority(resolved, content: children.first, passesThrough: passesThrough)
        ignoresHeightInVertical = LayoutNode.ignoresHeight(resolved, children, made, axis: .vertical)
        ignoresHeightInHorizontal = LayoutNode.ignoresHeight(resolved, children, made, axis: .horizontal)
        // Almost no view has a guide of your own inside: one look at the children settles it.
        setsCustomGuides = isGuide && made!.setsCustomGuide
            || children.contains(where: { $0.setsCustomGuides }) && LayoutNode.passesCustomGuides(resolved, made, children)
        hasExplicitGuides = LayoutNode.passesGuides(resolved, made) && children.first?.hasExplicitGuides == true
            || isGuide || setsCustomGuides
        if let layout = made {
            group = LayoutGroup(layout: layout, nodes: children, pass: pass, rightToLeft: isRightToLeft)
        } else if let decorations = LayoutNode.decorationLayout(of: resolved) {
            decorationGroup = LayoutGroup(layout: decorations, nodes: children, from: 1, pass: pass, rightToLeft: isRightToLeft)
        }
    }

    /// Lets go of the subtree once this node and everything in it are placed: its children's
    /// nodes and its layout's group (their answers, placements and cache). Nothing asks a placed
    /// node anything again. Freed here, right after the pass last read them, they are still in
    /// the cache; kept until the page is done, a long page's nodes were freed all at once, long
    /// after they were last read, and the allocator then read and wrote each again from memory
    /// (and handed the text shaper's next allocations those cold pieces).
    func releaseAfterPlacing() {
        children = []
        group = nil
        decorationGroup = nil
    }

    /// Whether the view's size ignores the proposed height inside a stack along `axis`.
    func ignoresHeight(_ axis: StackAxis) -> Bool {
        axis == .vertical ? ignoresHeightInVertical : ignoresHeightInHorizontal
    }

    /// A size question: the proposal (its height dropped when the view ignores it), and the
    /// axis of the stack the view sits in. Packed into 17 bytes (a missing dimension is a 0 with
    /// its bit clear in `flags`) rather than the 27 of two optional numbers and two fields: every
    /// node holds three, and a long page's nodes are more than the processor's caches hold.
    /// Equal exactly when the proposals, the ignoring and the axis are.
    struct SizeQuery: Equatable {
        private let width: CGFloat
        private let height: CGFloat
        private let flags: UInt8

        private static let hasWidth: UInt8 = 1
        private static let hasHeight: UInt8 = 2
        private static let heightIgnored: UInt8 = 4
        private static let horizontal: UInt8 = 8

        init(width: CGFloat?, height: CGFloat?, heightIgnored: Bool, axis: StackAxis) {
            self.width = width ?? 0
            self.height = height ?? 0
            flags = (width == nil ? 0 : Self.hasWidth) | (height == nil ? 0 : Self.hasHeight)
                | (heightIgnored ? Self.heightIgnored : 0) | (axis == .horizontal ? Self.horizontal : 0)
        }

        /// Never asked: what fills a node's unused remembered sizes.
        static var placeholder: SizeQuery { SizeQuery(width: nil, height: nil, heightIgnored: false, axis: .vertical) }
    }

    /// The question `proposal` asks of this view inside a stack along `axis`.
    func query(_ proposal: ProposedSize, axis: StackAxis) -> SizeQuery {
        let ignored = ignoresHeight(axis)
        return SizeQuery(width: proposal.width, height: ignored ? nil : proposal.height, heightIgnored: ignored, axis: axis)
    }

    /// The size remembered for `query`, if any.
    func cachedSize(_ query: SizeQuery) -> CGSize? {
        sizes.value(for: query)
    }

    /// The answer to `question` remembered for `query`: `.some(nil)` when known to be none.
    func cachedAnswer(_ query: SizeQuery, _ question: GuideQuestion) -> CGFloat?? {
        for entry in guideAnswers where entry.query == query && entry.question == question { return .some(entry.value) }
        return nil
    }

    private static func isText(_ node: ResolvedNode) -> Bool {
        if case .text = node { return true }
        return false
    }

    private static func childViews(of node: ResolvedNode) -> [ResolvedNode] {
        switch node {
        case .text, .image, .shape, .spacer, .divider, .geometry: return []
        case .layout(_, let children): return children
        case .firstThatFits(_, let candidates): return candidates
        case .padding(_, let child), .frame(_, let child), .clip(_, let child), .accessibility(_, let child),
             .button(let child, _), .listRow(_, _, _, let child), .annotation(_, _, let child),
             .layoutPriority(_, let child), .fixedSize(_, _, let child), .tapArea(let child),
             .navigationRequest(_, let child), .gridCell(_, _, let child), .offset(_, let child):
            return [child]
        case .background(let child, let decorations, _), .overlay(let child, let decorations, _):
            return [child] + decorations
        case .effect(let effect, let child): return [child] + effect.extraNodes
        case .list(let list): return list.childNodes
        case .section(let header, let rows, let footer):
            return (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
        }
    }

    /// Whether the view passes its first child's explicit alignment guides on as its own.
    private static func passesGuides(_ node: ResolvedNode, _ layout: AnyLayout?) -> Bool {
        switch node {
        case .padding: return true
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea,
             .navigationRequest, .gridCell, .offset, .effect, .fixedSize:
            return true
        case .layout: return layout?.passesChildThrough == true
        default: return false
        }
    }

    /// Whether a guide of your own that a child sets reaches the view (`setsCustomGuides`): its
    /// first child's through a frame or a modifier that passes guides on, any child's through a
    /// built-in stack.
    private static func passesCustomGuides(_ node: ResolvedNode, _ layout: AnyLayout?, _ children: [LayoutNode]) -> Bool {
        let first = children.first?.setsCustomGuides == true
        switch node {
        case .frame: return first
        case .layout:
            guard let layout else { return false }
            return layout.passesChildThrough ? first : layout.mergesCustomGuides
        default: return passesGuides(node, layout) && first
        }
    }

    /// Conservative: a view whose size might depend on the proposed height is said to.
    private static func ignoresHeight(_ node: ResolvedNode, _ children: [LayoutNode], _ layout: AnyLayout?,
                                      axis: StackAxis) -> Bool {
        switch node {
        case .text: return false // it keeps the lines that fit a height (`TextHeightFit`)
        case .image(let image):
            if case .asset = image.source, image.isResizable { return false }
            return true
        case .shape, .geometry: return false
        case .spacer: return axis == .horizontal
        case .divider: return axis == .vertical
        case .layout:
            guard let layout, layout.sizesFromChildrenOnly else { return false }
            let childAxis: StackAxis = layout.stackOrientation == .horizontal ? .horizontal : .vertical
            return children.allSatisfy { $0.ignoresHeight(childAxis) }
        case .frame(let spec, _):
            if spec.isFixed { return spec.height != nil || children[0].ignoresHeight(.vertical) }
            return spec.minHeight == nil && spec.idealHeight == nil && spec.maxHeight == nil && children[0].ignoresHeight(.vertical)
        case .padding: return children[0].ignoresHeight(.vertical)
        case .fixedSize(_, let vertical, _): return vertical || children[0].ignoresHeight(axis)
        case .list, .firstThatFits: return false
        case .effect(.renderedImage(_, let isResizable, _), _): return !isResizable
        case .section: return children.allSatisfy { $0.ignoresHeight(.vertical) }
        case .background, .overlay, .clip, .accessibility, .button, .annotation, .layoutPriority, .listRow, .tapArea, .navigationRequest, .gridCell, .offset, .effect:
            return children[0].ignoresHeight(axis)
        }
    }

    /// The layout of a background's or overlay's views: a z-stack with the modifier's alignment.
    static func decorationLayout(of node: ResolvedNode) -> AnyLayout? {
        switch node {
        case .background(_, _, let alignment), .overlay(_, _, let alignment): return AnyLayout(ZStackLayout(alignment: alignment))
        default: return nil
        }
    }

    private static func layout(of node: ResolvedNode) -> AnyLayout? {
        switch node {
        case .layout(let layout, _): return layout
        case .frame(let spec, _): return AnyLayout(FrameLayout(spec: spec))
        case .padding(let insets, _): return AnyLayout(PaddingLayout(insets: insets))
        case .section: return AnyLayout(VStackLayout(alignment: .leading))
        default: return nil
        }
    }
}

extension ProposedSize {
    /// The engine's proposal for a layout's.
    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width, height: proposal.height)
    }

    /// The layout protocol's proposal for the engine's.
    var viewSize: ProposedViewSize { ProposedViewSize(width: width, height: height) }
}
