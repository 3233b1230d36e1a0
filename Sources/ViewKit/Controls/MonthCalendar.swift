import Foundation

/// One month as iOS's calendar pickers show it: the month and year with the month-switching
/// chevrons, the weekdays' short names, and the days in weeks from Monday (the kit's calendar is
/// en_GB's), at fixed sizes whatever the text size (a guess: the calendar fits the screen's width). Chosen days sit on a tinted circle, today (`TextFormatting.referenceDate`, the
/// snapshots' now) is in the tint. Each day is read as "Monday 1 June", selected or not; the
/// days are not tap targets (a still shows no popover to tap into).
nonisolated struct MonthCalendar: View {
    /// How chosen days are marked.
    nonisolated enum Marking {
        /// `DatePicker(.graphical)`'s one day: a light tinted circle, the number bold in the tint.
        case single
        /// `MultiDatePicker`'s days: a filled tinted circle, the number white.
        case multiple
    }

    /// Any moment in the month shown.
    let month: Date
    /// The chosen days, as the calendar's start of each.
    let chosen: Set<Date>
    let marking: Marking

    @Environment(\.tint) private var tint

    private var calendar: Calendar { TextFormatting.calendar }

    var body: some View {
        let accent = tint ?? .accentColor
        VStack(spacing: 0) {
            header(accent)
            weekdays
            ForEach(weeks.indices, id: \.self) { index in
                HStack(spacing: 0) {
                    ForEach(weeks[index].indices, id: \.self) { column in
                        day(weeks[index][column], accent)
                    }
                }
            }
        }
    }

    private func header(_ accent: Color) -> some View {
        HStack(spacing: CalendarMetrics.headerSpacing) {
            Text(verbatim: TextFormatting.format(month, Date.FormatStyle().month(.wide).year()))
                .font(Font.system(size: CalendarMetrics.headerSize, weight: .semibold))
                .lineLimit(1)
                // Offered the row before the spacer, which would otherwise take half of it.
                .layoutPriority(1)
            Image(systemName: "chevron.forward")
                .font(Font.system(size: CalendarMetrics.headerSize, weight: .semibold))
                .foregroundColor(accent)
                .accessibilityHidden(true)
            Spacer(minLength: 0)
            HStack(spacing: CalendarMetrics.chevronSpacing) {
                Image(systemName: "chevron.backward")
                Image(systemName: "chevron.forward")
            }
            .font(Font.system(size: CalendarMetrics.chevronSize, weight: .semibold))
            .foregroundColor(accent)
            .accessibilityHidden(true)
        }
        .frame(minHeight: CalendarMetrics.rowHeight)
        .padding(.horizontal, CalendarMetrics.headerInset)
    }

    private var weekdays: some View {
        HStack(spacing: 0) {
            ForEach(weekdayNames.indices, id: \.self) { index in
                Text(verbatim: weekdayNames[index])
                    .font(Font.system(size: CalendarMetrics.weekdaySize, weight: .semibold))
                    .foregroundColor(Color(uiColor: .tertiaryLabel))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
            }
        }
        .accessibilityHidden(true)
    }

    @ViewBuilder private func day(_ date: Date?, _ accent: Color) -> some View {
        if let date {
            let isChosen = chosen.contains(date)
            let isToday = calendar.isDate(date, inSameDayAs: TextFormatting.referenceDate)
            let number = Text(verbatim: String(calendar.component(.day, from: date)))
                .font(Font.system(size: CalendarMetrics.daySize, weight: isChosen || isToday ? .semibold : .regular))
                .foregroundColor(numberColor(isChosen: isChosen, isToday: isToday, accent))
                .lineLimit(1)
                .frame(width: CalendarMetrics.circle, height: CalendarMetrics.circle)
                .background(Circle().fill(circleColor(isChosen: isChosen, accent)))
            number
                .frame(maxWidth: .infinity, minHeight: CalendarMetrics.rowHeight)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(verbatim: TextFormatting.format(date, Date.FormatStyle().weekday(.wide).day().month(.wide))))
                .accessibilityAddTraits(isChosen ? [.isButton, .isSelected] : .isButton)
        } else {
            Color.clear.frame(maxWidth: .infinity, minHeight: CalendarMetrics.rowHeight)
        }
    }

    private func numberColor(isChosen: Bool, isToday: Bool, _ accent: Color) -> Color {
        switch (isChosen, marking) {
        case (true, .multiple): return .white
        case (true, .single): return accent
        case (false, _): return isToday ? accent : .primary
        }
    }

    private func circleColor(isChosen: Bool, _ accent: Color) -> Color {
        guard isChosen else { return .clear }
        return marking == .multiple ? accent : accent.opacity(CalendarMetrics.singleCircleOpacity)
    }

    /// The weekdays' short names, Monday first, upper-cased as iOS shows them.
    private var weekdayNames: [String] {
        let symbols = calendar.shortWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: TextFormatting.locale) }
    }

    /// The month's days in weeks, nil before the first day and after the last.
    private var weeks: [[Date?]] {
        guard let interval = calendar.dateInterval(of: .month, for: month),
              let days = calendar.range(of: .day, in: .month, for: month) else { return [] }
        let weekday = calendar.component(.weekday, from: interval.start)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: lead)
        for offset in 0..<days.count {
            cells.append(calendar.date(byAdding: .day, value: offset, to: interval.start))
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
    }
}

/// The calendar's measurements and colours: guesses at iOS 17's (Apple does not publish them),
/// one constant each.
public nonisolated enum CalendarMetrics {
    /// A week's height, and the header's.
    public static let rowHeight: CGFloat = 44
    /// The circle behind a chosen day.
    public static let circle: CGFloat = 40
    /// The month's name's size; like the days', kept as the text size grows.
    public static let headerSize: CGFloat = 17
    /// The day numbers' size; iOS keeps it as the text size grows.
    public static let daySize: CGFloat = 20
    /// The weekday names' size.
    public static let weekdaySize: CGFloat = 13
    /// The month-switching chevrons' size.
    public static let chevronSize: CGFloat = 20
    /// Between the two month-switching chevrons.
    public static let chevronSpacing: CGFloat = 28
    /// Between the month's name and its chevron.
    public static let headerSpacing: CGFloat = 4
    /// The header's inset from the calendar's edges.
    public static let headerInset: CGFloat = 8
    /// The opacity of the tint behind `DatePicker(.graphical)`'s chosen day.
    public static let singleCircleOpacity: Double = 0.12
}
