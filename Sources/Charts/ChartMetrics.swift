import Foundation
import ViewKit

/// The sizes and colours a chart is drawn with. Apple publishes none of them: each is a guess
/// from screenshots of iOS 17 charts [I], kept here as one named constant.
nonisolated enum ChartMetrics {
    /// The plot's height when the chart is offered any height (in a scroll view) [I].
    static let idealPlotHeight: CGFloat = 200
    /// The chart's width when offered any width [I].
    static let idealWidth: CGFloat = 300
    /// How many ticks an automatic axis aims for [I].
    static let desiredTicks = 5
    /// A bar's share of its category's band [I].
    static let barBandShare: CGFloat = 0.6
    /// A bar's share of the calendar unit it spans on a date axis [I].
    static let barUnitShare: CGFloat = 0.8
    /// The width of a line [I].
    static let lineWidth: CGFloat = 2
    /// The width of a rule [I].
    static let ruleWidth: CGFloat = 1
    /// The area of a point's symbol, in square points [I].
    static let pointArea: CGFloat = 50
    /// The smallest and largest areas `symbolSize(by:)` gives, in square points [I].
    static let symbolAreas: ClosedRange<CGFloat> = 20...400
    /// The dash patterns `lineStyle(by:)` gives in turn: solid, then dashed and dotted [I].
    static let dashes: [[CGFloat]] = [[], [6, 3], [2, 2], [8, 3, 2, 3]]
    /// Between the plot and the axis labels [I].
    static let labelGap: CGFloat = 4
    /// How much wider than the narrowest gap between an axis's labels the widest may be and the
    /// labels still count as evenly spaced (months' lengths differ by a tenth), thinned by a
    /// regular step; beyond it (log and power axes) they are thinned one by one [I].
    static let evenTickSpread: CGFloat = 1.25
    /// How many points a function plot samples its function at, ends included [I].
    static let functionSamples = 100
    /// How far past a scrolling plot's fixed axis marks may reach before they are cut off, in points.
    static let unclippedReach: CGFloat = 10_000
    /// The length of an axis tick [I].
    static let tickLength: CGFloat = 4
    /// The width of grid lines and ticks [I].
    static let gridLineWidth: CGFloat = 0.5
    /// Between the chart and its legend [I].
    static let legendSpacing: CGFloat = 8
    /// A legend entry's symbol [I].
    static let legendSymbol: CGFloat = 8
    /// Between a legend's symbol and its label, and between entries [I].
    static let legendGap: CGFloat = 4
    static let legendEntryGap: CGFloat = 12
    /// Between a mark and its annotation [I].
    static let annotationSpacing: CGFloat = 4
    /// Between an axis's labels and its title [I].
    static let titleSpacing: CGFloat = 4
}

/// The colours of a chart's axes and of its style groups.
nonisolated enum ChartColors {
    /// Grid lines and ticks: the secondary label colour, faint [I].
    static let gridLine = Color.secondary.opacity(0.5)
    /// Axis labels, titles and legend labels.
    static let label = Color.secondary
    /// The styles given to `foregroundStyle(by:)` values in turn: the system colours Swift Charts
    /// starts its palette with, in its order as far as screenshots show it [I].
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
}
