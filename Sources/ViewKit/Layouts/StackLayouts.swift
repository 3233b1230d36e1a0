import Foundation

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`: children side by side, sharing the
/// width by flexibility and priority (see `StackDistribution`), aligned vertically.
///
/// Aligned on `.firstTextBaseline` (`.lastTextBaseline`), the children's first (last) text
/// baselines meet on the deepest one, and the stack is as tall as they then reach from its top
/// to its lowest bottom.
public nonisolated struct HStackLayout: Layout {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The gap between children, or nil for the default.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The children's widths and gaps, and the tallest child (or the baseline-aligned height).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let subviews = subviews.zeroBased
        let distribution = StackDistribution(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews)
        guard !distribution.sizes.isEmpty else { return .zero }
        let width = distribution.length(along: .horizontal)
        if let drops = baselineDrops(distribution, subviews) {
            return CGSize(width: width, height: zip(drops, distribution.sizes).map { $0 + $1.height }.max() ?? 0)
        }
        if let line = GuideLine.vertical(alignment, sizes: distribution.sizes, proposals: distribution.proposals,
                                         subviews: subviews) {
            return CGSize(width: width, height: line.extent)
        }
        return CGSize(width: width, height: distribution.sizes.map(\.height).max() ?? 0)
    }

    /// One after another from the leading edge, each aligned in the stack's height.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let subviews = subviews.zeroBased
        eachChild(in: bounds, proposal: proposal, subviews: subviews) { index, origin, offer in
            subviews[index].place(at: origin, proposal: offer)
        }
    }

    /// A guide of your own that children set (`alignmentGuide`): the mean of where they set it,
    /// as placed in the stack, as SwiftUI merges them; nil for the built-in guides, which a stack
    /// does not pass on.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { eachChild(in: bounds, proposal: proposal, subviews: subviews, $0) }
    }

    /// As for horizontal guides.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { eachChild(in: bounds, proposal: proposal, subviews: subviews, $0) }
    }

    /// Calls `body` with each child's index, where it goes in `bounds` and what it is offered.
    private func eachChild(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           _ body: (Int, CGPoint, ProposedViewSize) -> Void) {
        let distribution = StackDistribution(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews)
        let drops = baselineDrops(distribution, subviews)
        let line = drops == nil
            ? GuideLine.vertical(alignment, sizes: distribution.sizes, proposals: distribution.proposals, subviews: subviews)
            : nil
        var cursor = bounds.minX
        for index in distribution.sizes.indices {
            let size = distribution.sizes[index]
            let y: CGFloat
            if let drops {
                y = bounds.minY + drops[index]
            } else if let line {
                y = line.start(of: index, from: bounds.minY)
            } else {
                switch alignment.kind {
                case .top, .firstTextBaseline, .lastTextBaseline, .custom:
                    y = bounds.minY // text baselines have drops, a guide of your own a line
                case .center: y = bounds.minY + (bounds.height - size.height) / 2
                case .bottom: y = bounds.maxY - size.height
                }
            }
            body(index, CGPoint(x: cursor, y: y), distribution.proposals[index])
            cursor += size.width + distribution.gap(after: index)
        }
    }

    /// For `.firstTextBaseline` (`.lastTextBaseline`): how far below the stack's top each child
    /// starts so that all first (last) baselines meet (the deepest sets the line); nil for other
    /// alignments.
    private func baselineDrops(_ distribution: StackDistribution, _ subviews: Subviews) -> [CGFloat]? {
        guard alignment.isTextBaseline, !distribution.sizes.isEmpty else { return nil }
        let alignment = alignment
        let baselines = distribution.sizes.indices.map { index in
            subviews[index].dimensions(in: distribution.proposals[index])[alignment]
        }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`: children one above the other, sharing
/// the height by flexibility and priority (see `StackDistribution`), aligned horizontally.
public nonisolated struct VStackLayout: Layout {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The gap between children, or nil for the default.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The children's heights and gaps, and the widest child.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let subviews = subviews.zeroBased
        let distribution = StackDistribution(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
        guard !distribution.sizes.isEmpty else { return .zero }
        if let line = GuideLine.horizontal(alignment, sizes: distribution.sizes, proposals: distribution.proposals,
                                           subviews: subviews) {
            return CGSize(width: line.extent, height: distribution.length(along: .vertical))
        }
        return CGSize(width: distribution.sizes.map(\.width).max() ?? 0, height: distribution.length(along: .vertical))
    }

    /// One after another from the top, each aligned in the stack's width.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let subviews = subviews.zeroBased
        eachChild(in: bounds, proposal: proposal, subviews: subviews) { index, origin, offer in
            subviews[index].place(at: origin, proposal: offer)
        }
    }

    /// A guide of your own that children set (`alignmentGuide`): the mean of where they set it,
    /// as placed in the stack, as SwiftUI merges them; nil for the built-in guides, which a stack
    /// does not pass on.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { eachChild(in: bounds, proposal: proposal, subviews: subviews, $0) }
    }

    /// As for horizontal guides.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { eachChild(in: bounds, proposal: proposal, subviews: subviews, $0) }
    }

    /// Calls `body` with each child's index, where it goes in `bounds` and what it is offered.
    private func eachChild(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           _ body: (Int, CGPoint, ProposedViewSize) -> Void) {
        let distribution = StackDistribution(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
        let line = GuideLine.horizontal(alignment, sizes: distribution.sizes, proposals: distribution.proposals, subviews: subviews)
        var cursor = bounds.minY
        for index in distribution.sizes.indices {
            let size = distribution.sizes[index]
            let x: CGFloat
            if let line {
                x = line.start(of: index, from: bounds.minX)
            } else {
                switch alignment.kind {
                case .leading, .custom: x = bounds.minX // a guide of your own always has a line
                case .center: x = bounds.minX + (bounds.width - size.width) / 2
                case .trailing: x = bounds.maxX - size.width
                }
            }
            body(index, CGPoint(x: x, y: cursor), distribution.proposals[index])
            cursor += size.height + distribution.gap(after: index)
        }
    }
}

