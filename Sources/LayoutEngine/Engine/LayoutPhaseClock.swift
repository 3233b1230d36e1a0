import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where layout passes spend their time, phase by phase: the thread CPU seconds of each phase of
/// `ScreenLayout.layout`, summed over the passes. Off unless a program sets
/// `LayoutPhaseClock.current` before laying out (the layout benchmark does, for
/// `Scripts/layout_turns.py --phases`); then each pass reads the thread's CPU clock six times.
/// Passes on several threads add to the same sums (each its own thread's time).
public final class LayoutPhaseClock: @unchecked Sendable {
    /// The phases of a pass, in order.
    public enum Phase: Int, CaseIterable, Sendable {
        /// Evaluating the views into resolved nodes (on the main actor).
        case resolve
        /// Making the layout nodes.
        case build
        /// Measuring the page (and a presented sheet or alert).
        case measure
        /// Placing every view: the display list, accessibility elements and tap targets.
        case place
        /// Ordering the accessibility elements and making the display list.
        case finish
    }

    /// The clock the passes of this program add to; nil (the default) times nothing.
    nonisolated(unsafe) public static var current: LayoutPhaseClock?

    private let lock = NSLock()
    private var sums = [Double](repeating: 0, count: Phase.allCases.count)
    private var count = 0

    /// The CPU seconds of each phase (indexed by `Phase.rawValue`), summed over the passes.
    public var seconds: [Double] { lock.withLock { sums } }
    /// How many passes were timed.
    public var passes: Int { lock.withLock { count } }

    /// A clock at zero.
    public init() {}

    /// The calling thread's CPU time in seconds.
    public static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Adds the time since `mark` to `phase`, and moves `mark` to now.
    func add(_ phase: Phase, since mark: inout Double) {
        let now = Self.threadSeconds()
        let spent = now - mark
        lock.withLock { sums[phase.rawValue] += spent }
        mark = now
    }

    /// Counts a pass done.
    func countPass() {
        lock.withLock { count += 1 }
    }
}
