import Foundation
import ViewKit

/// The domain a chart's modifier fixes for an axis (`chartXScale(domain:)`).
nonisolated enum DomainSpec {
    /// Values from `lower` to `upper`.
    case range(PlottedValue, PlottedValue)
    /// These categories (or values), in this order.
    case values([PlottedValue])
    /// From the data; `includesZero` nil leaves it to the chart.
    case automatic(includesZero: Bool?, reversed: Bool?)
}

/// One axis's scale: where a value lies along the plot, as a share of its length measured from
/// the plot's left (for x) or top (for y) edge, and which values the axis marks.
nonisolated struct ChartScale {
    enum Kind { case numeric, date, category }

    let kind: Kind
    let vertical: Bool
    /// A continuous scale's ends (a date's seconds since 1970).
    let lower: Double
    let upper: Double
    /// A category scale's categories, in order along the axis (left to right, top to bottom).
    let categories: [String]
    /// Each category's place in `categories`.
    private let categoryIndex: [String: Int]
    /// Whether larger values lie left (x) or down (y) rather than the usual way.
    let reversed: Bool
    /// The step the automatic domain was rounded to (a numeric scale's tick step).
    let step: Double
    /// For a date scale: the unit and count of its ticks.
    let dateStep: (unit: Calendar.Component, count: Int)?
    /// Room kept clear at the axis's ends (`chartXScale(range:)`).
    var padding = ScalePadding()
    /// How a numeric axis spaces its values (`chartXScale(type:)`); linear for dates and categories.
    let transform: ScaleTransform
    /// The ends transformed: what is spread evenly along the axis.
    private let transformedLower: Double
    private let transformedUpper: Double
    /// About how many ticks the automatic marks give.
    private let desiredTicks: Int

    /// Where a share of the axis (`position`) lies in a plot `length` long, the padding kept clear.
    func offset(_ share: CGFloat, length: CGFloat) -> CGFloat {
        padding.offset(share, length: length, vertical: vertical)
    }

    /// The scale for `values` along an axis (`vertical` for y), made of the data, the domain fixed
    /// by `domain` when set, zero included when `includesZero` (for numbers on a linear, power
    /// or symmetric log axis), and for a date axis each date's `unit` (a bar spans it); numbers
    /// spaced by `transform`.
    init(values: [PlottedValue], vertical: Bool, domain: DomainSpec?, includesZero: Bool, unitEnds: [Double], desiredTicks: Int,
         transform: ScaleTransform = .linear, reversed: Bool = false) {
        self.vertical = vertical
        self.desiredTicks = desiredTicks
        var reversed = reversed, includesZero = includesZero
        if case .automatic(let zero, let reverse) = domain {
            includesZero = zero ?? includesZero
            reversed = reverse ?? false
        }
        self.reversed = reversed
        let domainValues: [PlottedValue]
        switch domain {
        case .range(let low, let high): domainValues = [low, high]
        case .values(let list): domainValues = list
        default: domainValues = []
        }
        let all = domainValues.isEmpty ? values : domainValues
        if all.contains(where: { if case .category = $0 { return true } else { return false } }) {
            kind = .category
            var seen = Set<String>(), names: [String] = []
            for value in (domainValues.isEmpty ? values : domainValues) where seen.insert(value.categoryName).inserted {
                names.append(value.categoryName)
            }
            categories = names
            categoryIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
            (lower, upper, step, dateStep) = (0, 1, 1, nil)
            (self.transform, transformedLower, transformedUpper) = (.linear, 0, 1)
            return
        }
        categories = []
        categoryIndex = [:]
        let isDate = all.contains(where: { if case .date = $0 { return true } else { return false } })
        kind = isDate ? .date : .numeric
        let numbers = all.compactMap(\.continuous) + (domainValues.isEmpty ? unitEnds : [])
        if !isDate && transform == .log {
            (lower, upper) = ChartScale.logEnds(numbers: numbers, data: values.compactMap(\.continuous), fixed: !domainValues.isEmpty)
            (self.transform, step, dateStep) = (.log, 0, nil)
            transformedLower = log10(lower)
            transformedUpper = log10(upper)
            return
        }
        // A transform that cannot spread the domain (a negative power at zero, a slope of zero) is linear.
        let spreads = { (a: Double?, b: Double?) -> Bool in a.map { $0.isFinite } == true && b.map { $0.isFinite } == true && a != b }
        var chosen = isDate ? .linear : transform
        var low = numbers.min() ?? 0, high = numbers.max() ?? (isDate ? 86_400 : 1)
        if !isDate && includesZero && domainValues.isEmpty { (low, high) = (min(low, 0), max(high, 0)) }
        if high <= low {
            // One value: half a day either side of a date, zero to the number (or one either side).
            if isDate {
                (low, high) = (low - 43_200, high + 43_200)
            } else if low != 0 && includesZero {
                (low, high) = (min(low, 0), max(high, 0))
            } else {
                (low, high) = (low - 1, high + 1)
            }
        }
        if isDate {
            dateStep = ChartScale.dateStep(span: high - low, desired: desiredTicks)
            step = 0
        } else {
            let niceStep = ChartScale.niceStep(span: high - low, desired: desiredTicks)
            step = niceStep
            dateStep = nil
            if domainValues.isEmpty {
                low = (low / niceStep).rounded(.down) * niceStep
                high = (high / niceStep).rounded(.up) * niceStep
            }
        }
        (lower, upper) = (low, high)
        if !spreads(chosen.apply(low), chosen.apply(high)) { chosen = .linear }
        self.transform = chosen
        transformedLower = chosen.apply(low) ?? low
        transformedUpper = chosen.apply(high) ?? high
    }

    /// A log axis's ends: the fixed domain's (a non-positive end replaced from the data's positive
    /// values), or the data's positive values out to whole powers of ten.
    private static func logEnds(numbers: [Double], data: [Double], fixed: Bool) -> (Double, Double) {
        guard fixed, let low = numbers.min(), let high = numbers.max() else { return ScaleTransform.logDomain(numbers) }
        let fallback = ScaleTransform.logDomain(data + [high])
        let lower = low > 0 ? low : min(fallback.0, high > 0 ? high / 10 : 1)
        let upper = high > lower ? high : lower * 10
        return (lower, upper)
    }

    /// Where `value` lies, as a share of the axis's length from the left or top edge (a
    /// category's middle); nil for a value of another kind, or a category not on the scale.
    func position(_ value: PlottedValue) -> CGFloat? {
        if kind == .category {
            guard let index = categoryIndex[value.categoryName] else { return nil }
            return (CGFloat(index) + 0.5) / CGFloat(max(1, categories.count))
        }
        guard let number = value.continuous else { return nil }
        return position(continuous: number)
    }

    /// Where the continuous value `number` lies, as a share from the left or top edge (on a log
    /// axis, zero and below at its low end, where bars and areas start).
    func position(continuous number: Double) -> CGFloat {
        let transformed = transform == .linear ? number : transform.apply(number) ?? transformedLower
        var share = CGFloat((transformed - transformedLower) / max(transformedUpper - transformedLower, .leastNonzeroMagnitude))
        if reversed { share = 1 - share }
        return vertical ? 1 - share : share
    }

    /// This axis showing only `domain` (a scrolling chart's visible part), spaced and reversed
    /// as it is, ticked for that part.
    func narrowed(to domain: DomainSpec) -> ChartScale {
        var narrowed = ChartScale(values: [], vertical: vertical, domain: domain, includesZero: false, unitEnds: [],
                                  desiredTicks: desiredTicks, transform: transform, reversed: reversed)
        narrowed.padding = padding
        return narrowed
    }

    /// The continuous value at `share` of the way from the low end to the high end.
    func continuous(atShare share: Double) -> Double {
        transform.invert(transformedLower + share * (transformedUpper - transformedLower))
    }

    /// A category's band, as a share of the axis (0 for a continuous scale).
    var band: CGFloat { kind == .category ? 1 / CGFloat(max(1, categories.count)) : 0 }

    /// The values the axis marks for `values`.
    func ticks(_ values: AxisMarkValues) -> [PlottedValue] {
        switch values.kind {
        case .explicit(let list):
            return list.filter { value in
                guard let share = position(value) else { return false }
                return share >= -0.0001 && share <= 1.0001
            }
        case .automatic(let desired):
            switch kind {
            case .category: return categories.map { .category($0) }
            case .numeric where transform == .log:
                return ScaleTransform.logTicks(lower: lower, upper: upper, desired: desired ?? desiredTicks).map { .number($0) }
            case .numeric where transform.isSymmetricLog:
                return ScaleTransform.symmetricLogTicks(lower: lower, upper: upper, slope: transform.slopeAtZero,
                                                        desired: desired ?? desiredTicks).map { .number($0) }
            case .numeric: return numberTicks(step: desired.map { ChartScale.niceStep(span: upper - lower, desired: $0) } ?? step)
            case .date:
                let (unit, count) = desired.map { ChartScale.dateStep(span: upper - lower, desired: $0) } ?? dateStep ?? (.day, 1)
                return dateTicks(unit: unit, count: count)
            }
        case .numberStride(let stride):
            return kind == .numeric && stride > 0 ? numberTicks(step: stride) : ticks(.automatic)
        case .dateStride(let unit, let count):
            return kind == .date ? dateTicks(unit: unit, count: max(1, count)) : ticks(.automatic)
        }
    }

    /// How the axis writes `value`.
    func label(_ value: PlottedValue) -> String {
        switch value {
        case .number(let number) where transform == .log || transform.isSymmetricLog:
            // Ticks a power of ten apart: each value with the decimals it has.
            return ChartFormatting.number(number, maximumDecimals: ChartFormatting.decimals(forStep: abs(number)))
        case .number(let number): return ChartFormatting.number(number, maximumDecimals: max(ChartFormatting.decimals(forStep: step), 0))
        case .date(let date): return ChartFormatting.date(date, tickUnit: dateStep?.unit ?? .day)
        case .category(let name): return name
        }
    }

    private func numberTicks(step: Double) -> [PlottedValue] {
        guard step > 0, (upper - lower) / step < 1_000 else { return [] }
        var ticks: [PlottedValue] = []
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + step * 1e-9 {
            ticks.append(.number(index * step))
            index += 1
        }
        return ticks
    }

    private func dateTicks(unit: Calendar.Component, count: Int) -> [PlottedValue] {
        let start = Date(timeIntervalSince1970: lower), end = Date(timeIntervalSince1970: upper)
        var tick = ChartFormatting.start(of: unit, containing: start)
        if tick < start { tick = ChartFormatting.adding(count, unit, to: tick) }
        var ticks: [PlottedValue] = []
        while tick <= end && ticks.count < 1_000 {
            ticks.append(.date(tick))
            tick = ChartFormatting.adding(count, unit, to: tick)
        }
        return ticks
    }

    /// A round step (1, 2 or 5 times a power of ten) giving about `desired` ticks over `span`.
    static func niceStep(span: Double, desired: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let rough = span / Double(max(1, desired))
        let power = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2.0, 5.0, 10.0] where factor * power >= rough { return factor * power }
        return 10 * power
    }

    /// A calendar step giving at most about `desired` ticks over `span` seconds.
    static func dateStep(span: Double, desired: Int) -> (unit: Calendar.Component, count: Int) {
        let ladder: [(Calendar.Component, Int, Double)] = [
            (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 15, 900), (.hour, 1, 3_600), (.hour, 3, 10_800),
            (.hour, 6, 21_600), (.hour, 12, 43_200), (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
            (.month, 1, 2_629_800), (.month, 3, 7_889_400), (.month, 6, 15_778_800), (.year, 1, 31_557_600),
            (.year, 5, 157_788_000), (.year, 10, 315_576_000),
        ]
        for (unit, count, seconds) in ladder where span / seconds <= Double(max(1, desired)) { return (unit, count) }
        return (.year, 100)
    }
}

