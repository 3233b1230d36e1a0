import Foundation
import ViewKit

/// How a chart writes its values: in the fixed locale, time zone and calendar formatted text
/// uses everywhere here (`TextFormatting`), so a snapshot does not depend on the machine.
nonisolated enum ChartFormatting {
    /// The formatters made so far, by decimals and by date template: making one costs far more
    /// than formatting with it (a chart of 1,000 points spent most of its time making them).
    /// Formatting is done under the lock: the formatters are shared by every render's thread.
    private final class Formatters: @unchecked Sendable {
        let lock = NSLock()
        var numbers: [Int: NumberFormatter] = [:]
        var dates: [String: DateFormatter] = [:]
    }

    private static let formatters = Formatters()

    /// `value` with grouping and as many decimals as it has (up to `maximumDecimals`).
    static func number(_ value: Double, maximumDecimals: Int = 6) -> String {
        formatters.lock.lock()
        defer { formatters.lock.unlock() }
        let formatter: NumberFormatter
        if let known = formatters.numbers[maximumDecimals] {
            formatter = known
        } else {
            formatter = NumberFormatter()
            formatter.locale = TextFormatting.locale
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = true
            formatter.minimumFractionDigits = 0
            formatter.maximumFractionDigits = maximumDecimals
            formatters.numbers[maximumDecimals] = formatter
        }
        // -0 is written 0.
        return formatter.string(from: NSNumber(value: value == 0 ? 0 : value)) ?? String(value)
    }

    /// The decimals a tick step of `step` needs (0 for whole steps, 1 for 0.5, 2 for 0.25...).
    static func decimals(forStep step: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var decimals = 0, scaled = step
        while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// `date` as a day, month and year.
    static func date(_ date: Date) -> String {
        formatted(date, template: "dMMMy")
    }

    /// `date` as a tick of a date axis stepping by `unit` writes it.
    static func date(_ date: Date, tickUnit unit: Calendar.Component) -> String {
        switch unit {
        case .year, .era: return formatted(date, template: "y")
        case .month, .quarter: return formatted(date, template: "MMM")
        case .day, .weekOfYear, .weekOfMonth, .weekday, .yearForWeekOfYear: return formatted(date, template: "dMMM")
        case .second, .nanosecond: return formatted(date, template: "Hms")
        default: return formatted(date, template: "Hm")
        }
    }

    /// The start of the `unit` containing `date` in the fixed calendar.
    static func start(of unit: Calendar.Component, containing date: Date) -> Date {
        TextFormatting.calendar.dateInterval(of: unit, for: date)?.start ?? date
    }

    /// The date `count` `unit`s after `date` in the fixed calendar.
    static func adding(_ count: Int, _ unit: Calendar.Component, to date: Date) -> Date {
        TextFormatting.calendar.date(byAdding: unit, value: count, to: date) ?? date.addingTimeInterval(Double(count) * 86_400)
    }

    private static func formatted(_ date: Date, template: String) -> String {
        formatters.lock.lock()
        defer { formatters.lock.unlock() }
        if let known = formatters.dates[template] { return known.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = TextFormatting.locale
        formatter.timeZone = TextFormatting.timeZone
        formatter.calendar = TextFormatting.calendar
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters.dates[template] = formatter
        return formatter.string(from: date)
    }
}
