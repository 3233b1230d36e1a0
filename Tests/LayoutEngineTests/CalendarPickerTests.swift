import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `MultiDatePicker` and `DatePicker(.graphical)`: a month calendar in weeks from Monday, the
/// chosen days on tinted circles, today in the tint; each day read as "Monday 1 June".
@Suite struct CalendarPickerTests {
    static let calendar = TextFormatting.calendar

    private func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
        DateComponents(calendar: Self.calendar, year: year, month: month, day: day)
    }

    private func layout(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 350).displayList
    }

    @Test func aMultiDatePickerShowsTheEarliestChosenMonthWithEachChosenDayCircled() throws {
        let list = try layout(MultiDatePicker("Days", selection: .constant([day(2026, 7, 14), day(2026, 7, 2)])))
        // The words and numbers, not the symbol font's month-switching chevron.
        let texts = list.textItems.map(\.spec.string).filter { !$0.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) } }
        #expect(texts.first == "July 2026")
        #expect(Array(texts[1...7]) == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        // 1 July 2026 is a Wednesday: two empty cells, then 1 to 31.
        #expect(Array(texts[8...]) == (1...31).map(String.init))
        let one = try #require(list.textItems.first { $0.spec.string == "1" })
        let mondayName = try #require(list.textItems.first { $0.spec.string == "MON" })
        #expect(one.frame.midX > mondayName.frame.midX + 2 * 350 / 7 - 1)
        // Two filled circles, 40 pt, behind the 2nd and the 14th.
        let circles = LayoutHarness.frames(list).filter { $0.hasPrefix("fill") && $0.contains("40x40") }
        #expect(circles.count == 2)
        let read = list.accessibilityElements.map(\.spokenDescription)
        #expect(read.contains("Button. Selected. Thursday 2 July."))
        #expect(read.contains("Button. Wednesday 1 July."))
        // The month's name, then the 31 days.
        #expect(read.count == 32 && read.first == "July 2026.")
    }

    @Test func withNothingChosenItShowsTodaysMonthWithinTheBounds() throws {
        let june = try layout(MultiDatePicker("Days", selection: .constant([])))
        #expect(june.textItems.first?.spec.string == "June 2026")
        let start = try #require(Self.calendar.date(from: day(2026, 9, 1)))
        let september = try layout(MultiDatePicker("Days", selection: .constant([]), in: start...))
        #expect(september.textItems.first?.spec.string == "September 2026")
    }

    @Test func aGraphicalDatePickerShowsTheChosenDaysMonthAndTheTime() throws {
        let date = try #require(Self.calendar.date(from: DateComponents(year: 2026, month: 2, day: 20, hour: 14, minute: 30)))
        let list = try layout(DatePicker("Appointment", selection: .constant(date)).datePickerStyle(.graphical))
        let texts = list.textItems.map(\.spec.string)
        #expect(texts.first == "February 2026")
        #expect(!texts.contains("Appointment"))
        #expect(texts.suffix(2) == ["Time", "14:30"])
        // The chosen day on a light tinted circle, its number in the tint.
        let twenty = try #require(list.textItems.first { $0.spec.string == "20" })
        #expect(twenty.color == RGBAColor(hex: 0x007aff))
        #expect(list.accessibilityElements.map(\.spokenDescription).contains("Button. Selected. Friday 20 February."))
        let dateOnly = try layout(DatePicker("Birthday", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical))
        #expect(!dateOnly.textItems.map(\.spec.string).contains("Time"))
    }

    @Test func theMonthsNameIsNeverCutWhileTheHeaderHasRoom() throws {
        let start = try #require(Self.calendar.date(from: day(2026, 9, 1)))
        for width: CGFloat in [288, 320, 361] {
            let list = try LayoutHarness.layout(MultiDatePicker("Days", selection: .constant([]), in: start...), width: width).displayList
            let title = try #require(list.textItems.first { $0.spec.string == "September 2026" })
            #expect(!title.measurement.isTruncated, "\(width): \(title.frame)")
        }
    }

    @Test func atTheAccessibilitySizesTheTimeGoesUnderItsLabel() throws {
        let date = try #require(Self.calendar.date(from: DateComponents(year: 2026, month: 2, day: 20, hour: 14, minute: 30)))
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        let list = try LayoutHarness.layout(DatePicker("Appointment", selection: .constant(date)).datePickerStyle(.graphical),
                                            width: 320, environment: environment).displayList
        let label = try #require(list.textItems.first { $0.spec.string == "Time" })
        let time = try #require(list.textItems.first { $0.spec.string == "14:30" })
        #expect(time.frame.minY >= label.frame.maxY, "\(label.frame) \(time.frame)")
        #expect(label.measurement.lines.count == 1 && time.measurement.lines.count == 1)
    }
}
