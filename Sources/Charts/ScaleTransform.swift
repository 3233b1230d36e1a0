import Foundation

/// How a numeric axis spaces its values (`chartYScale(type:)`): what is drawn evenly is the
/// transformed value, so a log axis puts 1, 10 and 100 equally far apart.
nonisolated enum ScaleTransform: Hashable, Sendable {
    /// `y = a·x + b`.
    case linear
    /// `y = a·log(x) + b`; only positive values have a place.
    case log
    /// `y = a·sign(x)·|x|^exponent + b` (square root: exponent 0.5).
    case power(exponent: Double)
    /// `y = a·sign(x)·log(1 + |x·slopeAtZero|) + b`: a log either side of zero, linear near it.
    case symmetricLog(slopeAtZero: Double)

    /// Whether this is a symmetric log, and its slope at zero (1 for the others).
    var isSymmetricLog: Bool { if case .symmetricLog = self { return true } else { return false } }
    var slopeAtZero: Double { if case .symmetricLog(let slope) = self { return slope } else { return 1 } }

    /// `value` transformed; nil where the transform has no value (zero and below on a log axis).
    func apply(_ value: Double) -> Double? {
        switch self {
        case .linear: return value
        case .log: return value > 0 ? log10(value) : nil
        case .power(let exponent):
            let magnitude = pow(abs(value), exponent)
            return value < 0 ? -magnitude : magnitude
        case .symmetricLog(let slope):
            let magnitude = log1p(abs(value * slope))
            return value < 0 ? -magnitude : magnitude
        }
    }

    /// The value whose transform is `transformed`.
    func invert(_ transformed: Double) -> Double {
        switch self {
        case .linear: return transformed
        case .log: return pow(10, transformed)
        case .power(let exponent):
            guard exponent != 0 else { return transformed }
            let magnitude = pow(abs(transformed), 1 / exponent)
            return transformed < 0 ? -magnitude : magnitude
        case .symmetricLog(let slope):
            guard slope > 0 else { return transformed }
            let magnitude = expm1(abs(transformed)) / slope
            return transformed < 0 ? -magnitude : magnitude
        }
    }

    /// The automatic domain of a log axis over `numbers`: its positive values, out to whole powers
    /// of ten (1 to 10 when none is positive).
    static func logDomain(_ numbers: [Double]) -> (Double, Double) {
        let positive = numbers.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return (1, 10) }
        let lower = pow(10, log10(low).rounded(.down))
        var upper = pow(10, log10(high).rounded(.up))
        if upper <= lower { upper = lower * 10 }
        return (lower, upper)
    }

    /// The ticks of a log axis from `lower` to `upper` (both positive): the powers of ten, with
    /// their 2 and 5 multiples when fewer than `desired / 2` powers fall inside.
    static func logTicks(lower: Double, upper: Double, desired: Int) -> [Double] {
        guard lower > 0, upper > lower, upper.isFinite else { return [] }
        let first = Int(log10(lower).rounded(.down)), last = Int(log10(upper).rounded(.up))
        guard last - first < 400 else { return [] }
        let inside = { (value: Double) in value >= lower * (1 - 1e-9) && value <= upper * (1 + 1e-9) }
        let powers = (first...last).map { pow(10, Double($0)) }.filter(inside)
        if powers.count * 2 >= max(2, desired) { return powers }
        return (first...last).flatMap { exponent in [1.0, 2.0, 5.0].map { $0 * pow(10, Double(exponent)) } }.filter(inside)
    }

    /// The ticks of a symmetric log axis from `lower` to `upper`: zero and the powers of ten
    /// either side of it (from the one nearest 1 / `slope` outwards), with their 2 and 5 multiples
    /// when fewer than `desired / 2` fall inside.
    static func symmetricLogTicks(lower: Double, upper: Double, slope: Double, desired: Int) -> [Double] {
        guard upper > lower, lower.isFinite, upper.isFinite, slope > 0 else { return [] }
        let largest = max(abs(lower), abs(upper))
        guard largest > 0 else { return [0] }
        let smallest = min(largest, 1 / slope)
        let first = Int(log10(smallest).rounded(.down)), last = Int(log10(largest).rounded(.up))
        guard last - first < 400 else { return [] }
        let inside = { (value: Double) in value >= lower - 1e-9 * largest && value <= upper + 1e-9 * largest }
        func ticks(_ multiples: [Double]) -> [Double] {
            let magnitudes = (first...last).flatMap { exponent in multiples.map { $0 * pow(10, Double(exponent)) } }
            return (magnitudes.reversed().map { -$0 } + [0] + magnitudes).filter(inside)
        }
        let powers = ticks([1])
        return powers.count * 2 >= max(2, desired) ? powers : ticks([1, 2, 5])
    }
}