/// Room kept clear at an axis's ends, in points: the values' range is drawn between them.
nonisolated struct ScalePadding {
    enum Kind {
        /// `start` points before the smallest value, `end` after the largest.
        case plot(start: CGFloat, end: CGFloat)
        /// The values between these two positions, in points from the plot's start.
        case positions(CGFloat, CGFloat)
    }

    var kind = Kind.plot(start: 0, end: 0)

    /// The room at the start (the smallest value's end: left, or bottom) and the end, in a plot `length` long.
    private func ends(_ length: CGFloat) -> (start: CGFloat, end: CGFloat) {
        switch kind {
        case .plot(let start, let end): return (start, end)
        case .positions(let low, let high): return (low, length - high)
        }
    }

    /// Where a share (from the left or top edge) lies in a plot `length` long.
    func offset(_ share: CGFloat, length: CGFloat, vertical: Bool) -> CGFloat {
        let (start, end) = ends(length)
        return (vertical ? end : start) + share * (length - start - end)
    }

    /// The share at `offset` points in a plot `length` long; nil when the values have no room.
    func share(atOffset offset: CGFloat, length: CGFloat, vertical: Bool) -> CGFloat? {
        let (start, end) = ends(length)
        let room = length - start - end
        guard room > 0 else { return nil }
        return (offset - (vertical ? end : start)) / room
    }
}
