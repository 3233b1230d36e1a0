import Foundation

/// A grid of columns filled row by row, as SwiftUI's `LazyVGrid`; every cell is drawn.
public nonisolated struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with `columns`, rows `spacing` apart (8 points by default).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(GridLayout(axis: .vertical, tracks: columns, spacing: spacing)),
                 children: resolveView(content, in: environment))]
    }
}

/// A grid of rows filled column by column, as SwiftUI's `LazyHGrid`; every cell is drawn.
public nonisolated struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    /// A grid with `rows`, columns `spacing` apart (8 points by default).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(GridLayout(axis: .horizontal, tracks: rows, spacing: spacing)),
                 children: resolveView(content, in: environment))]
    }
}

/// The layout of the lazy grids. For a vertical grid (a horizontal one is the same turned):
/// 1. The columns are worked out for the proposed width (`GridTracks`).
/// 2. Children fill the columns left to right, a row at a time; each is offered its column's
///    width and no height, and a row is as tall as its tallest child.
/// 3. Rows are `spacing` apart (8 points by default); each child sits in its cell by its column's
///    alignment, centred by default.
nonisolated struct GridLayout: Layout {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (lines, cells) = arrange(proposal, subviews)
        let across = lines.total
        let along = cells.lineLengths.reduce(0, +) + cells.gap * CGFloat(max(0, cells.lineLengths.count - 1))
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (lines, cells) = arrange(proposal, subviews)
        var along = axis == .vertical ? bounds.minY : bounds.minX
        for (line, length) in cells.lineLengths.enumerated() {
            var across = axis == .vertical ? bounds.minX : bounds.minY
            for track in lines.lengths.indices {
                let index = line * lines.lengths.count + track
                guard index < subviews.count else { break }
                let cell = axis == .vertical
                    ? CGRect(x: across, y: along, width: lines.lengths[track], height: length)
                    : CGRect(x: along, y: across, width: length, height: lines.lengths[track])
                let size = subviews[index].sizeThatFits(cells.proposals[index])
                let alignment = lines.alignments[track] ?? .center
                subviews[index].place(at: alignment.origin(of: size, in: cell), proposal: cells.proposals[index])
                across += lines.lengths[track] + (track < lines.gaps.count ? lines.gaps[track] : 0)
            }
            along += length + cells.gap
        }
    }

    private nonisolated struct Cells {
        var proposals: [ProposedViewSize] = []
        var lineLengths: [CGFloat] = []
        var gap: CGFloat = GridTracks.defaultSpacing
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (GridTracks, Cells) {
        let lines = GridTracks(items: tracks, length: axis == .vertical ? proposal.width : proposal.height)
        var cells = Cells()
        cells.gap = spacing ?? GridTracks.defaultSpacing
        let perLine = max(1, lines.lengths.count)
        for (index, subview) in subviews.enumerated() {
            let trackLength = lines.lengths.isEmpty ? nil : lines.lengths[index % perLine]
            let offer = axis == .vertical
                ? ProposedViewSize(width: trackLength, height: nil)
                : ProposedViewSize(width: nil, height: trackLength)
            cells.proposals.append(offer)
            let size = subview.sizeThatFits(offer)
            let line = index / perLine
            if line == cells.lineLengths.count { cells.lineLengths.append(0) }
            cells.lineLengths[line] = max(cells.lineLengths[line], axis == .vertical ? size.height : size.width)
        }
        return (lines, cells)
    }
}
