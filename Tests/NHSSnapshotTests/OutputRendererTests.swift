import Foundation
@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing

/// `render` writes with the backend's `outputRenderer` (fast PNG settings for files nobody commits);
/// `record` and `verify` keep using `renderer` (the goldens' settings).
@Suite struct OutputRendererTests {
    @Test func renderUsesTheOutputRendererAndRecordTheGoldenOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        let goldenCalls = CallCounter(), outputCalls = CallCounter()
        var backend = FakeBackend.backend(renderer: FakeBackend.renderer(calls: goldenCalls))
        backend.outputRenderer = FakeBackend.renderer(tint: 50, calls: outputCalls)
        let session = SnapshotSession(backend: backend, jobs: 2)

        let out = folder.url.appendingPathComponent("Output")
        #expect(session.render(plan, into: out).exitCode == 0)
        #expect(outputCalls.value == plan.cells.count && goldenCalls.value == 0)
        let cell = plan.cells[0]
        let written = try Data(contentsOf: cell.path.components().reduce(out) { $0.appendingPathComponent($1) })
        let fromOutput = try FakeBackend.renderer(tint: 50).render(cell.scenario.makeView(), configuration: cell.configuration)
        #expect(written == fromOutput.pngData)

        let store = GoldenStore(packageRoot: folder.url)
        #expect(session.record(plan, store: store).exitCode == 0)
        #expect(goldenCalls.value == plan.cells.count && outputCalls.value == plan.cells.count)
        let golden = try FakeBackend.renderer().render(cell.scenario.makeView(), configuration: cell.configuration)
        #expect(try store.read(cell.path) == golden.pngData)
    }

    @Test func theOutputRendererDefaultsToTheRenderer() {
        let backend = FakeBackend.backend()
        #expect(backend.outputRenderer.name == backend.renderer.name)
    }
}
