import Foundation
@testable import SnapshotCore
import SnapshotTestSupport
import Testing

@Suite struct ParallelWorkTests {
    @Test(arguments: [1, 2, 4, 16])
    func resultsComeBackInIndexOrderAndEachItemRunsOnce(workers: Int) {
        let calls = CallCounter()
        let seen = PrintedText()
        let results = ParallelWork.run(count: 100, workers: workers, work: { index -> Int in
            calls.increment()
            return index * index
        }, finished: { index, _, completed in
            seen.append("\(index) \(completed)")
        })
        #expect(results == (0..<100).map { $0 * $0 })
        #expect(calls.value == 100)
        let lines = seen.value.split(separator: "\n")
        #expect(Set(lines.map { $0.split(separator: " ")[0] }).count == 100)
        #expect(lines.map { Int($0.split(separator: " ")[1])! } == Array(1...100), "completion counts rise one by one")
    }

    @Test func nothingToDoIsFine() {
        #expect(ParallelWork.run(count: 0, workers: 4) { $0 }.isEmpty)
    }
}
