import Foundation
import ViewKit

/// A chart, as Swift Charts' `Chart`: its marks drawn in a plot with axes (a y axis on the
/// trailing side, an x axis below) and, when marks are grouped by style, a legend below. The
/// chart takes the width offered and the height offered (`ChartMetrics.idealPlotHeight` for
/// its plot where any height is offered). Sizes and colours Apple does not publish are guesses
/// (`ChartMetrics`, `ChartColors`; README, Charts).
public nonisolated struct Chart<Content: View>: View {
    let content: Content

    /// A chart of the marks `content` makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart.
    public var body: some View {
        ChartResolver(content: content)
    }
}

nonisolated extension Chart {
    /// A chart of the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// Gathers a chart's marks (its content resolved once, each mark reporting itself), then draws
/// them with the scales they call for.
nonisolated struct ChartResolver<Content: View>: View, PrimitiveView {
    let content: Content

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let collector = ChartMarkCollector()
        var gathering = environment
        gathering.chartCollector = collector
        gathering.markEdits = MarkEdits()
        _ = resolveView(content, in: gathering)
        if !collector.pendingFunctions.isEmpty {
            // Function plots without a domain span the x domain the rest of the chart makes.
            let others = ChartModel(records: collector.marks, settings: environment.chartSettings)
            let domain = others.x.kind == .numeric ? others.x.lower...others.x.upper : 0...1
            collector.samplePendingFunctions(over: domain)
        }
        let model = ChartModel(records: collector.marks, settings: environment.chartSettings)
        var inner = environment
        inner.chartSettings = ChartSettings()
        inner.chartCollector = nil
        return resolveView(ChartFrame(model: model), in: inner)
    }
}

/// A chart's plot, axes, titles and legend, placed by `ChartLayout`.
nonisolated struct ChartFrame: View {
    let model: ChartModel

    var body: some View {
        let x = ChartAxis(scale: model.x, settings: model.settings.x, isPie: model.isPie)
        let y = ChartAxis(scale: model.y, settings: model.settings.y, isPie: model.isPie)
        let plotRecord = FrameRecord()
        let proxy = ChartProxy(model: model, record: plotRecord)
        var parts: [ChartPart] = [.plot]
        var views: [AnyView] = [AnyView(plot(x: x, y: y).recordingFrame(plotRecord))]
        // A label the layout leaves out (offered no room: the axis is crowded) shows nothing.
        func droppable(_ view: AnyView) -> AnyView {
            AnyView(ViewThatFits {
                view.fixedSize()
                Color.clear.frame(width: 0, height: 0)
            }.accessibilityHidden(true))
        }
        for label in y.labels {
            parts.append(.yLabel(share: label.share))
            views.append(droppable(label.view))
        }
        for label in x.labels {
            parts.append(.xLabel(share: label.share, startsAtValue: label.startsAtValue))
            views.append(droppable(label.view))
        }
        if let legend = legend {
            parts.append(.legend)
            views.append(legend)
        }
        if let title = model.settings.x.title, model.settings.x.visibility != .hidden {
            parts.append(.xTitle)
            views.append(title.view)
        }
        if let title = model.settings.y.title, model.settings.y.visibility != .hidden {
            parts.append(.yTitle)
            views.append(title.view)
        }
        let layout = ChartLayout(parts: parts, yLabelsLeading: y.labelsBefore, xLabelsTop: x.labelsBefore,
                                 legendEdge: legendEdge, legendAlignment: model.settings.legend.alignment ?? .topLeading,
                                 legendSpacing: model.settings.legend.spacing ?? ChartMetrics.legendSpacing,
                                 xTickLength: x.tickLength, yTickLength: y.tickLength, xPadding: model.x.padding, yPadding: model.y.padding)
        let overlay = model.settings.overlay, background = model.settings.background
        return layout {
            ForEach(views.indices, id: \.self) { views[$0] }
        }
        .background(alignment: background?.alignment ?? .center) { background.map { $0.content(proxy) } }
        .overlay(alignment: overlay?.alignment ?? .center) { overlay.map { $0.content(proxy) } }
        .accessibilityElement(children: .contain)
    }

    /// The plot: its grid and marks drawn at the size the layout gives it, styled by `chartPlotStyle`.
    private func plot(x: ChartAxis, y: ChartAxis) -> AnyView {
        let canvas = GeometryReader { proxy in
            PlotCanvas(geometry: PlotGeometry(model: model, size: proxy.size), x: x, y: y)
        }
        let clip = model.clipsPlot
        let plot = clip.horizontal || clip.vertical
            ? AnyView(canvas.clipShape(ScrollClip(horizontal: clip.horizontal, vertical: clip.vertical))) : AnyView(canvas)
        guard let style = model.settings.plotStyle else { return AnyView(plot) }
        return style(ChartPlotContent(content: AnyView(plot)))
    }

    /// Where the legend stands: below unless set above or beside.
    private var legendEdge: Edge {
        switch model.settings.legend.position {
        case .top: return .top
        case .leading: return .leading
        case .trailing: return .trailing
        default: return .bottom
        }
    }

    /// The legend: an entry for each style group, unless hidden or there are none; in rows
    /// across the chart, or one under another beside it.
    private var legend: AnyView? {
        let settings = model.settings.legend
        guard settings.visibility != .hidden else { return nil }
        if let content = settings.content { return content }
        guard !model.styleGroups.isEmpty else { return nil }
        let entries = model.styleGroups.map { group in
            LegendEntry(label: group.label, style: group.style, symbol: legendSymbol(for: group.value))
        }
        if legendEdge == .leading || legendEdge == .trailing {
            return AnyView(VStack(alignment: .leading, spacing: ChartMetrics.legendGap) {
                ForEach(entries.indices, id: \.self) { entries[$0] }
            }
            .accessibilityHidden(true))
        }
        return AnyView(LegendFlowLayout(spacing: ChartMetrics.legendEntryGap, lineSpacing: ChartMetrics.legendGap) {
            ForEach(entries.indices, id: \.self) { entries[$0] }
        }
        .accessibilityHidden(true))
    }

    /// A style group's legend symbol: the shape its marks are drawn with when grouped by the same
    /// value, otherwise a circle.
    private func legendSymbol(for value: PlottedValue) -> BasicChartSymbolShape {
        if let mark = model.marks.first(where: { $0.record.styleGroup == value && $0.record.symbolGroup == value }),
           let symbol = model.symbol(of: mark.record) {
            return symbol
        }
        return .circle
    }
}

/// One entry of a legend: the group's symbol in its style, and its name.
nonisolated struct LegendEntry: View {
    let label: String
    let style: AnyShapeStyle
    let symbol: BasicChartSymbolShape

    var body: some View {
        HStack(spacing: ChartMetrics.legendGap) {
            symbol.fill(style).frame(width: ChartMetrics.legendSymbol, height: ChartMetrics.legendSymbol)
            Text(verbatim: label).font(.caption).foregroundStyle(ChartColors.label)
        }
    }
}
