import Catalogue
import Foundation
import NHSAppUI
@testable import NHSSnapshot
import SnapshotTestSupport
import Testing

/// The real renderer on several threads: the built-in cards (photo, text in three sizes, icons)
/// rendered with one job and with four give the same bytes, and every cell renders. Cairo and
/// Pango share fonts between threads, so this run also guards the lock they work under.
@Suite
struct ParallelRenderTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    @Test func oneJobAndFourJobsWriteTheSameFilesWithRealRendering() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var selection = SnapshotSelection(components: ["CampaignCard", "ProfileCard", "CardAction"],
                                          scenarios: ["spec-example", "spec-acting-for", "primary-group"])
        selection.sizes = [.accessibility5]
        let plan = SnapshotPlan(catalogue: try BuiltInScenarios.catalogue(), matrix: .full, selection: selection)
        #expect(plan.cells.count == 3 * 7 * 2)
        let serial = folder.url.appendingPathComponent("serial"), parallel = folder.url.appendingPathComponent("parallel")
        let one = SnapshotSession(backend: .live, jobs: 1).render(plan, into: serial)
        let four = SnapshotSession(backend: .live, jobs: 4).render(plan, into: parallel)
        #expect(one.exitCode == 0 && four.exitCode == 0)
        for cell in plan.cells {
            let path = cell.path.relativePath
            let a = try Data(contentsOf: serial.appendingPathComponent(path))
            let b = try Data(contentsOf: parallel.appendingPathComponent(path))
            #expect(a == b, "\(path)")
        }
    }
}
