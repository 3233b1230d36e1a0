import Foundation
import NHSAppUI
import NHSSnapshot
import NHSSnapshotTesting
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

@Suite struct SnapshotAssertionTests {
    let cell = Snapshotting<Text, SnapshotImage>.image(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark)

    @Test func recordsThenMatchesThenCatchesAChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let view = Text("Hello")
        let first = withSnapshotTesting(backend: FakeBackend.backend()) {
            verifySnapshot(of: view, as: .image(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
                           named: "hello", record: .missing, snapshotDirectory: snapshots)
        }
        #expect(first?.contains("recorded a new golden") == true)
        #expect(folder.files() == ["Package.swift", "Snapshots/SnapshotAssertionTests/hello/iphone-se1-320-AX5-dark.png"])
        let second = withSnapshotTesting(backend: FakeBackend.backend()) {
            verifySnapshot(of: view, as: .image(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
                           named: "hello", record: .never, snapshotDirectory: snapshots)
        }
        #expect(second == nil)
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(tint: 1))
        let third = withSnapshotTesting(backend: changed) {
            verifySnapshot(of: view, as: .image(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
                           named: "hello", record: .never, snapshotDirectory: snapshots)
        }
        #expect(third?.contains("snapshot differs from") == true)
        #expect(folder.files().contains("Output/failures/SnapshotAssertionTests/hello/iphone-se1-320-AX5-dark.actual.png"))
    }

    @Test func neverReportsAMissingGoldenWithTheWayToRecordIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let message = withSnapshotTesting(record: .never, backend: FakeBackend.backend()) {
            verifySnapshot(of: Text("x"), as: cell, snapshotDirectory: folder.url.appendingPathComponent("Snapshots"))
        }
        #expect(message?.contains("NHS_SNAPSHOTS_RECORD=missing swift test") == true)
        #expect(!folder.files().contains { $0.hasPrefix("Snapshots/") })
    }

    @Test func defaultNamesComeFromTheTestFileAndFunction() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = withSnapshotTesting(record: .all, backend: FakeBackend.backend()) {
            verifySnapshot(of: Text("x"), as: cell, snapshotDirectory: folder.url.appendingPathComponent("Snapshots"))
        }
        #expect(folder.files().contains("Snapshots/SnapshotAssertionTests/defaultNamesComeFromTheTestFileAndFunction/iphone-se1-320-AX5-dark.png"))
    }

    @Test func assertSnapshotRecordsAnIssueInSwiftTesting() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        withKnownIssue {
            withSnapshotTesting(record: .never, backend: FakeBackend.backend()) {
                assertSnapshot(of: Text("x"), as: cell, snapshotDirectory: folder.url.appendingPathComponent("Snapshots"))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no golden at") }
        }
    }

    @Test func assertSnapshotsCoversTheMatrix() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        withKnownIssue {
            withSnapshotTesting(record: .missing, backend: FakeBackend.backend()) {
                assertSnapshots(of: Text("x"), matrix: .golden, named: "matrix", snapshotDirectory: snapshots)
            }
        }
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/SnapshotAssertionTests/matrix/") }.count == 18)
        withSnapshotTesting(record: .never, backend: FakeBackend.backend()) {
            assertSnapshots(of: Text("x"), matrix: .golden, named: "matrix", snapshotDirectory: snapshots)
        }
    }

    @Test func scenariosUseTheirComponentAndName() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let scenario = Scenario(component: "CampaignCard", name: "spec-example") { Text("Organ donors save lives") }
        withKnownIssue {
            withSnapshotTesting(record: .all, backend: FakeBackend.backend()) {
                assertSnapshots(of: scenario, matrix: .quick, snapshotDirectory: folder.url.appendingPathComponent("Snapshots"))
            }
        }
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/CampaignCard/spec-example/") }.count == SnapshotMatrix.quick.count)
    }

    @Test func pullbackReusesAStrategyForAnotherType() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let counts = Snapshotting<String, String>.lines(fileStem: "count").pullback { (n: Int) in "count: \(n)\n" }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        _ = verifySnapshot(of: 3, as: counts, named: "n", record: .all, snapshotDirectory: snapshots)
        #expect(try String(contentsOf: snapshots.appendingPathComponent("SnapshotAssertionTests/n/count.txt"), encoding: .utf8) == "count: 3\n")
        #expect(verifySnapshot(of: 3, as: counts, named: "n", record: .never, snapshotDirectory: snapshots) == nil)
        let message = verifySnapshot(of: 4, as: counts, named: "n", record: .never, snapshotDirectory: snapshots)
        #expect(message?.contains("line 1 differs: golden \"count: 3\", new \"count: 4\"") == true)
    }

    @Test func failedPolicyReRecordsAndStillFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let counts = Snapshotting<String, String>.lines()
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        _ = verifySnapshot(of: "a", as: counts, named: "f", record: .all, snapshotDirectory: snapshots)
        let message = verifySnapshot(of: "b", as: counts, named: "f", record: .failed, snapshotDirectory: snapshots)
        #expect(message?.contains("re-recorded") == true)
        #expect(verifySnapshot(of: "b", as: counts, named: "f", record: .never, snapshotDirectory: snapshots) == nil)
    }

    @Test func goldensGoBesideTheTestFileUnlessAFolderIsPassed() {
        let test = "/projects/pkg/Tests/AppTests/CardTests.swift"
        let path = GoldenPath(component: "CardTests", scenario: "campaignCard", stem: "iphone16-393-L-light")
        let beside = GoldenLocation.store(filePath: test, snapshotDirectory: nil)
        #expect(beside.store.root.path == "/projects/pkg/Tests/AppTests/__Snapshots__")
        #expect(beside.store.url(for: path).path == "/projects/pkg/Tests/AppTests/__Snapshots__/CardTests/campaignCard.iphone16-393-L-light.png")
        #expect(beside.store.url(for: GoldenPath(component: "CardTests", scenario: "campaignCard", stem: "s", pathExtension: "a11y.txt")).path
            == "/projects/pkg/Tests/AppTests/__Snapshots__/CardTests/campaignCard.s.a11y.txt")
        #expect(!beside.artefacts.folder.path.hasPrefix("/projects/pkg"))
        let given = GoldenLocation.store(filePath: test, snapshotDirectory: URL(fileURLWithPath: "/projects/pkg/Snapshots"))
        #expect(given.store.url(for: path).path == "/projects/pkg/Snapshots/CardTests/campaignCard/iphone16-393-L-light.png")
        #expect(given.artefacts.folder.path == "/projects/pkg/Output/failures")
    }

    @Test func anUnreadableGoldenFolderFailsNamingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let notAFolder = folder.url.appendingPathComponent("Snapshots")
        try Data("not a folder".utf8).write(to: notAFolder)
        let message = verifySnapshot(of: "a", as: .lines(), named: "f", record: .missing, snapshotDirectory: notAFolder)
        #expect(message?.contains("golden folder \(notAFolder.path) cannot be read") == true)
        #expect(try Data(contentsOf: notAFolder) == Data("not a folder".utf8))
    }
}
