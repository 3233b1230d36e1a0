import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `TimelineView` is drawn once, at the snapshots' "now", with its schedule's entry for it.
@Suite struct TimelineViewTests {
    static let now = TextFormatting.referenceDate

    static func shown<S: TimelineSchedule>(_ schedule: S) throws -> (date: Date, cadence: TimelineViewDefaultContext.Cadence) {
        nonisolated(unsafe) var seen: (Date, TimelineViewDefaultContext.Cadence)?
        _ = try LayoutHarness.layout(TimelineView(schedule) { context in
            let _ = seen = (context.date, context.cadence)
            Text(context.date, style: .time)
        }, width: 200)
        return try #require(seen)
    }

    @Test func eachScheduleShowsItsEntryForNow() throws {
        let minute = try Self.shown(.everyMinute)
        #expect(minute.date <= Self.now && Self.now.timeIntervalSince(minute.date) < 60)
        #expect(Int(minute.date.timeIntervalSince1970) % 60 == 0)
        #expect(minute.cadence == .minutes)

        let start = Self.now.addingTimeInterval(-95)
        let periodic = try Self.shown(.periodic(from: start, by: 30))
        #expect(periodic.date == start.addingTimeInterval(90))
        #expect(periodic.cadence == .seconds)
        #expect(try Self.shown(.periodic(from: Self.now.addingTimeInterval(600), by: 30)).date == Self.now.addingTimeInterval(600))

        let dates = [Self.now.addingTimeInterval(-3600), Self.now.addingTimeInterval(-60), Self.now.addingTimeInterval(60)]
        #expect(try Self.shown(.explicit(dates)).date == dates[1])
        #expect(try Self.shown(.explicit([Self.now.addingTimeInterval(60)])).date == Self.now.addingTimeInterval(60))

        let animation = try Self.shown(.animation(minimumInterval: 1, paused: false))
        #expect(animation.date == Self.now)
        #expect(animation.cadence == .live)
    }

    @Test func itDrawsItsContentAsTheContentAlone() throws {
        let timeline = try LayoutHarness.layout(TimelineView(.periodic(from: Self.now, by: 1)) { context in
            Text(context.date, style: .time)
        }, width: 200).displayList
        let plain = try LayoutHarness.layout(Text(Self.now, style: .time), width: 200).displayList
        #expect(timeline.items == plain.items)
    }
}
