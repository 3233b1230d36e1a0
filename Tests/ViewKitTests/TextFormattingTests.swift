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
