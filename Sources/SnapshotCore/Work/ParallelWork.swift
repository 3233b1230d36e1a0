import Dispatch
import Foundation
import MainActorWork

/// Runs `count` independent work items on up to `workers` threads. Items are taken in index order
/// from one shared counter; each result is handed to `finished` as soon as it exists (one call at a
/// time, in completion order) and only that small result is kept, so memory does not grow with the
/// work's intermediate data. The returned results are in index order whatever the completion order.
/// Started on the main actor, the workers run on other threads while the main actor serves the
/// main-actor work they hand it (`MainActorGate`: evaluating views).
public enum ParallelWork {
    /// Runs the work and returns the results by index.
    public static func run<Result: Sendable>(
        count: Int, workers: Int,
        work: @escaping @Sendable (Int) -> Result,
        finished: @escaping @Sendable (_ index: Int, _ result: Result, _ completed: Int) -> Void = { _, _, _ in }
    ) -> [Result] {
        let state = SharedState<Result>(count: count)
        let threads = max(1, min(workers, count))
        let body: @Sendable (Int) -> Void = { _ in
            while let index = state.next() {
                let result = work(index)
                state.store(result, at: index, finished)
            }
        }
        if threads == 1 {
            body(0)
        } else {
            MainActorGate.serving { DispatchQueue.concurrentPerform(iterations: threads, execute: body) }
        }
        return state.results()
    }
}

/// The counter and result slots the workers share, behind one lock.
private final class SharedState<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var completed = 0
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    func store(_ result: Result, at index: Int, _ finished: (Int, Result, Int) -> Void) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = result
        completed += 1
        finished(index, result, completed)
    }

    func results() -> [Result] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}
