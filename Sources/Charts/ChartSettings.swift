import Foundation
import ViewKit

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`...) set for the charts
/// inside them, carried in the environment.
nonisolated struct ChartSettings: @unchecked Sendable {
    var x = AxisSettings()
    var y = AxisSettings()
    var legend = LegendSettings()
    /// `chartForegroundStyleScale`: the style of each style group's value, in order.
    var styleScale: [(value: PlottedValue, style: AnyShapeStyle)]?
    /// `chartForegroundStyleScale(mapping:)`: the style of a style group's value.
    var styleMapping: ((PlottedValue) -> AnyShapeStyle?)?
    /// `chartForegroundStyleScale(range:)`: the styles the groups take in turn (nil: the palette);
    /// `(domain:)`: the groups' order.
    var styleRange: [AnyShapeStyle]?
    var styleOrder: [PlottedValue]?
    /// `chartSymbolScale`: the shape of each symbol group's value, in order.
    var symbolScale: [(value: PlottedValue, shape: BasicChartSymbolShape)]?
    /// `chartSymbolScale(range:)` and `(mapping:)`.
    var symbolRange: [BasicChartSymbolShape]?
    var symbolMapping: ((PlottedValue) -> BasicChartSymbolShape?)?
    /// `chartSymbolSizeScale`: each size group's area, the areas taken in turn, the areas numbers span.
    var sizeScale: [(value: PlottedValue, area: CGFloat)]?
    var sizeRange: [CGFloat]?
    var sizeAreas: ClosedRange<CGFloat>?
    /// `chartLineStyleScale`: each line style group's stroke, or the strokes taken in turn.
    var lineStyleScale: [(value: PlottedValue, stroke: StrokeStyle)]?
    var lineStyleRange: [StrokeStyle]?
    /// `chartPlotStyle`: what is made of the plot.
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartOverlay` and `chartBackground`.
    var overlay: ChartDecoration?
    var background: ChartDecoration?
}

/// One axis's settings.
nonisolated struct AxisSettings {
    var visibility: Visibility = .automatic
    /// The marks set with `chartXAxis { ... }`; nil: the chart's own.
    var marks: [AxisMarksSpec]?
    var title: AxisTitle?
    var domain: DomainSpec?
    var padding: ScalePadding?
    /// `chartXScale(type:)`: how numbers are spaced (nil: linear).
    var transform: ScaleTransform?
    /// `chartScrollableAxes`, `chartXVisibleDomain`, `chartScrollPosition`.
    var scroll = ScrollWindow()
}

/// An axis's title (`chartXAxisLabel`): a text in the caption style and the axis labels'
/// colour, or a view of your own as it is.
nonisolated struct AxisTitle {
    let view: AnyView
    let position: AnnotationPosition
    let alignment: Alignment?
    let spacing: CGFloat?

    init(text: Text, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) {
        self.init(view: AnyView(text.font(.caption).foregroundStyle(ChartColors.label)), position: position, alignment: alignment,
                  spacing: spacing)
    }

    init(view: AnyView, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) {
        (self.view, self.position, self.alignment, self.spacing) = (view, position, alignment, spacing)
    }
}

/// The legend's settings.
nonisolated struct LegendSettings {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

private nonisolated struct ChartSettingsKey: EnvironmentKey {
    static let defaultValue = ChartSettings()
}

nonisolated extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// A view with a change to the chart settings of the charts inside it.
nonisolated struct ChartSettingsChange<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout ChartSettings) -> Void

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var inner = environment
        change(&inner.chartSettings)
        return resolveView(content, in: inner)
    }
}

/// The plot area of a chart, as `chartPlotStyle` hands it to you (Swift Charts' `ChartPlotContent`).
public nonisolated struct ChartPlotContent: View {
    let content: AnyView

    /// The plot.
    public var body: some View { content }
}

/// A value that fixes an axis's domain, as Swift Charts' `ScaleDomain`: a closed range, an array
/// of values (categories, in order), or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

protocol DomainDescribing {
    var domainSpec: DomainSpec { get }
}

