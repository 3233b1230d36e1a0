import Foundation

/// The main actor's side of `MainActorGate`: while the main actor waits for work it handed to
/// another thread, it runs the jobs other threads submit, in the order they came.
final class MainActorServer: @unchecked Sendable {
    /// The one server: there is one main actor.
    static let shared = MainActorServer()

    private let condition = NSCondition()
    /// How many `serve` loops the main actor is in (a job may start a loop of its own).
    private var depth = 0
    private var jobs: [any MainActorJob] = []
    private var head = 0

    /// Queues `job` for the main actor; false when the main actor is not serving, and the caller
    /// must reach it another way.
    func submit(_ job: any MainActorJob) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard depth > 0 else { return false }
        jobs.append(job)
        condition.broadcast()
        return true
    }

    /// On the main actor: runs `work` on a new thread and serves submitted jobs until it returns
    /// and none is left.
    func serve(whileRunning work: @escaping @Sendable () -> Void) {
        let finished = Flag()
        condition.lock()
        depth += 1
        condition.unlock()
        Thread { [condition] in
            work()
            condition.lock()
            finished.isSet = true
            condition.broadcast()
            condition.unlock()
        }.start()
        while let job = nextJob(until: finished) { job.perform() }
    }

    /// The next job, waiting for one; nil once `finished` is set and the queue is empty (the loop
    /// then ends, under the same lock, so no job submitted meanwhile is lost).
    private func nextJob(until finished: Flag) -> (any MainActorJob)? {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count && !finished.isSet { condition.wait() }
        guard head < jobs.count else {
            depth -= 1
            return nil
        }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }
}

/// A flag read and written under the server's lock.
private final class Flag: @unchecked Sendable {
    var isSet = false
}
