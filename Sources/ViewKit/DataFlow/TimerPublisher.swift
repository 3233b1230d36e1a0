import Foundation

/// Combine's timer publisher, as screen code writes it for a countdown or a clock:
/// `.onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now in ... }`.
/// A snapshot is one still moment, so the timer never fires: the view is drawn as its state is
/// before the first tick (`Publisher`).
nonisolated extension Timer {
    /// A publisher of the time every `interval` seconds on `runLoop` in `mode`, as Combine's
    /// `Timer.publish(every:tolerance:on:in:)`; it never fires here.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }

    /// A timer's publisher, as Combine's `Timer.TimerPublisher`: it announces dates.
    public final nonisolated class TimerPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come.
        public let tolerance: TimeInterval?

        init(interval: TimeInterval, tolerance: TimeInterval?) {
            self.interval = interval
            self.tolerance = tolerance
        }

        /// The publisher, started when something subscribes (nothing does in a still).
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }
    }
}

/// Combine's namespace of publisher types, for the one screen code names here.
public nonisolated enum Publishers {
    /// A connectable publisher started by its first subscriber, as Combine's `Publishers.Autoconnect`.
    public final nonisolated class Autoconnect<Upstream: Publisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher it starts.
        public let upstream: Upstream

        /// The publisher that starts `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}
