import Foundation
import ViewKit

/// A mark ready to draw: its record, which way it runs, and for bars and areas the interval it
/// covers along its value axis once stacked.
nonisolated struct PlacedMark {
    let record: MarkRecord
    /// For bars, areas and rectangles: whether the value axis is x (a horizontal bar).
    let horizontal: Bool
    /// The stacked interval along the value axis, when the mark has one.
    var stacked: (start: Double, end: Double)?
}

/// A chart's marks with everything needed to draw them: stacking, the two scales, the style
/// and symbol groups.
nonisolated struct ChartModel {
    let marks: [PlacedMark]
    let settings: ChartSettings
    /// Whether every mark is a sector: a pie, drawn without axes.
    let isPie: Bool
    let x: ChartScale
    let y: ChartScale
    /// The values of `foregroundStyle(by:)`, in legend order, and their styles.
    let styleGroups: [(value: PlottedValue, label: String, style: AnyShapeStyle)]
    /// The values of `symbol(by:)`, in order.
    let symbolGroups: [PlottedValue]
    /// The values of `position(by:)`, in order.
    let positionGroups: [PlottedValue]
    /// The values of `symbolSize(by:)`, in order, and the range of those that are numbers.
    let sizeGroups: [PlottedValue]
    let sizeRange: ClosedRange<Double>?
    /// The values of `lineStyle(by:)`, in order.
    let dashGroups: [PlottedValue]
    /// Along which axes the plot is cut off: those that scroll and show only part of their domain.
    let clipsPlot: (horizontal: Bool, vertical: Bool)
    /// The narrowest gap between the positions of each kind of mark along x and along y (for
    /// bars on a continuous axis), found once.
    private let gaps: [GapKey: Double]

    private struct GapKey: Hashable {
        let kind: MarkKind
        let vertical: Bool
    }

    init(records all: [MarkRecord], settings: ChartSettings) {
        self.settings = settings
        let records = all.filter(\.isPlottable)
        isPie = !records.isEmpty && records.allSatisfy { $0.kind == .sector }
        let placed = ChartModel.stack(records.map { PlacedMark(record: $0, horizontal: ChartModel.isHorizontal($0)) })
        marks = placed
        var (x, y) = ChartModel.scales(placed, settings: settings)
        x.padding = settings.x.padding ?? ScalePadding()
        y.padding = settings.y.padding ?? ScalePadding()
        // A scrolling axis shows the part of its domain the scroll position and length say, and
        // the plot is cut off there.
        let visibleX = settings.x.scroll.visible(x), visibleY = settings.y.scroll.visible(y)
        (self.x, self.y) = (visibleX ?? x, visibleY ?? y)
        clipsPlot = (visibleX != nil, visibleY != nil)
        styleGroups = ChartModel.styleGroups(records, settings: settings)
        symbolGroups = ChartModel.distinct((settings.symbolScale ?? []).map(\.value) + records.compactMap(\.symbolGroup))
        positionGroups = ChartModel.distinct(records.compactMap(\.positionGroup))
        sizeGroups = ChartModel.distinct(records.compactMap(\.symbolSizeGroup))
        let sizes = sizeGroups.compactMap(\.continuous).filter(\.isFinite)
        sizeRange = sizes.min().flatMap { low in sizes.max().map { low...$0 } }
        dashGroups = ChartModel.distinct(records.compactMap(\.lineStyleGroup))
        var positions: [GapKey: Set<Double>] = [:]
        for mark in placed {
            for vertical in [false, true] {
                if let value = (vertical ? mark.record.y : mark.record.x).value?.continuous {
                    positions[GapKey(kind: mark.record.kind, vertical: vertical), default: []].insert(value)
                }
            }
        }
        gaps = positions.mapValues { ChartModel.barGap($0.sorted()) }
    }

    /// The narrowest gap between the values of `kind`'s marks along an axis (one unit when there is one value).
    func gap(of kind: MarkKind, vertical: Bool) -> Double {
        gaps[GapKey(kind: kind, vertical: vertical)] ?? 1
    }

    /// The style a mark is painted with: its own, its style group's, or the accent colour.
    func style(of mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let group = mark.styleGroup, let found = styleGroups.first(where: { $0.value == group }) { return found.style }
        return AnyShapeStyle(TintShapeStyle.tint)
    }

    /// The shape of a point, or nil for a line or area without one.
    func symbol(of mark: MarkRecord) -> BasicChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        if let group = mark.symbolGroup {
            if let known = settings.symbolScale?.first(where: { $0.value == group }) { return known.shape }
            if let mapped = settings.symbolMapping?(group) { return mapped }
            if let index = symbolGroups.firstIndex(of: group) {
                let shapes = settings.symbolRange ?? BasicChartSymbolShape.palette
                return shapes[index % shapes.count]
            }
        }
        return mark.kind == .point ? .circle : nil
    }

    /// A point's symbol area: its own, or the one its size group's value gives it (numbers in
    /// proportion between the smallest and largest, other values in turn), or the chart's.
    func symbolArea(of mark: MarkRecord) -> CGFloat {
        if let size = mark.symbolSize { return size }
        guard let group = mark.symbolSizeGroup else { return ChartMetrics.pointArea }
        if let known = settings.sizeScale?.first(where: { $0.value == group }) { return known.area }
        if let listed = settings.sizeRange, let index = sizeGroups.firstIndex(of: group) { return max(0, listed[index % listed.count]) }
        let areas = settings.sizeAreas ?? ChartMetrics.symbolAreas
        if let number = group.continuous, let range = sizeRange {
            let share = range.upperBound > range.lowerBound ? (number - range.lowerBound) / (range.upperBound - range.lowerBound) : 0.5
            return areas.lowerBound + CGFloat(share) * (areas.upperBound - areas.lowerBound)
        }
        let index = sizeGroups.firstIndex(of: group) ?? 0
        let steps = max(1, sizeGroups.count - 1)
        return areas.lowerBound + (areas.upperBound - areas.lowerBound) * CGFloat(index) / CGFloat(steps)
    }

    /// A line's dashes: its own stroke, or its dash group's pattern, or the chart's solid line.
    func lineStroke(of mark: MarkRecord) -> StrokeStyle {
        if let style = mark.lineStyle { return style }
        var stroke = StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
        if let group = mark.lineStyleGroup {
            if let known = settings.lineStyleScale?.first(where: { $0.value == group }) { return known.stroke }
            if let index = dashGroups.firstIndex(of: group) {
                if let listed = settings.lineStyleRange { return listed[index % listed.count] }
                stroke.dash = ChartMetrics.dashes[index % ChartMetrics.dashes.count]
            }
        }
        return stroke
    }

    /// Whether a bar, area or rectangle runs along x: its category (or its interval) is on y.
    static func isHorizontal(_ mark: MarkRecord) -> Bool {
        switch mark.kind {
        case .bar, .area, .rectangle:
            if mark.x.isFixed { return true }
            if mark.y.isFixed { return false }
            if mark.x.end != nil && mark.y.end == nil { return true }
            if mark.y.end != nil { return false }
            let xIsCategory = mark.x.value.map { if case .category = $0 { return true } else { return false } } ?? false
            let yIsCategory = mark.y.value.map { if case .category = $0 { return true } else { return false } } ?? false
            return yIsCategory && !xIsCategory
        default:
            return false
        }
    }

    /// Bars (and areas) of one category one above the other, in the order declared: positive
    /// values up from zero, negative down; normalized stacks fill 0 to 1, centred ones sit on
    /// zero's either side. A bar that is given an interval, or is placed by `position(by:)`,
    /// keeps its own; an unstacked one reaches from zero.
    static func stack(_ marks: [PlacedMark]) -> [PlacedMark] {
        struct Key: Hashable { let kind: MarkKind; let horizontal: Bool; let base: String }
        func stackable(_ mark: PlacedMark) -> (Key, Double)? {
            let record = mark.record
            guard record.kind == .bar || record.kind == .area else { return nil }
            let along = mark.horizontal ? record.x : record.y, across = mark.horizontal ? record.y : record.x
            guard !along.isFixed, along.end == nil, case .number(let value)? = along.value else { return nil }
            guard record.stacking != .unstacked, record.positionGroup == nil else { return nil }
            let base = across.value.map { value -> String in
                if case .category(let name) = value { return "c" + name }
                return "v" + String(value.continuous ?? 0)
            } ?? ""
            return (Key(kind: record.kind, horizontal: mark.horizontal, base: base), value)
        }
        var totals: [Key: Double] = [:]
        for mark in marks { if let (key, value) = stackable(mark) { totals[key, default: 0] += abs(value) } }
        var up: [Key: Double] = [:], down: [Key: Double] = [:]
        return marks.map { mark in
            var placed = mark
            guard let (key, value) = stackable(mark) else {
                let along = mark.horizontal ? mark.record.x : mark.record.y
                if (mark.record.kind == .bar || mark.record.kind == .area), !along.isFixed, along.end == nil,
                   let number = along.value?.continuous, along.value.map({ if case .number = $0 { return true } else { return false } }) == true {
                    placed.stacked = (0, number)
                }
                return placed
            }
            var start: Double
            if value >= 0 {
                start = up[key, default: 0]
                up[key] = start + value
            } else {
                start = down[key, default: 0]
                down[key] = start + value
            }
            var end = start + value
            let total = totals[key] ?? 0
            switch mark.record.stacking.kind {
            case .normalized where total > 0: (start, end) = (start / total, end / total)
            case .center: (start, end) = (start - total / 2, end - total / 2)
            default: break
            }
            placed.stacked = (start, end)
            return placed
        }
    }

    /// The x and y scales of `marks`.
    static func scales(_ marks: [PlacedMark], settings: ChartSettings) -> (ChartScale, ChartScale) {
        var xValues: [PlottedValue] = [], yValues: [PlottedValue] = []
        var xExtra: [Double] = [], yExtra: [Double] = []
        for mark in marks where mark.record.kind != .sector {
            let record = mark.record
            var along = mark.horizontal ? record.x.values : record.y.values
            if let stacked = mark.stacked { along = [.number(stacked.start), .number(stacked.end)] }
            if mark.horizontal {
                xValues += along
                yValues += record.y.values
            } else {
                xValues += record.x.values
                yValues += along
            }
            // A date with a unit stands for the whole unit (a bar spans it, a point stands in its
            // middle): the axis reaches to the unit's end.
            if let unit = record.x.unit, case .date(let date)? = record.x.value {
                xExtra.append(ChartFormatting.adding(1, unit, to: date).timeIntervalSince1970)
            }
            if let unit = record.y.unit, case .date(let date)? = record.y.value {
                yExtra.append(ChartFormatting.adding(1, unit, to: date).timeIntervalSince1970)
            }
        }
        // Bars on a continuous axis without a unit keep half the narrowest gap clear at the ends.
        xExtra += barMargins(marks.filter { !$0.horizontal }, axis: \.x)
        yExtra += barMargins(marks.filter { $0.horizontal }, axis: \.y)
        let xDesired = desiredCount(settings.x.marks) ?? ChartMetrics.desiredTicks
        let yDesired = desiredCount(settings.y.marks) ?? ChartMetrics.desiredTicks
        let x = ChartScale(values: xValues, vertical: false, domain: settings.x.domain, includesZero: true, unitEnds: xExtra,
                           desiredTicks: xDesired, transform: settings.x.transform ?? .linear)
        let y = ChartScale(values: yValues, vertical: true, domain: settings.y.domain, includesZero: true, unitEnds: yExtra,
                           desiredTicks: yDesired, transform: settings.y.transform ?? .linear)
        return (x, y)
    }

    /// The narrowest gap between the bars' positions on a continuous axis, halved, either side of the outermost.
    private static func barMargins(_ marks: [PlacedMark], axis: KeyPath<MarkRecord, MarkExtent>) -> [Double] {
        let positions = Set(marks.filter { $0.record.kind == .bar && $0.record[keyPath: axis].unit == nil && $0.record[keyPath: axis].end == nil }
            .compactMap { $0.record[keyPath: axis].value?.continuous }).sorted()
        guard let first = positions.first, let last = positions.last else { return [] }
        let gap = barGap(positions)
        return [first - gap / 2, last + gap / 2]
    }

    /// The narrowest gap between sorted `positions` (one unit for a single one).
    static func barGap(_ positions: [Double]) -> Double {
        var gap = Double.infinity
        for (a, b) in zip(positions, positions.dropFirst()) where b > a { gap = min(gap, b - a) }
        return gap.isFinite ? gap : 1
    }

    private static func desiredCount(_ marks: [AxisMarksSpec]?) -> Int? {
        for spec in marks ?? [] { if case .automatic(let count?) = spec.values.kind { return count } }
        return nil
    }

    /// The style groups in order: those the style scale (or its domain) names first, in its order,
    /// then the rest as they appear; each with the scale's style, the mapping's, or the next of the
    /// scale's range (the palette unless given).
    static func styleGroups(_ records: [MarkRecord], settings: ChartSettings) -> [(value: PlottedValue, label: String, style: AnyShapeStyle)] {
        let scale = settings.styleScale ?? []
        let values = distinct(scale.map(\.value) + (settings.styleOrder ?? []) + records.compactMap(\.styleGroup))
        guard records.contains(where: { $0.styleGroup != nil }) else { return [] }
        let palette = settings.styleRange ?? ChartColors.palette.map { AnyShapeStyle($0) }
        var paletteIndex = 0
        return values.map { value in
            if let known = scale.first(where: { $0.value == value }) { return (value, value.categoryName, known.style) }
            if let mapped = settings.styleMapping?(value) { return (value, value.categoryName, mapped) }
            defer { paletteIndex += 1 }
            return (value, value.categoryName, palette[paletteIndex % palette.count])
        }
    }

    /// `values` without repeats, in order of first appearance.
    static func distinct(_ values: [PlottedValue]) -> [PlottedValue] {
        var seen = Set<PlottedValue>()
        return values.filter { seen.insert($0).inserted }
    }
}
