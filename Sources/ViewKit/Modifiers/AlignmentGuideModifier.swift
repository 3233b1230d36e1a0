import Foundation

nonisolated extension View {
    /// Sets where `guide` falls in this view, as SwiftUI's `alignmentGuide(_:computeValue:)`:
    /// `computeValue` gets the view's dimensions (its size and default guides) and returns the
    /// guide's distance from the view's leading edge. Stacks and z-stacks aligned on `guide` line
    /// their children up on it.
    public func alignmentGuide(_ guide: HorizontalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let layout = AlignmentGuideLayout(horizontal: guide, vertical: nil, compute: computeValue)
        return wrappingNodes { node, _ in .layout(AnyLayout(layout), children: [node]) }
    }

    /// Sets where `guide` falls in this view, measured down from its top, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`; `.firstTextBaseline` lines an image up with the text
    /// beside it in `HStack(alignment: .firstTextBaseline)`.
    public func alignmentGuide(_ guide: VerticalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let layout = AlignmentGuideLayout(horizontal: nil, vertical: guide, compute: computeValue)
        return wrappingNodes { node, _ in .layout(AnyLayout(layout), children: [node]) }
    }
}

/// The layout of `alignmentGuide`: the child's size and place, with one guide set by the
/// closure; the child's own explicit guides pass through for the others.
nonisolated struct AlignmentGuideLayout: Layout, @unchecked Sendable {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat

    /// Whether the guide set is one of your own (`AlignmentID`).
    var setsCustomGuide: Bool { horizontal?.custom != nil || vertical?.custom != nil }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        return guide == horizontal ? compute(dimensions) : dimensions[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        return guide == vertical ? compute(dimensions) : dimensions[explicit: guide]
    }
}
