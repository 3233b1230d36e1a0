import Foundation

/// The one locale and time zone formatted text is shown in, so snapshots do not depend on the
/// machine: British English, London time, the Gregorian calendar. SwiftUI uses the environment's
/// locale; here every `Text(_:format:)`, `Text(_:style:)` and formatted interpolation uses these.
public nonisolated enum TextFormatting {
    /// The locale of formatted text: `en_GB`.
    public static let locale = Locale(identifier: "en_GB")
    /// The time zone of formatted dates: `Europe/London`.
    public static let timeZone = TimeZone(identifier: "Europe/London") ?? TimeZone(secondsFromGMT: 0)!
    /// The calendar of formatted dates: Gregorian, in `timeZone`, weeks from Monday.
    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// `input` formatted by `format` in the fixed locale (and, for dates, the fixed time zone and calendar).
    public static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        if var style = format as? Date.FormatStyle, let date = input as? Date {
            style.timeZone = timeZone
            style.calendar = calendar
            return style.locale(locale).format(date)
        }
        if var style = format as? Date.ISO8601FormatStyle, let date = input as? Date {
            style.timeZone = timeZone
            return style.format(date)
        }
        return format.locale(locale).format(input)
    }

    /// A date in one of `Text.DateStyle`'s styles. The relative styles count from `referenceDate`
    /// (a snapshot has no "now").
    public static func format(_ date: Date, style: Text.DateStyle) -> String {
        switch style.kind {
        case .date:
            return format(date, Date.FormatStyle(date: .long, time: .omitted))
        case .time:
            return shortTime(date)
        case .relative:
            return relative(date)
        case .offset:
            let seconds = Int(date.timeIntervalSince(referenceDate).rounded())
            return (seconds < 0 ? "-" : "+") + relative(date)
        case .timer:
            return clock(abs(Int(date.timeIntervalSince(referenceDate).rounded())), showsHours: true)
        }
    }

    /// A timer running within `interval`, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`
    /// shows it at `referenceDate` (or at `pauseTime`, where it stopped), held within the interval:
    /// the time left when it counts down, the time gone when it counts up; "4:32", "1:23:45", or
    /// with `showsHours` false the minutes past 59 ("83:45").
    public static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) -> String {
        let now = min(max(pauseTime ?? referenceDate, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
        return clock(Int(seconds.rounded()), showsHours: showsHours)
    }

    /// `seconds` as a clock: "m:ss", or "h:mm:ss" from an hour when `showsHours`.
    private static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let hours = showsHours ? seconds / 3600 : 0
        let minutes = (seconds - hours * 3600) / 60
        let rest = seconds % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// The range from `start` to `end` as `Text(_:)` shows a range of dates: the locale's short
    /// date and short time, "01/06/2026, 09:00 – 10:00" in en_GB (the day once when both ends
    /// fall on it). iOS documents no format for it; this is Foundation's `DateIntervalFormatter`
    /// with short styles, a guess.
    public static func format(from start: Date, to end: Date) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: start, to: end)
    }

    /// The locale's short time, as iOS shows `Text(_:style: .time)`: "09:00" in en_GB (the
    /// locale's short time pattern, "HH:mm"). Linux Foundation's `Date.FormatStyle` with a
    /// shortened time gives "9:00" there, so the pattern is taken from a `DateFormatter`.
    private static func shortTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    /// The moment the relative date styles count from: 1 June 2026, 09:00 London time.
    public static let referenceDate = Date(timeIntervalSince1970: 1_780_300_800)

    /// "2 hours, 5 minutes": the two largest units between `date` and `referenceDate`.
    private static func relative(_ date: Date) -> String {
        var seconds = abs(Int(date.timeIntervalSince(referenceDate).rounded()))
        let units: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 30, "month"), (86_400 * 7, "week"),
                                      (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
        var parts: [String] = []
        for (size, name) in units where parts.count < 2 {
            let count = seconds / size
            guard count > 0 else {
                if !parts.isEmpty { break }
                continue
            }
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
            seconds -= count * size
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}

nonisolated extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public nonisolated struct DateStyle: Hashable, Sendable {
        nonisolated enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date: "1 June 2026".
        public static let date = DateStyle(kind: .date)
        /// The time: "09:00".
        public static let time = DateStyle(kind: .time)
        /// From `TextFormatting.referenceDate`: "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// From `TextFormatting.referenceDate`, signed: "+2 hours, 5 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A count-up or count-down from `TextFormatting.referenceDate`: "2:05:00".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A value formatted by a format style, in the fixed locale and time zone (`TextFormatting`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: TextFormatting.format(input, format))
    }

    /// A date in a style, in the fixed locale and time zone.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: TextFormatting.format(date, style: style))
    }

    /// A timer within `timerInterval`, as SwiftUI's: the time left (or gone, when it counts up) at
    /// `TextFormatting.referenceDate`, or at `pauseTime` (`TextFormatting.timer`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: TextFormatting.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// The range between two dates, in the fixed locale and time zone
    /// (`TextFormatting.format(from:to:)`).
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: TextFormatting.format(from: dates.lowerBound, to: dates.upperBound))
    }

    /// The range a date interval spans, as `init(_:)` with a range shows it.
    public init(_ interval: DateInterval) {
        self.init(verbatim: TextFormatting.format(from: interval.start, to: interval.end))
    }
}
