import Foundation

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`: children side by side, sharing the
/// width by flexibility and priority (see `StackDistribution`), aligned vertically.
///
/// Aligned on `.firstTextBaseline`, the children's first text baselines meet on the deepest one,
/// and the stack is as tall as they then reach from its top to its lowest bottom.
public struct HStackLayout: Layout {
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
                switch alignment {
                case .top, .firstTextBaseline: y = bounds.minY
                case .center: y = bounds.minY + (bounds.height - size.height) / 2
                case .bottom: y = bounds.maxY - size.height
                }
            }
            subviews[index].place(at: CGPoint(x: cursor, y: y), proposal: distribution.proposals[index])
            cursor += size.width + (index < distribution.gaps.count ? distribution.gaps[index] : 0)
        }
    }

    /// For `.firstTextBaseline`: how far below the stack's top each child starts so that all
    /// first baselines meet (the deepest sets the line); nil for other alignments.
    private func baselineDrops(_ distribution: StackDistribution, _ subviews: Subviews) -> [CGFloat]? {
        guard alignment == .firstTextBaseline, !distribution.sizes.isEmpty else { return nil }
        let baselines = distribution.sizes.indices.map { index in
            subviews[index].dimensions(in: distribution.proposals[index])[.firstTextBaseline]
        }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`: children one above the other, sharing
/// the height by flexibility and priority (see `StackDistribution`), aligned horizontally.
public struct VStackLayout: Layout {
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
        let distribution = StackDistribution(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
        let line = GuideLine.horizontal(alignment, sizes: distribution.sizes, proposals: distribution.proposals, subviews: subviews)
        var cursor = bounds.minY
        for index in distribution.sizes.indices {
            let size = distribution.sizes[index]
            let x: CGFloat
            if let line {
                x = line.start(of: index, from: bounds.minX)
            } else {
                switch alignment {
                case .leading: x = bounds.minX
                case .center: x = bounds.minX + (bounds.width - size.width) / 2
                case .trailing: x = bounds.maxX - size.width
                }
            }
            subviews[index].place(at: CGPoint(x: x, y: cursor), proposal: distribution.proposals[index])
            cursor += size.height + (index < distribution.gaps.count ? distribution.gaps[index] : 0)
        }
    }
}

/// The layout of a `ZStack`, as SwiftUI's `ZStackLayout`: every child offered the whole
/// proposal, the stack as large as its largest child, each child aligned in it.
///
/// Aligned on `.firstTextBaseline`, children are aligned by their tops (see README's deviations).
public struct ZStackLayout: Layout {
    /// How the children are aligned in the stack.
    public var alignment: Alignment

    /// A depth stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest child on each axis.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if subviews.anyHasExplicitGuides {
            let (sizes, across, down) = lines(subviews, offer: proposal)
            return CGSize(width: across.extent, height: down?.extent ?? sizes.map(\.height).max() ?? 0)
        }
        return subviews.reduce(CGSize.zero) { result, child in
            let size = child.sizeThatFits(proposal)
            return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    /// Each child at its size for the stack's bounds, aligned in them (on the guide lines when
    /// a child sets its guides itself).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        if subviews.anyHasExplicitGuides {
            let (sizes, across, down) = lines(subviews, offer: offer)
            for (index, child) in subviews.enumerated() {
                let y = down?.start(of: index, from: bounds.minY) ?? alignment.origin(of: sizes[index], in: bounds).y
                child.place(at: CGPoint(x: across.start(of: index, from: bounds.minX), y: y), proposal: offer)
            }
            return
        }
        for child in subviews {
            child.place(at: alignment.origin(of: child.sizeThatFits(offer), in: bounds), proposal: offer)
        }
    }

    /// The children's sizes for `offer` and their guide lines across and (unless the stack
    /// aligns first text baselines, which it aligns by the tops) down.
    private func lines(_ subviews: Subviews, offer: ProposedViewSize) -> (sizes: [CGSize], across: GuideLine, down: GuideLine?) {
        let sizes = subviews.map { $0.sizeThatFits(offer) }
        let proposals = Array(repeating: offer, count: sizes.count)
        // Non-nil: a child sets a guide (the caller checked).
        let across = GuideLine.horizontal(alignment.horizontal, sizes: sizes, proposals: proposals, subviews: subviews)!
        let down = GuideLine.vertical(alignment.vertical, sizes: sizes, proposals: proposals, subviews: subviews)
        return (sizes, across, down)
    }
}

extension Alignment {
    /// The top leading corner of a rect of `size` aligned in `frame`.
    package func origin(of size: CGSize, in frame: CGRect) -> CGPoint {
        let x: CGFloat
        switch horizontal {
        case .leading: x = frame.minX
        case .center: x = frame.minX + (frame.width - size.width) / 2
        case .trailing: x = frame.maxX - size.width
        }
        let y: CGFloat
        switch vertical {
        case .top, .firstTextBaseline: y = frame.minY
        case .center: y = frame.minY + (frame.height - size.height) / 2
        case .bottom: y = frame.maxY - size.height
        }
        return CGPoint(x: x, y: y)
    }
}
