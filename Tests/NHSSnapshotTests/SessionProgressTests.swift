import Foundation
import NHSSnapshot
import SnapshotTestSupport
import Testing

/// A session's progress callback, with the fake renderer.
@Suite struct SessionProgressTests {
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
