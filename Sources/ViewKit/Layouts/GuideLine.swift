import Foundation

/// Children lined up on an alignment guide that at least one of them sets itself
/// (`alignmentGuide`): each child's guide meets a common line, the line sits as far from the
/// stack's leading (top) edge as the largest guide, and the stack is as wide (tall) as the line
/// plus the most any child reaches past it. With no explicit guide among the children the stacks
/// keep their plain arithmetic (`line(...)` gives nil), so nothing else moves.
struct GuideLine {
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
        guard subviews.anyHasExplicitGuides else { return nil }
        let guides = sizes.indices.map { index in
            subviews[index].hasExplicitGuides ? subviews[index].dimensions(in: proposals[index])[guide]
                : ViewDimensions(width: sizes[index].width, height: sizes[index].height, firstTextBaseline: nil)[guide]
        }
        return GuideLine(guides: guides, lengths: sizes.map(\.width))
    }

    /// The line of vertical `guide` (not the first text baseline, which the stacks line up
    /// themselves) for children of `sizes`, asked at `proposals`.
    static func vertical(_ guide: VerticalAlignment, sizes: [CGSize], proposals: [ProposedViewSize],
                         subviews: LayoutSubviews) -> GuideLine? {
        guard guide != .firstTextBaseline, subviews.anyHasExplicitGuides else { return nil }
        let guides = sizes.indices.map { index in
            subviews[index].hasExplicitGuides ? subviews[index].dimensions(in: proposals[index])[guide]
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