nonisolated extension ClosedRange: ScaleDomain where Bound: Plottable {}
nonisolated extension ClosedRange: DomainDescribing where Bound: Plottable {
    var domainSpec: DomainSpec { .range(PlottedValue.of(lowerBound), PlottedValue.of(upperBound)) }
}

nonisolated extension Array: ScaleDomain where Element: Plottable {}
nonisolated extension Array: DomainDescribing where Element: Plottable {
    var domainSpec: DomainSpec { .values(map { PlottedValue.of($0) }) }
}

/// The domain the chart chooses from its data, as Swift Charts' `AutomaticScaleDomain`.
public nonisolated struct AutomaticScaleDomain: ScaleDomain, DomainDescribing {
    let includesZero: Bool?
    let reversed: Bool?

    var domainSpec: DomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

// Where `chartYScale(domain: .automatic(includesZero: false))` finds them, as in Swift Charts.
nonisolated extension ScaleDomain where Self == AutomaticScaleDomain {
    /// From the data (zero included for numbers).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// From the data, zero included or not as told, reversed when told.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// How values map to positions along an axis, as Swift Charts' `ScaleType`. Numbers follow
/// the linear, log, power and symmetric log types; `date` and `category` are kept (the data
/// decide: dates as time, strings as categories).
public nonisolated struct ScaleType: Hashable, Sendable {
    /// The numeric spacing; nil for `date` and `category`.
    let transform: ScaleTransform?
    private let name: String

    /// Linear: `y = a·x + b`.
    public static let linear = ScaleType(transform: .linear, name: "linear")
    /// Logarithmic: `y = a·log(x) + b`; the axis marks powers of ten, values of zero and below
    /// lie at its low end.
    public static let log = ScaleType(transform: .log, name: "log")
    /// Square root: `y = a·sqrt(x) + b`, a power scale of exponent 0.5.
    public static let squareRoot = ScaleType(transform: .power(exponent: 0.5), name: "squareRoot")
    /// Symmetric log with a slope of 1 at zero.
    public static let symmetricLog = ScaleType(transform: .symmetricLog(slopeAtZero: 1), name: "symmetricLog")
    /// Dates.
    public static let date = ScaleType(transform: nil, name: "date")
    /// Categories.
    public static let category = ScaleType(transform: nil, name: "category")

    /// Power: `y = a·x^exponent + b` (negative values mirrored).
    public static func power(exponent: Double) -> ScaleType {
        ScaleType(transform: .power(exponent: exponent), name: "power")
    }

    /// Symmetric log: `y = a·sign(x)·log(1 + |x·slopeAtZero|) + b`.
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType {
        ScaleType(transform: .symmetricLog(slopeAtZero: slopeAtZero), name: "symmetricLog")
    }
}

nonisolated extension View {
    func chartSettings(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        ChartSettingsChange(content: self, change: change)
    }

    /// Shows or hides the x axis of the charts inside.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSettings { $0.x.visibility = visibility }
    }

    /// Draws the x axis of the charts inside with `content`'s marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = AxisContentBuilder.marks(of: content())
        return chartSettings { $0.x.marks = marks }
    }

    /// Shows or hides the y axis of the charts inside.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSettings { $0.y.visibility = visibility }
    }

    /// Draws the y axis of the charts inside with `content`'s marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = AxisContentBuilder.marks(of: content())
        return chartSettings { $0.y.marks = marks }
    }

    /// Titles the x axis with `label`.
    public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSettings { $0.x.title = AxisTitle(text: label, position: position, alignment: alignment, spacing: spacing) }
    }

    /// Titles the x axis with `label`.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the x axis with `label`.
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the x axis with a view of your own.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartSettings { $0.x.title = AxisTitle(view: view, position: position, alignment: alignment, spacing: spacing) }
    }

    /// Titles the y axis with a view of your own.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartSettings { $0.y.title = AxisTitle(view: view, position: position, alignment: alignment, spacing: spacing) }
    }

    /// Titles the y axis with `label`.
    public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSettings { $0.y.title = AxisTitle(text: label, position: position, alignment: alignment, spacing: spacing) }
    }

    /// Titles the y axis with `label`.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Titles the y axis with `label`.
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(Text(label), position: position, alignment: alignment, spacing: spacing)
    }

    /// Fixes the x axis's domain: a range, categories in order, or `.automatic(includesZero:reversed:)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = (domain as? DomainDescribing)?.domainSpec
        return chartSettings { $0.x.domain = spec }.chartXScale(type: type)
    }

    /// Spaces the x axis's numbers by `type` (`.log`, `.squareRoot`, `.power(exponent:)`,
    /// `.symmetricLog`); nil leaves it as it is.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartSettings { settings in
            if let transform = type?.transform { settings.x.transform = transform }
        }
    }

    /// Fixes the y axis's domain: a range, categories in order, or `.automatic(includesZero:reversed:)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = (domain as? DomainDescribing)?.domainSpec
        return chartSettings { $0.y.domain = spec }.chartYScale(type: type)
    }

    /// Spaces the y axis's numbers by `type` (`.log`, `.squareRoot`, `.power(exponent:)`,
    /// `.symmetricLog`); nil leaves it as it is.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartSettings { settings in
            if let transform = type?.transform { settings.y.transform = transform }
        }
    }

    /// Keeps room clear at the x axis's ends: `.plotDimension(padding:)`, or the positions in points to draw the values between.
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = (range as? ScaleRangeDescribing)?.padding
        return chartSettings { $0.x.padding = padding }.chartXScale(type: type)
    }

    /// Keeps room clear at the y axis's ends: `.plotDimension(padding:)`, or the positions in points to draw the values between.
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = (range as? ScaleRangeDescribing)?.padding
        return chartSettings { $0.y.padding = padding }.chartYScale(type: type)
    }

    /// Fixes the x axis's domain and the room kept clear at its ends.
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type).chartXScale(range: range, type: type)
    }

    /// Fixes the y axis's domain and the room kept clear at its ends.
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type).chartYScale(range: range, type: type)
    }

    /// Shows or hides the legend of the charts inside.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSettings { $0.legend.visibility = visibility }
    }

    /// Places the legend at `position` (`.top` or, by default, below the chart).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSettings { settings in
            settings.legend.position = position
            settings.legend.alignment = alignment
            settings.legend.spacing = spacing
        }
    }

    /// A legend of your own at `position`.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartSettings { settings in
            settings.legend.position = position
            settings.legend.alignment = alignment
            settings.legend.spacing = spacing
            settings.legend.content = view
        }
    }

    /// Makes the plot area with `content` (a background, a frame, a border...).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSettings { $0.plotStyle = { AnyView(content($0)) } }
    }
}

