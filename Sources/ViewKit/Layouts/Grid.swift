import Foundation

/// A table of rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row of cells in the
/// grid's columns; any other child is a row of its own across every column.
///
/// 1. There are as many columns as the widest row has cells (a cell with `gridCellColumns(n)`
///    counts as `n`).
/// 2. Each column is as wide as its widest one-column cell wants to be (its ideal width). When
///    the columns and spacing are wider than offered, every column is narrowed in proportion.
/// 3. A row is as tall as its tallest cell at its columns' width; rows are `verticalSpacing`
///    apart and columns `horizontalSpacing` (8 points by default).
/// 4. A cell sits in its columns by the grid's alignment, its column's `gridColumnAlignment` or
///    its row's vertical alignment; a spanning cell is as wide as its columns and the gaps between.
/// 5. A cell with `gridCellUnsizedAxes(.horizontal)` does not widen its column (step 2): it is
///    offered its columns' width; with `.vertical` it does not heighten its row (step 3): it is
///    offered its row's height.
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows the builder makes.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var rows: [GridTableLayout.Row] = []
        var cells: [ResolvedNode] = []
        for node in resolveView(content, in: environment) {
            if case .layout(let layout, let rowCells) = node, let row = layout.base(as: GridRowLayout.self) {
                rows.append(GridTableLayout.Row(alignment: row.alignment, cells: rowCells.map { GridTableLayout.Cell($0) }))
                cells += rowCells
            } else {
                rows.append(GridTableLayout.Row(alignment: nil, cells: [GridTableLayout.Cell(spanningAll: node)]))
                cells.append(node)
            }
        }
        let layout = GridTableLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8,
                                     verticalSpacing: verticalSpacing ?? 8, rows: rows)
        return [.layout(AnyLayout(layout), children: cells)]
    }
}

/// One row of a `Grid`, as SwiftUI's `GridRow`; outside a grid it lays its cells out as an `HStack`.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells the builder makes, aligned vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(GridRowLayout(alignment: alignment)), children: resolveView(content, in: environment))]
    }
}

nonisolated extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        wrappingNodes { node, _ in .gridCell(columns: max(1, count), columnAlignment: nil, node) }
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrappingNodes { node, _ in .gridCell(columns: nil, columnAlignment: guide, node) }
    }

    /// Asks a grid not to size this cell's column (`.horizontal`) or row (`.vertical`) by it: the
    /// cell takes the width or height the other cells give (a `Divider` across a grid, a colour
    /// as tall as its row). Outside a grid it changes nothing.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The axes along which a grid cell does not size its column or row (`gridCellUnsizedAxes(_:)`).
nonisolated struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

/// A `GridRow` outside a grid: its cells side by side, as an `HStack`.
nonisolated struct GridRowLayout: Layout {
    let alignment: VerticalAlignment?

    static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let stack = HStackLayout(alignment: alignment ?? .center)
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let stack = HStackLayout(alignment: alignment ?? .center)
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The layout of a `Grid` (see its numbered steps), over its cells in row order.
nonisolated struct GridTableLayout: Layout {
    nonisolated struct Cell {
        var columns: Int
        var columnAlignment: HorizontalAlignment?
        var spansAll: Bool
        /// Axes along which the cell does not size its column or row (step 5).
        var unsized: Axis.Set

        init(_ node: ResolvedNode) {
            columns = 1
            spansAll = false
            unsized = node.layoutValue(ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set ?? []
            var current = node
            while true {
                switch current {
                case .gridCell(let span, let guide, let child):
                    if let span { columns = span }
                    if let guide { columnAlignment = guide }
                    current = child
                    continue
                case .accessibility(_, let child), .annotation(_, _, let child):
                    current = child
                    continue
                case .layout(let layout, let children) where layout.base(as: LayoutValueLayout.self) != nil && children.count == 1:
                    current = children[0]
                    continue
                default: break
                }
                break
            }
        }

        init(spanningAll node: ResolvedNode) {
            self.init(node)
            spansAll = true
        }
    }

    nonisolated struct Row {
        var alignment: VerticalAlignment?
        var cells: [Cell]
    }

    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    let rows: [Row]

    private var columnCount: Int {
        max(1, rows.map { row in row.cells.filter { !$0.spansAll }.reduce(0) { $0 + $1.columns } }.max() ?? 1)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let table = arrange(proposal, subviews)
        return CGSize(width: table.width, height: table.heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, rows.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let table = arrange(proposal, subviews)
        var y = bounds.minY
        var index = 0
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for cell in row.cells {
                let (x, width) = table.span(cell, from: column)
                let slot = CGRect(x: bounds.minX + x, y: y, width: width, height: table.heights[rowIndex])
                let offer = ProposedViewSize(width: width, height: cell.unsized.contains(.vertical) ? table.heights[rowIndex] : nil)
                let size = subviews[index].sizeThatFits(offer)
                let cellAlignment = Alignment(
                    horizontal: cell.columnAlignment ?? table.columnAlignments[min(column, table.columnAlignments.count - 1)]
                        ?? alignment.horizontal,
                    vertical: row.alignment ?? alignment.vertical)
                subviews[index].place(at: cellAlignment.origin(of: size, in: slot), proposal: offer)
                column += cell.spansAll ? columnCount : cell.columns
                index += 1
            }
            y += table.heights[rowIndex] + verticalSpacing
        }
    }

    /// Column widths, their alignments and the rows' heights for `proposal`.
    private nonisolated struct Table {
        var widths: [CGFloat]
        var columnAlignments: [HorizontalAlignment?]
        var heights: [CGFloat]
        var spacing: CGFloat

        var width: CGFloat { widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1)) }

        /// Where a cell starting at `column` begins and how wide it is.
        func span(_ cell: Cell, from column: Int) -> (CGFloat, CGFloat) {
            let first = min(column, widths.count - 1)
            let count = cell.spansAll ? widths.count : min(cell.columns, widths.count - first)
            let x = widths[..<first].reduce(0, +) + spacing * CGFloat(first)
            let width = widths[first..<(first + max(1, count))].reduce(0, +) + spacing * CGFloat(max(0, count - 1))
            return (x, width)
        }
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Table {
        let count = columnCount
        var widths = [CGFloat](repeating: 0, count: count)
        var alignments = [HorizontalAlignment?](repeating: nil, count: count)
        var index = 0
        for row in rows {
            var column = 0
            for cell in row.cells {
                if !cell.spansAll, cell.columns == 1, column < count, !cell.unsized.contains(.horizontal) {
                    widths[column] = max(widths[column], subviews[index].sizeThatFits(.unspecified).width)
                    if let guide = cell.columnAlignment { alignments[column] = guide }
                }
                column += cell.spansAll ? count : cell.columns
                index += 1
            }
        }
        let spacing = horizontalSpacing * CGFloat(max(0, count - 1))
        if let offered = proposal.width, offered.isFinite {
            let total = widths.reduce(0, +)
            if total + spacing > offered, total > 0 {
                let scale = max(0, offered - spacing) / total
                widths = widths.map { $0 * scale }
            }
        }
        var table = Table(widths: widths, columnAlignments: alignments, heights: [], spacing: horizontalSpacing)
        index = 0
        for row in rows {
            var column = 0
            var height: CGFloat = 0
            for cell in row.cells {
                let (_, width) = table.span(cell, from: column)
                if !cell.unsized.contains(.vertical) {
                    height = max(height, subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
                }
                column += cell.spansAll ? count : cell.columns
                index += 1
            }
            table.heights.append(height)
        }
        return table
    }
}
