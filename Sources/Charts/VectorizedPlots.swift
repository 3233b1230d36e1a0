import Foundation
import ViewKit

/// A whole collection (or a function) plotted at once, as Swift Charts' vectorized plots (iOS
/// 18): `BarPlot`, `LinePlot`, `PointPlot`, `AreaPlot`, `RulePlot`, `RectanglePlot` and
/// `SectorPlot` are this type with their kind. Each element makes the mark its `…Mark` would, so
/// they draw, stack, group and read as those marks do. Modifiers that take key paths (or
/// projections) come before those that take plain values, as in Swift Charts.
public nonisolated struct VectorizedPlot<Kind, Content>: ChartContent {
    let content: Content
    let reporter: (Content) -> PlotReporter

    /// The plot reports its marks to its chart.
    public var body: some View { reporter(content) }
}

/// The kinds of vectorized plot (tags of `VectorizedPlot`).
public nonisolated enum VectorizedPlotKind {
    /// `BarPlot`.
    public enum Bar {}
    /// `LinePlot`.
    public enum Line {}
    /// `PointPlot`.
    public enum Point {}
    /// `AreaPlot`.
    public enum Area {}
    /// `RulePlot`.
    public enum Rule {}
    /// `RectanglePlot`.
    public enum Rectangle {}
    /// `SectorPlot`.
    public enum Sector {}
}

/// Bars for each element of a collection, as Swift Charts' `BarPlot`.
public typealias BarPlot<Content> = VectorizedPlot<VectorizedPlotKind.Bar, Content>
/// A line through the elements of a collection, or a function's graph, as Swift Charts' `LinePlot`.
public typealias LinePlot<Content> = VectorizedPlot<VectorizedPlotKind.Line, Content>
/// Points for each element of a collection, as Swift Charts' `PointPlot`.
public typealias PointPlot<Content> = VectorizedPlot<VectorizedPlotKind.Point, Content>
/// An area under the elements of a collection, or under a function, as Swift Charts' `AreaPlot`.
public typealias AreaPlot<Content> = VectorizedPlot<VectorizedPlotKind.Area, Content>
/// Rules for each element of a collection, as Swift Charts' `RulePlot`.
public typealias RulePlot<Content> = VectorizedPlot<VectorizedPlotKind.Rule, Content>
/// Rectangles for each element of a collection, as Swift Charts' `RectanglePlot`.
public typealias RectanglePlot<Content> = VectorizedPlot<VectorizedPlotKind.Rectangle, Content>
/// Sectors for each element of a collection, as Swift Charts' `SectorPlot`.
public typealias SectorPlot<Content> = VectorizedPlot<VectorizedPlotKind.Sector, Content>

/// A vectorized plot's data, the mark each element makes, and what its key-path modifiers
/// change in each element's mark.
public nonisolated struct VectorizedPlotContent<Data: RandomAccessCollection> {
    let data: Data
    let make: (Data.Element) -> MarkRecord
    var edits: [(Data.Element, inout MarkRecord) -> Void] = []

    /// Each element's mark, edited.
    func records() -> [MarkRecord] {
        data.map { element in
            var record = make(element)
            for edit in edits { edit(element, &record) }
            return record
        }
    }
}

/// Swift Charts' names for a vectorized plot's content.
public typealias VectorizedBarPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedLinePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedPointPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedAreaPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRulePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedRectanglePlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>
public typealias VectorizedSectorPlotContent<Data: RandomAccessCollection> = VectorizedPlotContent<Data>

nonisolated extension VectorizedPlot {
    /// A plot of `data`, each element's mark made by `make`.
    init<Data: RandomAccessCollection>(data: Data, make: @escaping (Data.Element) -> MarkRecord) where Content == VectorizedPlotContent<Data> {
        content = VectorizedPlotContent(data: data, make: make)
        reporter = { PlotReporter(records: $0.records()) }
    }

    /// The plot with `edit` made to each element's mark.
    private func editing<Data>(_ edit: @escaping (Data.Element, inout MarkRecord) -> Void) -> Self where Content == VectorizedPlotContent<Data> {
        var content = content
        content.edits.append(edit)
        return VectorizedPlot(content: content, reporter: reporter)
    }

    /// Colours each element's mark by its value at `value`: each different value takes the next
    /// colour of the palette, and the legend lists them.
    public func foregroundStyle<Data, D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> Self
        where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.styleGroup = value.plottable(element).plotted }
    }

    /// Paints each element's mark with its style at `path`.
    public func foregroundStyle<Data, S: ShapeStyle>(_ path: KeyPath<Data.Element, S>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.style = AnyShapeStyle(element[keyPath: path]) }
    }

    /// Gives each element's point a shape by its value at `value`.
    public func symbol<Data, D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.symbolGroup = value.plottable(element).plotted }
    }

    /// Sizes each element's point by its value at `value`.
    public func symbolSize<Data, D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.symbolSizeGroup = value.plottable(element).plotted }
    }

    /// Each element's point covers its area at `path`, in square points.
    public func symbolSize<Data>(_ path: KeyPath<Data.Element, CGFloat>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.symbolSize = max(0, element[keyPath: path]) }
    }

    /// Dashes each element's line by its value at `value`.
    public func lineStyle<Data, D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.lineStyleGroup = value.plottable(element).plotted }
    }

    /// Stands each element's bar beside the others of its category by its value at `value`.
    public func position<Data, D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.positionGroup = value.plottable(element).plotted }
    }

    /// Each element's mark at its opacity at `path`.
    public func opacity<Data>(_ path: KeyPath<Data.Element, Double>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.opacity = element[keyPath: path] }
    }

    /// Each element's bar or rectangle with its corner radius at `path`.
    public func cornerRadius<Data>(_ path: KeyPath<Data.Element, CGFloat>) -> Self where Content == VectorizedPlotContent<Data> {
        editing { element, record in record.cornerRadius = max(0, element[keyPath: path]) }
    }
}

/// A vectorized plot's marks reported to the chart gathering them (outside a chart, nothing),
/// or a function plot's, sampled over its domain (the chart's x domain when it has none).
nonisolated struct PlotReporter: View, PrimitiveView {
    var records: [MarkRecord] = []
    var function: FunctionSampling?

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard let collector = environment.chartCollector else { return [] }
        let edits = environment.markEdits.list
        guard let function else {
            for record in records { collector.report(record, edits: edits) }
            return []
        }
        let identity = collector.nextFunctionIdentity()
        if let domain = function.domain {
            for record in function.sample(domain, identity) { collector.report(record, edits: edits) }
        } else {
            collector.pendingFunctions.append((function, identity, edits))
        }
        return []
    }
}
