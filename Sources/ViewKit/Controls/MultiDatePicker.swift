import Foundation

/// A calendar on which several days are chosen, as SwiftUI's `MultiDatePicker` (iOS 16): one
/// month (`MonthCalendar`), each chosen day on a filled tinted circle. The month shown is the
/// earliest chosen day's, or, with none, today's (`TextFormatting.referenceDate`) kept within
/// the bounds. As on iOS the label is not drawn.
public nonisolated struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    let earliest: Date?
    let latest: Date?

    /// A calendar choosing the days in `selection`, named by `label`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: nil, label: label())
    }

    /// A calendar choosing days within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: bounds.lowerBound, latest: bounds.upperBound, label: label())
    }

    /// A calendar choosing days from `bounds` on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: bounds.lowerBound, latest: nil, label: label())
    }

    /// A calendar choosing days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: bounds.upperBound, label: label())
    }

    init(selection: Binding<Set<DateComponents>>, earliest: Date?, latest: Date?, label: Label) {
        self.selection = selection
        self.label = label
        self.earliest = earliest
        self.latest = latest
    }

    /// The month, with the chosen days marked.
    public var body: some View {
        let calendar = TextFormatting.calendar
        let chosen = Set(selection.wrappedValue.compactMap { components -> Date? in
            calendar.date(from: components).map { calendar.startOfDay(for: $0) }
        })
        var shown = chosen.min() ?? TextFormatting.referenceDate
        if chosen.isEmpty {
            if let earliest, shown < earliest { shown = earliest }
            if let latest, shown >= latest { shown = latest.addingTimeInterval(-1) }
        }
        return MonthCalendar(month: shown, chosen: chosen, marking: .multiple)
    }
}

nonisolated extension MultiDatePicker where Label == Text {
    /// A calendar titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A calendar titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A calendar titled by a localized key, choosing days within `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A calendar titled by a localized key, choosing days from `bounds` on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A calendar titled by a localized key, choosing days before `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
}
