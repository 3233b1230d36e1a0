import Foundation
import Testing
@testable import ViewKit

/// Formatted text in the fixed locale (en_GB) and time zone (Europe/London), whatever the machine's.
@Suite struct TextFormattingTests {
    /// 3 March 2026, 14:05 in London (GMT, so 14:05 UTC too).
    static let winter = Date(timeIntervalSince1970: 1_772_546_700)
    /// 1 July 2026, 23:30 UTC: already 2 July, 00:30, in London (BST).
    static let summerNight = Date(timeIntervalSince1970: 1_782_948_600)

    @Test func constants() {
        #expect(TextFormatting.locale.identifier == "en_GB")
        #expect(TextFormatting.timeZone.identifier == "Europe/London")
    }

    @Test func datesInBritishEnglishAndLondonTime() {
        #expect(Text(Self.winter, format: .dateTime.weekday(.wide).day().month(.wide).year()).content == "Tuesday, 3 March 2026")
        #expect(Text(Self.winter, format: .dateTime.hour().minute()).content == "14:05")
        #expect(Text(Self.summerNight, format: .dateTime.day().month(.wide)).content == "2 July")
        #expect(Text(Self.summerNight, format: .dateTime.hour().minute()).content == "00:30")
    }

    /// `Text(timerInterval:…)` at the reference date: the time left, or gone when counting up,
    /// held within the interval, stopped at a pause.
    @Test func timersWithinAnInterval() {
        let now = TextFormatting.referenceDate
        let interval = now.addingTimeInterval(-90)...now.addingTimeInterval(272)
        #expect(Text(timerInterval: interval).content == "4:32")
        #expect(Text(timerInterval: interval, countsDown: false).content == "1:30")
        #expect(Text(timerInterval: interval, pauseTime: now.addingTimeInterval(-30)).content == "5:02")
        // Before the interval it has not started; after it, it has run out.
        let later = now.addingTimeInterval(600)...now.addingTimeInterval(900)
        #expect(Text(timerInterval: later).content == "5:00")
        #expect(Text(timerInterval: later, countsDown: false).content == "0:00")
        let earlier = now.addingTimeInterval(-900)...now.addingTimeInterval(-600)
        #expect(Text(timerInterval: earlier).content == "0:00")
        // Hours, or minutes past 59 without them.
        let long = now...now.addingTimeInterval(5025)
        #expect(Text(timerInterval: long).content == "1:23:45")
        #expect(Text(timerInterval: long, showsHours: false).content == "83:45")
        #expect(Text("Ends in \(timerInterval: long)").content == "Ends in 1:23:45")
    }

    @Test func dateStyles() {
        #expect(Text(Self.winter, style: .date).content == "3 March 2026")
        #expect(Text(Self.winter, style: .time).content == "14:05")
        // iOS's short time in en_GB has two-digit hours ("HH:mm"); Linux Foundation's shortened
        // time style alone would give "9:00".
        #expect(Text(TextFormatting.referenceDate, style: .time).content == "09:00")
        #expect(Text(Self.summerNight, style: .time).content == "00:30")
        let later = TextFormatting.referenceDate.addingTimeInterval(2 * 3600 + 5 * 60)
        #expect(Text(later, style: .relative).content == "2 hours, 5 minutes")
        #expect(Text(later, style: .offset).content == "+2 hours, 5 minutes")
        #expect(Text(later, style: .timer).content == "2:05:00")
    }

    /// A range of dates in the short date and time styles, in London time (the summer night is
    /// already the next day there), the day once when both ends share it; the en dash between
    /// thin spaces, as ICU (and iOS) write it.
    @Test func dateRanges() {
        let start = TextFormatting.referenceDate
        #expect(Text(start...start.addingTimeInterval(3600)).content == "01/06/2026, 09:00\u{2009}–\u{2009}10:00")
        #expect(Text(Self.winter...Self.summerNight).content == "03/03/2026, 14:05\u{2009}–\u{2009}02/07/2026, 00:30")
        #expect(Text(DateInterval(start: start, duration: 3600)).content == "01/06/2026, 09:00\u{2009}–\u{2009}10:00")
    }

    /// A printf-style specifier in a key, as SwiftUI's `"\(dose, specifier: "%.1f") mg"`.
    @Test func aSpecifierInAKeyFormatsTheNumber() {
        let dose = 2.5
        #expect(Text("\(dose, specifier: "%.1f") mg").content == "2.5 mg")
        #expect(Text("\(7, specifier: "%03d") left").content == "007 left")
    }

    @Test func numbers() {
        #expect(Text(1234.5, format: .number).content == "1,234.5")
        #expect(Text(42, format: .number).content == "42")
        #expect(Text(0.825, format: .percent).content == "82.5%")
        #expect(Text(9.9, format: .currency(code: "GBP")).content == "£9.90")
        #expect(Text(12, format: .currency(code: "EUR")).content == "€12.00")
    }

    @Test func formattedInterpolationInAKey() {
        #expect(Text("Charge: \(9.9, format: .currency(code: "GBP")) per item").content == "Charge: £9.90 per item")
        #expect(Text("On \(Self.winter, style: .date)").content == "On 3 March 2026")
    }
}

/// `String(localized:)`, which Foundation on Linux lacks: the key as written, as `Text`'s keys are.
@Suite struct LocalizedStringTests {
    @Test func aLocalizedStringIsItsKeyAsWritten() {
        let count = 3
        #expect(String(localized: "Appointments") == "Appointments")
        #expect(String(localized: "You have \(count) messages", comment: "Inbox count") == "You have 3 messages")
        #expect(String(localized: "inbox.title", defaultValue: "Inbox", table: "Messages") == "Inbox")
        #expect(Text(String(localized: "Prescriptions")).content == "Prescriptions")
    }
}
