import Foundation

/// Children lined up on an alignment guide that at least one of them sets itself
/// (`alignmentGuide`): each child's guide meets a common line, the line sits as far from the
/// stack's leading (top) edge as the largest guide, and the stack is as wide (tall) as the line
/// plus the most any child reaches past it. A guide of your own (`AlignmentID`) always has a line,
/// each child's guide its explicit or default value. With a built-in guide and no explicit guide
/// among the children the stacks keep their plain arithmetic (`line(...)` gives nil), so nothing
/// else moves.
nonisolated struct GuideLine {
    /// Each child's guide, from its own leading (top) edge.
    let guides: [CGFloat]
    /// The line, from the stack's leading (top) edge.
    let line: CGFloat
    /// The stack's length across the children.
    let extent: CGFloat

    /// Where child `index` starts across the stack whose leading (top) edge is at `origin`.
    func start(of index: Int, from origin: CGFloat) -> CGFloat {
        origin + line - guides[index]
    }

    /// The line of horizontal `guide` for children of `sizes`, asked at `proposals`.
    static func horizontal(_ guide: HorizontalAlignment, sizes: [CGSize], proposals: [ProposedViewSize],
                           subviews: LayoutSubviews) -> GuideLine? {
        guard subviews.anyHasExplicitGuides || guide.custom != nil else { return nil }
        let guides = sizes.indices.map { index in
            subviews[index].hasExplicitGuides || guide.custom != nil ? subviews[index].dimensions(in: proposals[index])[guide]
                : ViewDimensions(width: sizes[index].width, height: sizes[index].height, firstTextBaseline: nil)[guide]
        }
        return GuideLine(guides: guides, lengths: sizes.map(\.width))
    }

    /// The line of vertical `guide` (not a text baseline, which the stacks line up themselves)
    /// for children of `sizes`, asked at `proposals`.
    static func vertical(_ guide: VerticalAlignment, sizes: [CGSize], proposals: [ProposedViewSize],
                         subviews: LayoutSubviews) -> GuideLine? {
        guard !guide.isTextBaseline, subviews.anyHasExplicitGuides || guide.custom != nil else { return nil }
        let guides = sizes.indices.map { index in
            subviews[index].hasExplicitGuides || guide.custom != nil ? subviews[index].dimensions(in: proposals[index])[guide]
                : ViewDimensions(width: sizes[index].width, height: sizes[index].height, firstTextBaseline: nil)[guide]
        }
        return GuideLine(guides: guides, lengths: sizes.map(\.height))
    }

    private init(guides: [CGFloat], lengths: [CGFloat]) {
        self.guides = guides
        line = guides.max() ?? 0
        extent = line + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
    }
}

/// A guide of their own that several children set, merged into their container's: the mean of
/// where they set it, in the container's space (SwiftUI's default for guides of your own).
nonisolated struct MergedGuide {
    private var sum: CGFloat = 0
    private var count = 0

    /// Adds a child's explicit `value` (nil: it does not set the guide), the child `offset` along
    /// the guide's axis from the container's edge.
    mutating func add(_ value: CGFloat?, at offset: CGFloat) {
        guard let value else { return }
        sum += offset + value
        count += 1
    }

    /// The merged guide; nil when no child sets it.
    var mean: CGFloat? { count == 0 ? nil : sum / CGFloat(count) }
}

nonisolated extension MergedGuide {
    /// A stack's `guide` of your own merged from its children's (nil for a built-in guide, which
    /// a stack does not pass on): `eachChild` hands each child's index, its place in `bounds`
    /// and what it is offered to the closure it is given.
    static func of(_ guide: HorizontalAlignment, in bounds: CGRect, subviews: LayoutSubviews,
                   _ eachChild: ((Int, CGPoint, ProposedViewSize) -> Void) -> Void) -> CGFloat? {
        guard guide.custom != nil, subviews.anyHasExplicitGuides else { return nil }
        var merged = MergedGuide()
        eachChild { index, origin, offer in
            merged.add(subviews[index].explicitValue(of: guide, in: offer), at: origin.x - bounds.minX)
        }
        return merged.mean
    }

    /// As for horizontal guides, down the height.
    static func of(_ guide: VerticalAlignment, in bounds: CGRect, subviews: LayoutSubviews,
                   _ eachChild: ((Int, CGPoint, ProposedViewSize) -> Void) -> Void) -> CGFloat? {
        guard guide.custom != nil, subviews.anyHasExplicitGuides else { return nil }
        var merged = MergedGuide()
        eachChild { index, origin, offer in
            merged.add(subviews[index].explicitValue(of: guide, in: offer), at: origin.y - bounds.minY)
        }
        return merged.mean
    }
}
