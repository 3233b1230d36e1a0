import Foundation
import ViewKit

/// Reads the domains and ranges the style, symbol, size and line style scales are given (the
/// modifiers below).
nonisolated enum VisualScale {
    /// A domain's values: a list's, or a closed range's two ends.
    static func values(of domain: some ScaleDomain) -> [PlottedValue] {
        switch (domain as? DomainDescribing)?.domainSpec {
        case .values(let list)?: return list
        case .range(let low, let high)?: return [low, high]
        default: return []
        }
    }

    /// A range's styles (a list's; anything else gives none).
    static func styles<Range: ScaleRange>(of range: Range) -> [AnyShapeStyle] where Range.VisualValue: ShapeStyle {
        (range as? [Range.VisualValue])?.map { AnyShapeStyle($0) } ?? []
    }
}

// The scales of the groups' looks: which style, symbol, size and stroke each group's value takes.
nonisolated extension View {
    /// Colours each style group's value (`foregroundStyle(by:)`) with its style.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { (value: PlottedValue.of($0.key), style: AnyShapeStyle($0.value)) }
        return chartSettings { $0.styleScale = scale }
    }

    /// Colours the style groups' values `domain` (categories, in order) with `range`'s styles, in order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
        -> some View where Range.VisualValue: ShapeStyle {
        let values = VisualScale.values(of: domain), styles = VisualScale.styles(of: range)
        return chartSettings { settings in
            settings.styleScale = zip(values, styles).map { (value: $0, style: $1) }
            settings.styleRange = styles.count > values.count ? Array(styles[values.count...]) : nil
        }
    }

    /// Colours the style groups, in the order they appear, with `range`'s styles in turn.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
        where Range.VisualValue: ShapeStyle {
        let styles = VisualScale.styles(of: range)
        return chartSettings { $0.styleRange = styles.isEmpty ? nil : styles }
    }

    /// Orders the style groups (and the legend) as `domain` lists them, coloured from the palette.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let values = VisualScale.values(of: domain)
        return chartSettings { $0.styleOrder = values }
    }

    /// Orders the style groups as `domain` lists them, each coloured with the style `mapping` gives it.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S)
        -> some View where Domain.Element: Plottable {
        let values = domain.map { PlottedValue.of($0) }
        return chartForegroundStyleScale(mapping: mapping).chartSettings { $0.styleOrder = values }
    }

    /// The style scale's type (kept: styles are taken in turn).
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { self }

    /// Colours each style group's value with the style `mapping` gives it.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartSettings { settings in
            settings.styleScale = nil
            settings.styleMapping = { plotted in
                AxisValue(plotted: plotted, index: 0, count: 1).as(DataValue.self).map { AnyShapeStyle(mapping($0)) }
            }
        }
    }

    /// Draws each symbol group's value (`symbol(by:)`) with its shape (the chart's own shapes;
    /// a shape of your own is drawn as a circle).
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { (value: PlottedValue.of($0.key), shape: ($0.value as? BasicChartSymbolShape) ?? .circle) }
        return chartSettings { $0.symbolScale = scale }
    }

    /// Draws the symbol groups' values `domain` with `range`'s shapes, in order.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(domain: [DataValue], range: [S]) -> some View {
        let scale = zip(domain, range).map { (value: PlottedValue.of($0), shape: ($1 as? BasicChartSymbolShape) ?? .circle) }
        return chartSettings { $0.symbolScale = scale }
    }

    /// Draws the symbol groups, in the order they appear, with `range`'s shapes in turn.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let shapes = range.map { ($0 as? BasicChartSymbolShape) ?? .circle }
        return chartSettings { $0.symbolRange = shapes.isEmpty ? nil : shapes }
    }

    /// Draws each symbol group's value with the shape `mapping` gives it.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        chartSettings { settings in
            settings.symbolMapping = { plotted in
                AxisValue(plotted: plotted, index: 0, count: 1).as(DataValue.self).map { (mapping($0) as? BasicChartSymbolShape) ?? .circle }
            }
        }
    }

    /// Sizes each symbol size group's value (`symbolSize(by:)`) with its area in square points.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let scale = mapping.map { (value: PlottedValue.of($0.key), area: max(0, $0.value)) }
        return chartSettings { $0.sizeScale = scale }
    }

    /// Sizes the symbol size groups' values `domain` with `range`'s areas: in order for a list, in
    /// proportion between its ends for a closed range.
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
        -> some View where Range.VisualValue == CGFloat {
        let values = VisualScale.values(of: domain), areas = range as? [CGFloat]
        let span = range as? ClosedRange<CGFloat>
        return chartSettings { settings in
            if let areas { settings.sizeScale = zip(values, areas).map { (value: $0, area: max(0, $1)) } }
            if let span { settings.sizeAreas = span }
        }
    }

    /// Sizes the symbol size groups with `range`'s areas: numbers in proportion between a closed
    /// range's ends, other values (or a list's areas) in turn.
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue == CGFloat {
        let areas = range as? [CGFloat], span = range as? ClosedRange<CGFloat>
        return chartSettings { settings in
            if let areas, !areas.isEmpty { settings.sizeRange = areas }
            if let span { settings.sizeAreas = span }
        }
    }

    /// Strokes each line style group's value (`lineStyle(by:)`) with its style.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let scale = mapping.map { (value: PlottedValue.of($0.key), stroke: $0.value) }
        return chartSettings { $0.lineStyleScale = scale }
    }

    /// Strokes the line style groups' values `domain` with `range`'s styles, in order.
    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
        where Range.VisualValue == StrokeStyle {
        let values = VisualScale.values(of: domain), strokes = (range as? [StrokeStyle]) ?? []
        return chartSettings { $0.lineStyleScale = zip(values, strokes).map { (value: $0, stroke: $1) } }
    }

    /// Strokes the line style groups, in the order they appear, with `range`'s styles in turn.
    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let strokes = (range as? [StrokeStyle]) ?? []
        return chartSettings { $0.lineStyleRange = strokes.isEmpty ? nil : strokes }
    }
}
