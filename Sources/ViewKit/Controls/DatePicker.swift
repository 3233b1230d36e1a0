import Foundation

/// Which parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public nonisolated struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Components from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date and time chooser, as SwiftUI's `DatePicker`, drawn in iOS 17's compact style at rest:
/// the label leading and, trailing, the date ("4 Dec 2026") and the time ("10:30") each on a
/// rounded tertiary fill, in `TextFormatting`'s locale and time zone; at the accessibility sizes
/// under the label and each other. Each part is a 44 pt tall button read as the label with the part as its
/// value. Every `datePickerStyle` is drawn compact (README, deviations); the range is accepted.
public nonisolated struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    /// A picker of the `displayedComponents` of `selection`, with a label view.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A picker limited to `range`, with a label view.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates from `range`'s start, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker limited to dates up to `range`'s end, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let date = selection.wrappedValue
        var parts: [String] = []
        if components.contains(.date) {
            parts.append(TextFormatting.format(date, Date.FormatStyle(date: .abbreviated, time: .omitted)))
        }
        if components.contains(.hourAndMinute) {
            // The locale's short time, as iOS shows it ("09:00" in en_GB).
            parts.append(TextFormatting.format(date, style: .time))
        }
        let isStacked = environment.dynamicTypeSize.isAccessibilitySize
        if environment.datePickerDrawsCalendar, components.contains(.date) {
            return resolveView(graphical(date, time: parts.count > 1 ? parts.last : nil, isStacked: isStacked), in: environment)
        }
        let buttons = ForEach(parts, id: \.self) { part in DatePicker.partButton(part, read: title) }
        // Beside the label the parts keep their width; under it (the accessibility sizes) they
        // stack and wrap rather than run off the screen.
        let row = ControlRow(isStacked: isStacked, spacing: DatePickerMetrics.labelSpacing) {
            label.accessibilityHidden(true)
        } control: {
            if isStacked {
                VStack(alignment: .leading, spacing: DatePickerMetrics.partSpacing) { buttons }
            } else {
                HStack(spacing: DatePickerMetrics.partSpacing) { buttons }.fixedSize()
            }
        }
        .frame(minHeight: ButtonMetrics.minimumHeight)
        return resolveView(row, in: environment)
    }
}

nonisolated extension DatePicker {
    /// One part (the date or the time) on its rounded fill: a 44 pt tall button read as
    /// `name`, then the part.
    static func partButton(_ part: String, read name: String) -> some View {
        Button(action: {}) {
            Text(verbatim: part)
                .padding(.horizontal, DatePickerMetrics.horizontalPadding)
                .padding(.vertical, DatePickerMetrics.verticalPadding)
                .background(RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius).fill(DatePickerMetrics.fill))
                .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(name)
        .accessibilityValue(part)
    }

    /// The graphical style: the month of `date`, that day chosen, and, when the time is shown,
    /// a "Time" row below with the time on its rounded fill (under "Time", `isStacked`, at the
    /// accessibility sizes, as the other control rows). The label is not drawn, as on iOS.
    private func graphical(_ date: Date, time: String?, isStacked: Bool) -> some View {
        let day = TextFormatting.calendar.startOfDay(for: date)
        return VStack(spacing: 0) {
            MonthCalendar(month: date, chosen: [day], marking: .single)
            if let time {
                ControlRow(isStacked: isStacked, spacing: DatePickerMetrics.labelSpacing) {
                    Text("Time")
                } control: {
                    DatePicker.partButton(time, read: "Time")
                }
                .padding(.horizontal, CalendarMetrics.headerInset)
            }
        }
    }
}

nonisolated extension DatePicker where Label == Text {
    /// A picker titled with a string literal's key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with a string literal's key, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with a string literal's key, limited to dates from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with a string literal's key, limited to dates up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with a string shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled with a string shown as given, limited to `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// How a `DatePicker` is drawn, as SwiftUI's `DatePickerStyle`; every style is drawn compact here.
public protocol DatePickerStyle {
    /// Whether the style draws a month calendar (the graphical style) rather than the compact
    /// fills.
    var drawsCalendar: Bool { get }
}

nonisolated extension DatePickerStyle {
    /// The compact fills, unless the style says otherwise.
    public var drawsCalendar: Bool { false }
}

/// The compact style: the date and time on rounded fills.
public nonisolated struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The system's choice (compact on iPhone).
public nonisolated struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// A month calendar (`MonthCalendar`), the chosen day marked, and the time below when shown.
public nonisolated struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// A calendar.
    public var drawsCalendar: Bool { true }
}

/// Spinning wheels; drawn compact here.
public nonisolated struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The system's choice.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (drawn compact here).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// Sets how date pickers inside are drawn: the graphical style as a month calendar, every
    /// other in the compact style (wheels are not drawn).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerDrawsCalendar, style.drawsCalendar)
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct DatePickerCalendarKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether date pickers below are drawn as a month calendar (`datePickerStyle(.graphical)`).
    package var datePickerDrawsCalendar: Bool {
        get { self[DatePickerCalendarKey.self] }
        set { self[DatePickerCalendarKey.self] = newValue }
    }
}

/// The compact date picker's measurements and fill (guesses from iOS 17 screenshots; the fill is
/// UIKit's tertiary system fill).
public nonisolated enum DatePickerMetrics {
    /// Space between the label and the date and time.
    public static let labelSpacing: CGFloat = 16
    /// Space between the date and the time.
    public static let partSpacing: CGFloat = 8
    /// Space either side of a part's text on its fill.
    public static let horizontalPadding: CGFloat = 11
    /// Space above and below a part's text on its fill.
    public static let verticalPadding: CGFloat = 6
    /// The fill's corner radius.
    public static let cornerRadius: CGFloat = 6
    /// The parts' fill.
    public static let fill = Color(uiColor: .tertiarySystemFill)
}
