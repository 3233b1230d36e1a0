import Dispatch
import Foundation

/// Runs main-actor code on the main actor from whichever thread needs it, as SwiftUI evaluates
/// every view there.
///
/// A view's `body`, its actions and the models they touch may be `@MainActor`: Swift 6 checks at
/// run time that such code runs on the main actor, and a model may rely on it. The kit therefore
/// evaluates views (and lays them out, since a `GeometryReader`'s content is made then) through
/// `run(_:)`, while drawing and encoding stay on any thread.
///
/// The main actor runs on the main dispatch queue: the main thread at the top of a program; under
/// `dispatchMain()` on Linux (Swift Testing's runner), whichever thread drains that queue.
/// `run(_:)` from elsewhere needs the main actor to be free:
/// - When the main actor waits for work it handed out through `serving(_:)` (the command line, a
///   parallel run started on the main actor), it runs the requests while it waits.
/// - Otherwise the request goes to the main queue, which must be draining: an `async` main,
///   `dispatchMain()`, a run loop, or a test runner.
///
/// A program that blocks its main thread some other way while another thread renders deadlocks:
/// start the render on the main actor, or wrap the blocking wait in `serving(_:)`.
public enum MainActorGate {
    /// Whether the calling code runs on the main actor (the main dispatch queue).
    public static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
    }

    /// Runs `work` on the main actor and returns what it returned: at once when already there,
    /// otherwise handed to the main actor while this thread waits.
    public static func run<T, Failure: Error>(_ work: () throws(Failure) -> T) throws(Failure) -> T {
        if isOnMainActor { return try work() }
        return try withoutActuallyEscaping(work) { (work: @escaping () throws(Failure) -> T) throws(Failure) -> T in
            let request = MainActorRequest(work)
            if !MainActorServer.shared.submit(request) {
                DispatchQueue.main.sync { request.perform() }
            }
            return try request.result()
        }
    }

    /// Runs `work`, which may wait for other threads that call `run(_:)`, without blocking them: on
    /// the main actor, `work` runs on a thread of its own while the main actor serves `run(_:)`'s
    /// requests until `work` returns; anywhere else, `work` simply runs.
    public static func serving<T, Failure: Error>(_ work: () throws(Failure) -> T) throws(Failure) -> T {
        guard isOnMainActor else { return try work() }
        return try withoutActuallyEscaping(work) { (work: @escaping () throws(Failure) -> T) throws(Failure) -> T in
            let request = MainActorRequest(work)
            MainActorServer.shared.serve(whileRunning: { request.perform() })
            return try request.result()
        }
    }
}

/// The mark the main queue carries, so that any thread can tell whether it runs on it.
enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// One piece of work and, once it has run, its result.
final class MainActorRequest<T, Failure: Error>: @unchecked Sendable, MainActorJob {
    /// Let go of as soon as it has run: the caller's closure must not outlive its call
    /// (`withoutActuallyEscaping` checks), however long the queue keeps this request.
    private var work: (() throws(Failure) -> T)?
    private var outcome: Result<T, Failure>?
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping () throws(Failure) -> T) { self.work = work }

    /// Runs the work, lets go of it, and wakes the thread waiting for it.
    func perform() {
        outcome = runOnce()
        finished.signal()
    }

    private func runOnce() -> Result<T, Failure> {
        guard let work else { preconditionFailure("a main-thread request ran twice") }
        self.work = nil
        do throws(Failure) { return .success(try work()) } catch { return .failure(error) }
    }

    /// Waits for `perform()` and returns or throws what the work did.
    func result() throws(Failure) -> T {
        finished.wait()
        return try outcome!.get()
    }
}

/// Work the main thread runs for another thread.
protocol MainActorJob: AnyObject, Sendable {
    func perform()
}
