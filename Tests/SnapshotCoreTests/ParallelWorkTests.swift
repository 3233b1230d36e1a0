import Foundation
@testable import NHSSnapshot
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

    @Test func progressReachesTheTotal() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick)
        let seen = PrintedText()
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 3) { report, completed, total in
            seen.append("\(report.path.relativePath) \(completed)/\(total)")
        }
        _ = session.render(plan, into: folder.url)
        let lines = seen.value.split(separator: "\n")
        #expect(lines.count == plan.cells.count)
        #expect(lines.last?.hasSuffix("\(plan.cells.count)/\(plan.cells.count)") == true)
    }
}
