import Foundation

/// A view drawn again on a schedule, as SwiftUI's `TimelineView`: `TimelineView(.everyMinute) {
/// context in Text(context.date, style: .time) }`. A snapshot is drawn once, at the snapshots'
/// "now" (`TextFormatting.referenceDate`), so that it is the same on every run: the content is
/// made with the schedule's first entry from that moment.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is told.
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (Context) -> Content

    /// Content drawn at each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content at the schedule's first entry from the snapshots' "now".
    public var body: some View {
        let now = TextFormatting.referenceDate
        let date = schedule.entries(from: now, mode: .normal).first(where: { _ in true }) ?? now
        return content(TimelineViewDefaultContext(date: date, cadence: schedule.cadence))
    }
}

/// What a `TimelineView`'s content is told, as SwiftUI's `TimelineView.Context`.
public nonisolated struct TimelineViewDefaultContext {
    /// The moment the content is drawn for.
    public let date: Date
    /// How often it is drawn again.
    public let cadence: Cadence

    /// How often a timeline's content is drawn again, as SwiftUI's `TimelineView.Context.Cadence`.
    public nonisolated enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// Whether a timeline may be drawn less often, as SwiftUI's `TimelineScheduleMode`.
public nonisolated enum TimelineScheduleMode: Sendable {
    /// As often as the schedule says.
    case normal
    /// Less often (the display is dimmed).
    case lowFrequency
}

/// The moments a `TimelineView` is drawn at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The moments, in order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The moments from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

nonisolated extension TimelineSchedule {
    /// How often the content is drawn again (`TimelineViewDefaultContext.cadence`).
    var cadence: TimelineViewDefaultContext.Cadence {
        switch self {
        case is AnimationTimelineSchedule: return .live
        case is EveryMinuteTimelineSchedule: return .minutes
        default: return .seconds
        }
    }
}

/// Every `interval` seconds from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public nonisolated struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    private let startDate: Date
    private let interval: TimeInterval

    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entry at or before `start` (or the first, when `start` is earlier), then every interval.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0 else { return [startDate] }
        let steps = max(0, (start.timeIntervalSince(startDate) / interval).rounded(.down))
        let first = startDate.addingTimeInterval(steps * interval)
        return (0..<60).map { first.addingTimeInterval(Double($0) * interval) }
    }
}

/// At the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public nonisolated struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Every minute.
    public init() {}

    /// The start of `start`'s minute, then each minute after.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] {
        let minute = (start.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return (0..<60).map { Date(timeIntervalSinceReferenceDate: minute + Double($0) * 60) }
    }
}

/// The given moments, as SwiftUI's `ExplicitTimelineSchedule`.
public nonisolated struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    private let dates: Dates

    /// At each of `dates`.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The latest of the dates at or before `start` (or the first, when all are later), and
    /// those after it.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] {
        let all = Array(dates)
        guard let current = all.lastIndex(where: { $0 <= start }) else { return all }
        return Array(all[current...])
    }
}

/// Every frame, as SwiftUI's `AnimationTimelineSchedule`.
public nonisolated struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    private let minimumInterval: Double?
    private let paused: Bool

    /// Every frame, or at most every `minimumInterval` seconds; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `start`, then every frame (a sixtieth of a second, or the minimum interval).
    public func entries(from start: Date, mode: TimelineScheduleMode) -> [Date] {
        let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 60)
        return (0..<60).map { start.addingTimeInterval(Double($0) * step) }
    }
}

nonisolated extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

nonisolated extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

nonisolated extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

nonisolated extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