/// The layout of a `ZStack`, as SwiftUI's `ZStackLayout`: every child offered the whole
/// proposal, the stack as large as its largest child, each child aligned in it.
///
/// Aligned on `.firstTextBaseline`, children are aligned by their tops (see README's deviations).
public nonisolated struct ZStackLayout: Layout {
    /// How the children are aligned in the stack.
    public var alignment: Alignment

    /// A depth stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest child on each axis.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let subviews = subviews.zeroBased
        if subviews.anyHasExplicitGuides || alignment.isCustom {
            let (sizes, across, down) = lines(subviews, offer: proposal)
            return CGSize(width: across?.extent ?? sizes.map(\.width).max() ?? 0,
                          height: down?.extent ?? sizes.map(\.height).max() ?? 0)
        }
        return subviews.reduce(CGSize.zero) { result, child in
            let size = child.sizeThatFits(proposal)
            return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    /// Each child at its size for the stack's bounds, aligned in them (on the guide lines when
    /// a child sets its guides itself).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let subviews = subviews.zeroBased
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        eachChild(in: bounds, subviews: subviews) { index, origin in subviews[index].place(at: origin, proposal: offer) }
    }

    /// A guide of your own that children set (`alignmentGuide`): the mean of where they set it,
    /// as placed in the stack, as SwiftUI merges them; nil for the built-in guides.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { body in
            eachChild(in: bounds, subviews: subviews) { body($0, $1, offer) }
        }
    }

    /// As for horizontal guides.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        let subviews = subviews.zeroBased
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        return MergedGuide.of(guide, in: bounds, subviews: subviews) { body in
            eachChild(in: bounds, subviews: subviews) { body($0, $1, offer) }
        }
    }

    /// Calls `body` with each child's index and where it goes in `bounds`, each offered the
    /// bounds' size.
    private func eachChild(in bounds: CGRect, subviews: Subviews, _ body: (Int, CGPoint) -> Void) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        if subviews.anyHasExplicitGuides || alignment.isCustom {
            let (sizes, across, down) = lines(subviews, offer: offer)
            for index in sizes.indices {
                let plain = across == nil || down == nil ? alignment.origin(of: sizes[index], in: bounds) : .zero
                body(index, CGPoint(x: across?.start(of: index, from: bounds.minX) ?? plain.x,
                                    y: down?.start(of: index, from: bounds.minY) ?? plain.y))
            }
            return
        }
        for index in subviews.indices {
            body(index, alignment.origin(of: subviews[index].sizeThatFits(offer), in: bounds))
        }
    }

    /// The children's sizes for `offer` and their guide lines across and (unless the stack
    /// aligns first text baselines, which it aligns by the tops) down; nil on an axis whose
    /// guide is built in and set by no child.
    private func lines(_ subviews: Subviews, offer: ProposedViewSize) -> (sizes: [CGSize], across: GuideLine?, down: GuideLine?) {
        let sizes = subviews.map { $0.sizeThatFits(offer) }
        let proposals = Array(repeating: offer, count: sizes.count)
        let across = GuideLine.horizontal(alignment.horizontal, sizes: sizes, proposals: proposals, subviews: subviews)
        let down = GuideLine.vertical(alignment.vertical, sizes: sizes, proposals: proposals, subviews: subviews)
        return (sizes, across, down)
    }
}

nonisolated extension Alignment {
    /// The top leading corner of a rect of `size` aligned in `frame`. A guide of your own meets
    /// the frame's: both where the guide's default value puts it.
    package func origin(of size: CGSize, in frame: CGRect) -> CGPoint {
        let x: CGFloat
        switch horizontal.kind {
        case .leading: x = frame.minX
        case .center: x = frame.minX + (frame.width - size.width) / 2
        case .trailing: x = frame.maxX - size.width
        case .custom(let id):
            x = frame.minX + id.defaultValue(in: Alignment.dimensions(frame.size)) - id.defaultValue(in: Alignment.dimensions(size))
        }
        let y: CGFloat
        switch vertical.kind {
        case .top, .firstTextBaseline, .lastTextBaseline: y = frame.minY
        case .center: y = frame.minY + (frame.height - size.height) / 2
        case .bottom: y = frame.maxY - size.height
        case .custom(let id):
            y = frame.minY + id.defaultValue(in: Alignment.dimensions(frame.size)) - id.defaultValue(in: Alignment.dimensions(size))
        }
        return CGPoint(x: x, y: y)
    }

    /// The dimensions of a view of `size` with no text and no guides of its own.
    private static func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(width: size.width, height: size.height, firstTextBaseline: nil)
    }

    /// Whether either part is a guide of your own.
    package var isCustom: Bool { horizontal.custom != nil || vertical.custom != nil }
}
