import Foundation
import ViewKit

// The collection forms of the vectorized plots: each element's mark as its `…Mark` makes it.

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Bar {
    /// A bar for each element at `x` reaching to `y`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
                                                  width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic,
                                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) {
            BarMark(x: x.plottable($0), y: y.plottable($0), width: width.read($0), height: height.read($0), stacking: stacking).record
        }
    }

    /// A bar for each element at `x` from `yStart` to `yEnd`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
                                                  yEnd: PlottableProjection<Data.Element, Y>, width: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { BarMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0), width: width.read($0)).record }
    }

    /// A bar for each element at `y` from `xStart` to `xEnd`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                  y: PlottableProjection<Data.Element, Y>, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { BarMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), y: y.plottable($0), height: height.read($0)).record }
    }

    /// A bar for each element at `x` between the fixed heights `yStart` and `yEnd` (nil: the plot's edges).
    public init<Data, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                                    width: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { BarMark(x: x.plottable($0), yStart: yStart, yEnd: yEnd, width: width.read($0), stacking: stacking).record }
    }

    /// A bar for each element at `y` between the fixed positions `xStart` and `xEnd` (nil: the plot's edges).
    public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>,
                                    height: MarkDimensions<Data.Element> = .automatic, stacking: MarkStackingMethod = .standard)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { BarMark(xStart: xStart, xEnd: xEnd, y: y.plottable($0), height: height.read($0), stacking: stacking).record }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Line {
    /// A line through the elements' points, in the data's order.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { LineMark(x: x.plottable($0), y: y.plottable($0)).record }
    }

    /// A line for each series through its elements' points.
    public init<Data, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { LineMark(x: x.plottable($0), y: y.plottable($0), series: series.plottable($0)).record }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Point {
    /// A point for each element.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { PointMark(x: x.plottable($0), y: y.plottable($0)).record }
    }

    /// A point for each element at `x`, halfway up the plot.
    public init<Data, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { PointMark(x: x.plottable($0)).record }
    }

    /// A point for each element at `y`, halfway across the plot.
    public init<Data, Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { PointMark(y: y.plottable($0)).record }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Area {
    /// An area from zero to the elements' points (stacked with other areas).
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
                                                  stacking: MarkStackingMethod = .standard) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { AreaMark(x: x.plottable($0), y: y.plottable($0), stacking: stacking).record }
    }

    /// An area for each series from zero to its elements' points.
    public init<Data, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                                y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>,
                                                                stacking: MarkStackingMethod = .standard) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { AreaMark(x: x.plottable($0), y: y.plottable($0), series: series.plottable($0), stacking: stacking).record }
    }

    /// An area between each element's `yStart` and `yEnd`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
                                                  yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { AreaMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).record }
    }

    /// An area between each element's `xStart` and `xEnd`, along y.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                  y: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { AreaMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), y: y.plottable($0)).record }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Rule {
    /// A rule down the plot at each element's `x` (between the fixed heights, when given).
    public init<Data, X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { RuleMark(x: x.plottable($0), yStart: yStart, yEnd: yEnd).record }
    }

    /// A rule across the plot at each element's `y` (between the fixed positions, when given).
    public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { RuleMark(xStart: xStart, xEnd: xEnd, y: y.plottable($0)).record }
    }

    /// A rule at each element's `x` from its `yStart` to its `yEnd`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
                                                  yEnd: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { RuleMark(x: x.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).record }
    }

    /// A rule at each element's `y` from its `xStart` to its `xEnd`.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                  y: PlottableProjection<Data.Element, Y>) where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { RuleMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), y: y.plottable($0)).record }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Rectangle {
    /// A rectangle for each element, in its cell (or sized as told).
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
                                                  width: MarkDimensions<Data.Element> = .automatic, height: MarkDimensions<Data.Element> = .automatic)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) { RectangleMark(x: x.plottable($0), y: y.plottable($0), width: width.read($0), height: height.read($0)).record }
    }

    /// A rectangle for each element between its starts and ends.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
                                                  yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) {
            RectangleMark(xStart: xStart.plottable($0), xEnd: xEnd.plottable($0), yStart: yStart.plottable($0), yEnd: yEnd.plottable($0)).record
        }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Sector {
    /// A sector for each element, its share of the circle its `angle`'s share of them all.
    public init<Data, V: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, V>, innerRadius: MarkDimensions<Data.Element> = .automatic,
                                    outerRadius: MarkDimensions<Data.Element> = .automatic, angularInset: CGFloat? = nil)
        where Content == VectorizedPlotContent<Data> {
        self.init(data: data) {
            SectorMark(angle: angle.plottable($0), innerRadius: innerRadius.read($0), outerRadius: outerRadius.read($0), angularInset: angularInset).record
        }
    }
}
