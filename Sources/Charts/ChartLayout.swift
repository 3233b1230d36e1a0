import Foundation
import ViewKit

/// What each of a chart's parts is, for `ChartLayout`.
nonisolated enum ChartPart {
    case plot
    /// A y axis label centred on `share` of the plot's height.
    case yLabel(share: CGFloat)
    /// An x axis label centred on `share` of the plot's width (or starting there).
    case xLabel(share: CGFloat, startsAtValue: Bool)
    case legend
    case xTitle
    case yTitle
}

/// Places a chart's parts: the plot takes what the axis labels, the titles and the legend leave;
/// y labels beside it (trailing unless told), x labels under it (or above), the y axis's title
/// over it, the x axis's under the labels, the legend under everything (or above).
nonisolated struct ChartLayout: Layout {
    let parts: [ChartPart]
    let yLabelsLeading: Bool
    let xLabelsTop: Bool
    /// Where the legend stands: below the chart, above it, or beside it.
    let legendEdge: Edge
    /// How the legend is aligned along its edge (leading across, or top beside, unless told).
    let legendAlignment: Alignment
    private var legendBeside: Bool { legendEdge == .leading || legendEdge == .trailing }
    let legendSpacing: CGFloat
    let xTickLength: CGFloat
    let yTickLength: CGFloat
    /// The room the scales keep clear at their ends.
    let xPadding: ScalePadding
    let yPadding: ScalePadding

    /// The room each part takes around the plot, for a chart `width` wide.
    private struct Margins {
        var leading: CGFloat = 0, trailing: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        var legendHeight: CGFloat = 0, legendWidth: CGFloat = 0, xTitleHeight: CGFloat = 0, yTitleHeight: CGFloat = 0
        var xLabelHeight: CGFloat = 0, yLabelWidth: CGFloat = 0, yLabelHalfHeight: CGFloat = 0
    }

    private func margins(width: CGFloat, subviews: Subviews) -> Margins {
        var margins = Margins()
        for (part, subview) in zip(parts, subviews) {
            switch part {
            case .yLabel:
                let size = subview.sizeThatFits(.unspecified)
                margins.yLabelWidth = max(margins.yLabelWidth, size.width)
                margins.yLabelHalfHeight = max(margins.yLabelHalfHeight, size.height / 2)
            case .xLabel:
                margins.xLabelHeight = max(margins.xLabelHeight, subview.sizeThatFits(.unspecified).height)
            case .legend where legendBeside:
                // Beside the plot, at most half the chart wide.
                margins.legendWidth = min(subview.sizeThatFits(.unspecified).width, width / 2) + legendSpacing
            case .legend:
                margins.legendHeight = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height + legendSpacing
            case .xTitle:
                margins.xTitleHeight = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height + ChartMetrics.titleSpacing
            case .yTitle:
                margins.yTitleHeight = subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height + ChartMetrics.titleSpacing
            case .plot:
                break
            }
        }
        let yColumn = margins.yLabelWidth > 0 ? margins.yLabelWidth + ChartMetrics.labelGap + yTickLength : 0
        let xRow = margins.xLabelHeight > 0 ? margins.xLabelHeight + ChartMetrics.labelGap + xTickLength : xTickLength
        if yLabelsLeading { margins.leading = yColumn } else { margins.trailing = yColumn }
        if legendEdge == .leading { margins.leading += margins.legendWidth }
        if legendEdge == .trailing { margins.trailing += margins.legendWidth }
        let legendTop = legendEdge == .top
        // A y label is centred on its line: the top one (and the bottom one, with no x labels below) reaches out half its height.
        margins.top = margins.yTitleHeight + (legendTop ? margins.legendHeight : 0) + (xLabelsTop ? xRow : margins.yLabelHalfHeight)
        margins.bottom = margins.xTitleHeight + (legendTop ? 0 : margins.legendHeight)
            + (xLabelsTop ? margins.yLabelHalfHeight : max(xRow, margins.yLabelHalfHeight))
        return margins
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ChartMetrics.idealWidth
        if let height = proposal.height, height.isFinite { return CGSize(width: width, height: height) }
        let margins = margins(width: width, subviews: subviews)
        return CGSize(width: width, height: ChartMetrics.idealPlotHeight + margins.top + margins.bottom)
    }

    /// The axis labels to leave out so that none overlaps the next: every label when they fit,
    /// else all but every second (third...) one, counting from the first value, as Swift Charts
    /// thins crowded axes; on an unevenly spaced axis, each label too close to the last one kept.
    private func crowded(plot: CGSize, subviews: Subviews) -> Set<Int> {
        var hidden = Set<Int>()
        for vertical in [true, false] {
            var members: [(index: Int, share: CGFloat)] = []
            for (index, part) in parts.enumerated() {
                switch part {
                case .yLabel(let share) where vertical: members.append((index, share))
                case .xLabel(let share, _) where !vertical: members.append((index, share))
                default: break
                }
            }
            guard members.count > 1 else { continue }
            let length = vertical ? plot.height : plot.width
            let padding = vertical ? yPadding : xPadding
            let offsets = members.map { padding.offset($0.share, length: length, vertical: vertical) }
            let gaps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
            let closest = gaps.min() ?? length
            let needed = members.map { member -> CGFloat in
                let size = subviews[member.index].sizeThatFits(.unspecified)
                return vertical ? size.height : size.width
            }.max() ?? 0
            let room = needed + ChartMetrics.labelGap
            if let widest = gaps.max(), widest > closest * ChartMetrics.evenTickSpread {
                // Unevenly spaced (a log or power axis): each label kept that stands clear of the last one kept.
                var last = offsets[0]
                for (order, member) in members.enumerated().dropFirst() {
                    if abs(offsets[order] - last) < room { hidden.insert(member.index) } else { last = offsets[order] }
                }
                continue
            }
            let step = closest > 0 ? Int((room / closest).rounded(.up)) : members.count
            guard step > 1 else { continue }
            for (order, member) in members.enumerated() where order % step != 0 { hidden.insert(member.index) }
        }
        return hidden
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let margins = margins(width: bounds.width, subviews: subviews)
        // The chart less the legend's column when the legend stands beside the plot.
        let inner = CGRect(x: bounds.minX + (legendEdge == .leading ? margins.legendWidth : 0), y: bounds.minY,
                           width: bounds.width - margins.legendWidth, height: bounds.height)
        let legendTop = legendEdge == .top
        let plot = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                          width: max(0, bounds.width - margins.leading - margins.trailing),
                          height: max(0, bounds.height - margins.top - margins.bottom))
        var hidden = crowded(plot: plot.size, subviews: subviews)
        // A label moved in from the chart's edge may now meet its neighbour: the later one is left out.
        var lastXLabelEnd = -CGFloat.infinity
        for (index, part) in parts.enumerated() where !hidden.contains(index) {
            guard case .xLabel(let share, let startsAtValue) = part else { continue }
            let span = xLabelFrame(share: share, startsAtValue: startsAtValue, width: subviews[index].sizeThatFits(.unspecified).width,
                                   plot: plot, bounds: inner)
            if span.lowerBound < lastXLabelEnd + ChartMetrics.labelGap {
                hidden.insert(index)
            } else {
                lastXLabelEnd = span.upperBound
            }
        }
        let xRowTop = xLabelsTop ? plot.minY - xTickLength - ChartMetrics.labelGap : plot.maxY + xTickLength + ChartMetrics.labelGap
        let belowX = plot.maxY + max(margins.xLabelHeight > 0 ? margins.xLabelHeight + ChartMetrics.labelGap + xTickLength : xTickLength,
                                     margins.yLabelHalfHeight)
        for (index, (part, subview)) in zip(parts, subviews).enumerated() {
            // A label left out is offered no room, and shows nothing.
            if hidden.contains(index) {
                subview.place(at: plot.origin, proposal: ProposedViewSize(width: 0, height: 0))
                continue
            }
            switch part {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(width: plot.width, height: plot.height))
            case .yLabel(let share):
                let y = plot.minY + yPadding.offset(share, length: plot.height, vertical: true)
                if yLabelsLeading {
                    subview.place(at: CGPoint(x: plot.minX - yTickLength - ChartMetrics.labelGap, y: y), anchor: .trailing, proposal: .unspecified)
                } else {
                    subview.place(at: CGPoint(x: plot.maxX + yTickLength + ChartMetrics.labelGap, y: y), anchor: .leading, proposal: .unspecified)
                }
            case .xLabel(let share, let startsAtValue):
                let x = xLabelFrame(share: share, startsAtValue: startsAtValue, width: subview.sizeThatFits(.unspecified).width,
                                    plot: plot, bounds: inner).lowerBound
                subview.place(at: CGPoint(x: x, y: xRowTop), anchor: xLabelsTop ? .bottomLeading : .topLeading, proposal: .unspecified)
            case .legend where legendBeside:
                let room = ProposedViewSize(width: margins.legendWidth - legendSpacing, height: nil)
                let height = subview.sizeThatFits(room).height
                let share: CGFloat = legendAlignment.vertical == .center ? 0.5 : legendAlignment.vertical == .bottom ? 1 : 0
                let x = legendEdge == .leading ? bounds.minX : bounds.maxX - (margins.legendWidth - legendSpacing)
                subview.place(at: CGPoint(x: x, y: plot.minY + (plot.height - height) * share), proposal: room)
            case .legend:
                let y = legendTop ? bounds.minY : bounds.maxY - margins.legendHeight + legendSpacing
                let width = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).width
                let share: CGFloat = legendAlignment.horizontal == .center ? 0.5 : legendAlignment.horizontal == .trailing ? 1 : 0
                subview.place(at: CGPoint(x: bounds.minX + (bounds.width - width) * share, y: y),
                              proposal: ProposedViewSize(width: bounds.width, height: nil))
            case .xTitle:
                subview.place(at: CGPoint(x: plot.midX, y: belowX + ChartMetrics.titleSpacing), anchor: .top,
                              proposal: ProposedViewSize(width: bounds.width, height: nil))
            case .yTitle:
                let top = bounds.minY + (legendTop ? margins.legendHeight : 0)
                if yLabelsLeading {
                    subview.place(at: CGPoint(x: inner.minX, y: top), anchor: .topLeading, proposal: ProposedViewSize(width: inner.width, height: nil))
                } else {
                    subview.place(at: CGPoint(x: inner.maxX, y: top), anchor: .topTrailing, proposal: ProposedViewSize(width: inner.width, height: nil))
                }
            }
        }
    }

    /// Where an x label `width` wide lies across: centred on its value (or starting there), but
    /// kept inside the chart, and out of the y labels' column (whose last label reaches down
    /// into the x labels' row).
    private func xLabelFrame(share: CGFloat, startsAtValue: Bool, width: CGFloat, plot: CGRect, bounds: CGRect) -> ClosedRange<CGFloat> {
        let start = plot.minX + xPadding.offset(share, length: plot.width, vertical: false) - (startsAtValue ? 0 : width / 2)
        let low = yLabelsLeading ? plot.minX : bounds.minX, high = yLabelsLeading ? bounds.maxX : plot.maxX
        let x = max(low, min(start, high - width))
        return x...(x + width)
    }
}

/// Legend entries in rows, as many to a row as fit the width, the rows one under another.
nonisolated struct LegendFlowLayout: Layout {
    let spacing: CGFloat
    let lineSpacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = arrange(width: proposal.width, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: proposal.width.map { min($0, width) } ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = entrySize(subviews[index], width: bounds.width)
                subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2),
                                      proposal: ProposedViewSize(width: size.width, height: size.height))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    /// An entry's size: as it likes, or wrapped to `width` when wider.
    private func entrySize(_ subview: LayoutSubview, width: CGFloat?) -> CGSize {
        subview.sizeThatFits(ProposedViewSize(width: width, height: nil))
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width: CGFloat?, subviews: Subviews) -> [Row] {
        var rows: [Row] = [], row = Row()
        for index in subviews.indices {
            let size = entrySize(subviews[index], width: width)
            let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if let width, needed > width, !row.indices.isEmpty {
                rows.append(row)
                row = Row()
            }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }
}
