import Foundation
import ViewKit

/// Bars, as Swift Charts' `BarMark`: vertical along a category or date axis, horizontal when the
/// category is on y; bars of one category stack unless told not to.
public nonisolated struct BarMark: ChartContent {
    let record: MarkRecord

    /// A bar at `x` reaching to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .bar, x: .value(x), y: .value(y))
        (record.width, record.height, record.stacking) = (width, height, stacking)
        self.record = record
    }

    /// A bar at `x` between the fixed heights `yStart` and `yEnd` in points (nil: the plot's edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .bar, x: .value(x), y: .fixed(yStart, yEnd))
        (record.width, record.stacking) = (width, stacking)
        self.record = record
    }

    /// A bar at `y` between the fixed positions `xStart` and `xEnd` in points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .bar, x: .fixed(xStart, xEnd), y: .value(y))
        (record.height, record.stacking) = (height, stacking)
        self.record = record
    }

    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var record = MarkRecord(kind: .bar, x: .value(x), y: .interval(yStart, yEnd))
        record.width = width
        record.stacking = .unstacked
        self.record = record
    }

    /// A bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var record = MarkRecord(kind: .bar, x: .interval(xStart, xEnd), y: .value(y))
        record.height = height
        record.stacking = .unstacked
        self.record = record
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        var record = MarkRecord(kind: .bar, x: .interval(xStart, xEnd), y: .interval(yStart, yEnd))
        record.stacking = .unstacked
        self.record = record
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// A line through points, as Swift Charts' `LineMark`: the marks of one series (their
/// `series`, else their `foregroundStyle(by:)` or `symbol(by:)` value) are joined in the order
/// they are declared.
public nonisolated struct LineMark: ChartContent {
    let record: MarkRecord

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .line, x: .value(x), y: .value(y))
    }

    /// A point at `x`, `y` of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var record = MarkRecord(kind: .line, x: .value(x), y: .value(y))
        record.series = series.plotted
        self.record = record
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// A point, as Swift Charts' `PointMark`: a symbol at `x`, `y` (or along one axis alone).
public nonisolated struct PointMark: ChartContent {
    let record: MarkRecord

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, x: .value(x), y: .value(y))
    }

    /// A point at `x`, halfway up the plot.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = MarkRecord(kind: .point, x: .value(x), y: .none)
    }

    /// A point at `y`, halfway across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = MarkRecord(kind: .point, x: .none, y: .value(y))
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// An area under a line, as Swift Charts' `AreaMark`: the marks of one series make one area,
/// stacked on the series declared before it unless told not to.
public nonisolated struct AreaMark: ChartContent {
    let record: MarkRecord

    /// A point of the area's top edge at `x`, `y`; the area reaches down to zero (or the series below).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .area, x: .value(x), y: .value(y))
        record.stacking = stacking
        self.record = record
    }

    /// A point at `x`, `y` of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .area, x: .value(x), y: .value(y))
        record.series = series.plotted
        record.stacking = stacking
        self.record = record
    }

    /// A stretch of a band at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area, x: .value(x), y: .interval(yStart, yEnd))
        record.stacking = .unstacked
        self.record = record
    }

    /// A stretch of a horizontal band at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area, x: .interval(xStart, xEnd), y: .value(y))
        record.stacking = .unstacked
        self.record = record
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// A straight line across the plot, as Swift Charts' `RuleMark`: a threshold or a target.
public nonisolated struct RuleMark: ChartContent {
    let record: MarkRecord

    /// A vertical rule at `x` between the fixed heights `yStart` and `yEnd` in points (nil: the plot's edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = MarkRecord(kind: .rule, x: .value(x), y: .fixed(yStart, yEnd))
    }

    /// A horizontal rule at `y` between the fixed positions `xStart` and `xEnd` in points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: .fixed(xStart, xEnd), y: .value(y))
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: .value(x), y: .interval(yStart, yEnd))
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = MarkRecord(kind: .rule, x: .interval(xStart, xEnd), y: .value(y))
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// A rectangle, as Swift Charts' `RectangleMark`: a heat-map cell, or a band across the plot.
public nonisolated struct RectangleMark: ChartContent {
    let record: MarkRecord

    /// A rectangle centred on `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        var record = MarkRecord(kind: .rectangle, x: .value(x), y: .value(y))
        (record.width, record.height) = (width, height)
        self.record = record
    }

    /// A rectangle from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        var record = MarkRecord(kind: .rectangle, x: .interval(xStart, xEnd), y: .value(y))
        record.height = height
        self.record = record
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        var record = MarkRecord(kind: .rectangle, x: .value(x), y: .interval(yStart, yEnd))
        record.width = width
        self.record = record
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, x: .interval(xStart, xEnd), y: .interval(yStart, yEnd))
    }

    /// A band across the plot from `yStart` to `yEnd`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = MarkRecord(kind: .rectangle, x: .fixed(xStart, xEnd), y: .interval(yStart, yEnd))
    }

    /// A band up the plot from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record = MarkRecord(kind: .rectangle, x: .interval(xStart, xEnd), y: .fixed(yStart, yEnd))
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}

/// A slice of a pie or a doughnut, as Swift Charts' `SectorMark` (iOS 17): the chart's sectors
/// share the circle by their `angle` values, clockwise from the top, and a chart of sectors has
/// no axes.
public nonisolated struct SectorMark: ChartContent {
    let record: MarkRecord

    /// A sector whose share of the circle is `angle`'s share of all the sectors' values.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var record = MarkRecord(kind: .sector, x: .none, y: .none)
        record.angle = angle.plotted
        record.x.label = angle.label
        (record.innerRadius, record.outerRadius, record.angularInset) = (innerRadius, outerRadius, angularInset ?? 0)
        self.record = record
    }

    /// The mark reports itself to its chart.
    public var body: some View { MarkReporter(record: record) }
}
