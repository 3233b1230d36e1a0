import Dispatch
import Foundation
import MainActorWork
import Testing

/// `MainActorGate` runs work on the main actor from any thread, by each of its two routes: the
/// main dispatch queue (Swift Testing's runner keeps it draining), and the main actor serving
/// requests while it waits in `serving(_:)`. Inside, `dispatchPrecondition` is the runtime's own
/// view of where main-actor code may run.
@Suite struct MainActorGateTests {
    struct Refused: Error, Equatable { let code: Int }

    @Test func workFromAnotherThreadRunsOnTheMainActorThroughTheMainQueue() {
        #expect(!MainActorGate.isOnMainActor)
        let ranOnMain = MainActorGate.run { () -> Bool in
            dispatchPrecondition(condition: .onQueue(.main))
            return MainActor.assumeIsolated { MainActorGate.isOnMainActor }
        }
        #expect(ranOnMain)
    }

    @Test func anErrorComesBackToTheCallerAsThrown() {
        #expect(throws: Refused(code: 7)) {
            try MainActorGate.run { () throws(Refused) -> Int in throw Refused(code: 7) }
        }
    }

    @MainActor @Test func onTheMainActorWorkRunsAtOnce() {
        #expect(MainActorGate.isOnMainActor)
        var count = 0
        MainActorGate.run { count += 1 }
        #expect(count == 1)
    }

    /// The main actor waits for workers that each need it: without `serving` this would never end.
    @MainActor @Test func theMainActorServesItsWorkersWhileItWaitsForThem() {
        let results = ResultSlots(count: 40)
        let waited = MainActorGate.serving { () -> Bool in
            DispatchQueue.concurrentPerform(iterations: 40) { index in
                let onMain = MainActorGate.run { () -> Bool in
                    dispatchPrecondition(condition: .onQueue(.main))
                    return MainActorGate.isOnMainActor
                }
                results.set(index, onMain ? index * 2 : -1)
            }
            return !MainActorGate.isOnMainActor
        }
        #expect(waited)
        #expect(results.values == (0..<40).map { $0 * 2 })
    }

    /// Work served on the main actor may itself wait for workers that need the main thread.
    @MainActor @Test func servedWorkMayServeInTurn() {
        let total = MainActorGate.serving { () -> Int in
            let inner = MainActorGate.run { () -> Int in
                MainActorGate.serving { () -> Int in
                    let slots = ResultSlots(count: 4)
                    DispatchQueue.concurrentPerform(iterations: 4) { index in
                        slots.set(index, MainActorGate.run { MainActorGate.isOnMainActor ? 1 : 0 })
                    }
                    return slots.values.reduce(0, +)
                }
            }
            return inner + MainActorGate.run { MainActorGate.isOnMainActor ? 10 : 0 }
        }
        #expect(total == 14)
    }

    @MainActor @Test func servingPassesTheWorksErrorOn() {
        #expect(throws: Refused(code: 3)) {
            try MainActorGate.serving { () throws(Refused) -> Int in throw Refused(code: 3) }
        }
    }
}

/// Slots written from several threads, read once they are done.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int]
    init(count: Int) { slots = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: Int) { lock.lock(); slots[index] = value; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return slots }
}
