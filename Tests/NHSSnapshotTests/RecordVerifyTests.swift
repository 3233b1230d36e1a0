import Foundation
@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

@Suite struct RecordVerifyTests {
    func setUp() throws -> (TemporaryFolder, GoldenStore, FailureArtefacts, SnapshotPlan) {
        let folder = try TemporaryFolder()
        let store = GoldenStore(packageRoot: folder.url)
        let artefacts = FailureArtefacts(folder: folder.url.appendingPathComponent("Output/failures"))
        return (folder, store, artefacts, SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden))
    }

    @Test func recordThenVerifyPasses() throws {
        let (folder, store, artefacts, plan) = try setUp()
        defer { folder.delete() }
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 2)
        let recorded = session.record(plan, store: store)
        #expect(recorded.counts == ["recorded": 54])
        #expect(try store.storedFiles().count == 54)
        let verified = session.verify(plan, store: store, artefacts: artefacts)
        #expect(verified.counts == ["matched": 54])
        #expect(verified.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: artefacts.folder.path))
    }

    @Test func verifyReportsOneChangedCellAndWritesArtefacts() throws {
        let (folder, store, artefacts, plan) = try setUp()
        defer { folder.delete() }
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).record(plan, store: store)
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(changed: ["iphone16-393-AX5-dark"]))
        let summary = SnapshotSession(backend: changed, jobs: 2).verify(plan, store: store, artefacts: artefacts)
        #expect(summary.counts == ["matched": 51, "differed": 3])
        #expect(summary.exitCode == 1)
        let failed = try #require(summary.failures.first)
        #expect(failed.path.stem == "iphone16-393-AX5-dark")
        #expect(FileManager.default.fileExists(atPath: artefacts.url(for: failed.path, variant: "expected").path))
        #expect(FileManager.default.fileExists(atPath: artefacts.url(for: failed.path, variant: "actual").path))
        #expect(summary.text().contains("FAIL Alpha/one @ iPhone 16 393 pt, AX5, dark: bytes differ"))
        // The golden itself is untouched by verify.
        #expect(try store.read(failed.path) != nil)
        let again = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).verify(plan, store: store, artefacts: artefacts)
        #expect(again.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: artefacts.url(for: failed.path, variant: "actual").path),
                "a passing verify clears stale artefacts")
    }

    @Test func aMissingGoldenFailsAndSaysHowToRecordIt() throws {
        let (folder, store, artefacts, plan) = try setUp()
        defer { folder.delete() }
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 1)
        _ = session.record(plan, store: store)
        let victim = plan.cells[5].path
        try FileManager.default.removeItem(at: store.url(for: victim))
        let summary = session.verify(plan, store: store, artefacts: artefacts)
        #expect(summary.counts["missing"] == 1)
        #expect(summary.exitCode == 1)
        #expect(summary.text().contains("no golden at Snapshots/\(victim.relativePath); record it with `nhs-snapshots record --missing`"))
        #expect(try store.read(victim) == nil, "verify never records under the default policy")
    }

    @Test func recordMissingWritesOnlyMissingGoldensWithoutRenderingTheOthers() throws {
        let (folder, store, _, plan) = try setUp()
        defer { folder.delete() }
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).record(plan, store: store)
        let kept = plan.cells[0].path, removed = plan.cells[1].path
        try FileManager.default.removeItem(at: store.url(for: removed))
        let calls = CallCounter()
        let tinted = FakeBackend.backend(renderer: FakeBackend.renderer(tint: 3, calls: calls))
        let summary = SnapshotSession(backend: tinted, jobs: 2).record(plan, store: store, onlyMissing: true)
        #expect(summary.counts == ["recorded": 1, "skipped": 53])
        #expect(calls.value == 1)
        let original = try FakeBackend.renderer().render(AnyViewMaker.make(), configuration: plan.cells[0].configuration)
        #expect(try store.read(kept) == original.pngData, "existing goldens are left alone")
    }

    @Test func recordAllReplacesOnlyChangedGoldens() throws {
        let (folder, store, _, plan) = try setUp()
        defer { folder.delete() }
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).record(plan, store: store)
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(changed: ["ipadpro13-1032-L-light"]))
        let summary = SnapshotSession(backend: changed, jobs: 2).record(plan, store: store)
        #expect(summary.counts == ["updated": 3, "unchanged": 51])
    }

    @Test func orphansAreReportedAndOnlyPrunedWhenAsked() throws {
        let (folder, store, _, plan) = try setUp()
        defer { folder.delete() }
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 2)
        _ = session.record(plan, store: store)
        let stale = GoldenPath(component: "Gone", scenario: "old", stem: "iphone16-393-L-light")
        try store.write(Data("old".utf8), to: stale)
        let reported = session.record(plan, store: store, onlyMissing: true)
        #expect(reported.orphans == ["Gone/old/iphone16-393-L-light.png"])
        #expect(!reported.prunedOrphans)
        #expect(store.contains(stale))
        #expect(reported.text().contains("record --prune"))
        let pruned = session.record(plan, store: store, onlyMissing: true, prune: true)
        #expect(pruned.orphans == ["Gone/old/iphone16-393-L-light.png"] && pruned.prunedOrphans)
        #expect(!store.contains(stale))
        #expect(try store.storedFiles().count == 54)
    }

    @Test func pruningAFilteredRecordKeepsGoldensOfOtherScenarios() throws {
        let (folder, store, _, plan) = try setUp()
        defer { folder.delete() }
        let session = SnapshotSession(backend: FakeBackend.backend(), jobs: 2)
        _ = session.record(plan, store: store)
        let onlyBeta = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden,
                                    selection: SnapshotSelection(components: ["Beta"]))
        let summary = session.record(onlyBeta, store: store, prune: true, expected: plan.paths)
        #expect(summary.orphans.isEmpty)
        #expect(try store.storedFiles().count == 54)
    }

    @Test func oneFailingCellIsReportedAndTheRestGoOn() throws {
        let (folder, _, _, plan) = try setUp()
        defer { folder.delete() }
        let failing = FakeBackend.backend(renderer: FakeBackend.renderer(failing: ["iphone-se1-320-xxxL-light"]))
        let out = folder.url.appendingPathComponent("Output")
        let summary = SnapshotSession(backend: failing, jobs: 2).render(plan, into: out)
        #expect(summary.counts == ["rendered": 51, "failed": 3])
        #expect(summary.exitCode == 1)
        #expect(summary.failures.allSatisfy { $0.cellName.contains("iPhone SE (1st gen) 320 pt, xxxL, light") })
        #expect(summary.text().contains("fake renderer failed on iphone-se1-320-xxxL-light"))
        #expect(folder.files().filter { $0.hasPrefix("Output/") }.count == 51)
    }

    @Test func longFailureListsAreCut() throws {
        let (folder, store, artefacts, plan) = try setUp()
        defer { folder.delete() }
        let summary = SnapshotSession(backend: FakeBackend.backend(), jobs: 2).verify(plan, store: store, artefacts: artefacts)
        let text = summary.text()
        #expect(summary.counts == ["missing": 54])
        #expect(text.components(separatedBy: "\nFAIL ").count - 1 + (text.hasPrefix("FAIL ") ? 1 : 0) == RunSummary.listedFailures)
        #expect(text.contains("… and 14 more failed cell(s)"))
    }

    @Test func oneJobAndManyJobsWriteIdenticalFiles() throws {
        let (folder, _, _, _) = try setUp()
        defer { folder.delete() }
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .full)
        let serial = folder.url.appendingPathComponent("serial"), parallel = folder.url.appendingPathComponent("parallel")
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 1).render(plan, into: serial)
        _ = SnapshotSession(backend: FakeBackend.backend(), jobs: 4).render(plan, into: parallel)
        let files = folder.files().filter { $0.hasPrefix("serial/") }.map { String($0.dropFirst("serial/".count)) }
        #expect(files.count == plan.cells.count)
        for file in files {
            let a = try Data(contentsOf: serial.appendingPathComponent(file))
            let b = try Data(contentsOf: parallel.appendingPathComponent(file))
            #expect(a == b, "\(file)")
        }
    }

    @Test func aChangedRendererIsReportedByName() throws {
        let (folder, store, artefacts, plan) = try setUp()
        defer { folder.delete() }
        let old = FakeBackend.backend(fingerprint: "Cairo: 1.16.0\nPango: 1.50.12\nfont NHS Sans: 1a2b\n")
        #expect(SnapshotSession(backend: old, jobs: 2).record(plan, store: store).fingerprint == .written)
        #expect(FileManager.default.fileExists(atPath: store.fingerprintURL.path))
        #expect(SnapshotSession(backend: old, jobs: 2).verify(plan, store: store, artefacts: artefacts).fingerprint == .same)
        let new = FakeBackend.backend(fingerprint: "Cairo: 1.16.0\nPango: 1.52.0\nfont NHS Sans: 1a2b\n")
        let summary = SnapshotSession(backend: new, jobs: 2).verify(plan, store: store, artefacts: artefacts)
        #expect(summary.fingerprint == .changed(["Pango 1.50.12 → 1.52.0"]))
        #expect(summary.exitCode == 1)
        #expect(summary.text().hasPrefix("the renderer changed: Pango 1.50.12 → 1.52.0"))
    }

    @Test func fingerprintLinesAreComparedByName() {
        let changes = FingerprintSource.lineDifferences(stored: "A: 1\nB: 2\nC 3\n", current: "B: 2\nC 4\nD: 5\n")
        #expect(changes == ["A removed (was 1)", "C 3 → 4", "D added (5)"])
    }
}

enum AnyViewMaker {
    static func make() -> AnyView { AnyView(EmptyView()) }
}
