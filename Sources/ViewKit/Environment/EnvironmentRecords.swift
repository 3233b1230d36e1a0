import Foundation

/// Environment values that screen code reads and sets but that change nothing the kit draws:
/// kept among the components' values (`EnvironmentKey`), so that the environment every view
/// copies does not grow for them.
nonisolated extension EnvironmentValues {
    private nonisolated struct ControlSizeKey: EnvironmentKey {
        static var defaultValue: ControlSize { .regular }
    }

    private nonisolated struct LocaleKey: EnvironmentKey {
        static var defaultValue: Locale { TextFormatting.locale }
    }

    private nonisolated struct TimeZoneKey: EnvironmentKey {
        static var defaultValue: TimeZone { TextFormatting.timeZone }
    }

    private nonisolated struct CalendarKey: EnvironmentKey {
        static var defaultValue: Calendar { TextFormatting.calendar }
    }

    /// The size of controls (`controlSize(_:)`): kept, not drawn; controls keep their regular size.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The locale, British English unless set. Formatted text always uses `TextFormatting.locale`,
    /// so that snapshots do not depend on it (README, deviations).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone, London unless set; formatted text always uses `TextFormatting.timeZone`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar, Gregorian in London unless set; formatted text always uses
    /// `TextFormatting.calendar`.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