/// What a scale maps its domain to, as Swift Charts' `ScaleRange`: for an axis, the plot less
/// padding at its ends (`.plotDimension(padding:)`) or two positions in points; for styles,
/// symbols, sizes and line styles, a list of them (or for sizes a closed range).
public protocol ScaleRange {
    /// What a value becomes: a position, a style, a size, a stroke.
    associatedtype VisualValue
}

protocol ScaleRangeDescribing {
    var padding: ScalePadding { get }
}

/// The plot's length less room at its ends, as Swift Charts' `PlotDimensionScaleRange`.
public nonisolated struct PlotDimensionScaleRange: ScaleRange, ScaleRangeDescribing {
    /// A position in points.
    public typealias VisualValue = CGFloat
    let startPadding: CGFloat
    let endPadding: CGFloat

    var padding: ScalePadding { ScalePadding(kind: .plot(start: startPadding, end: endPadding)) }
}

nonisolated extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The plot less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// The plot less `startPadding` points before the smallest value and `endPadding` after the largest.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

nonisolated extension ClosedRange: ScaleRange where Bound == CGFloat {
    /// A position in points, or a symbol's area.
    public typealias VisualValue = CGFloat
}

nonisolated extension Array: ScaleRange {
    /// The list's elements, taken in turn.
    public typealias VisualValue = Element
}
nonisolated extension ClosedRange: ScaleRangeDescribing where Bound == CGFloat {
    var padding: ScalePadding { ScalePadding(kind: .positions(lowerBound, upperBound)) }
}
