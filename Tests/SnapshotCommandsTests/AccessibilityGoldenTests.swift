import Foundation
import NHSSnapshot
import NHSSnapshotTesting
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// Accessibility text goldens (`<stem>.a11y.txt`) beside the image goldens, with real rendering:
/// written by `record`, checked by `verify` and the test API, pruned with the images.
@Suite
struct AccessibilityGoldenTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    static func catalogue(label: String = "Hello") throws -> ScenarioCatalogue {
        try ScenarioCatalogue([Scenario(component: "Read", name: "hello") { LiveScenarios.labelled(label) }])
    }

    static let transcript = "Snapshots/Read/hello/\(LiveScenarios.stem).a11y.txt"
    static let image = "Snapshots/Read/hello/\(LiveScenarios.stem).png"

    func record(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> (code: Int32, text: String) {
        try LiveScenarios.run(["record"] + extra + LiveScenarios.cellArguments, Self.catalogue(), in: folder)
    }

    func verify(_ folder: TemporaryFolder, label: String = "Hello") throws -> (code: Int32, text: String) {
        try LiveScenarios.run(["verify"] + LiveScenarios.cellArguments, Self.catalogue(label: label), in: folder)
    }

    @Test func recordWritesTheTranscriptBesideTheImageAndVerifyMatchesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(try record(folder).code == 0)
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/Read/") } == [Self.transcript, Self.image])
        #expect(try String(contentsOf: folder.url.appendingPathComponent(Self.transcript), encoding: .utf8) == "Hello.\n")
        let (code, text) = try verify(folder)
        #expect(code == 0)
        #expect(text.contains("verify: 1 cell(s): 1 matched"))
    }

    @Test func aMissingTranscriptFailsVerifySayingHowToRecordIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try record(folder)
        let imageBytes = try Data(contentsOf: folder.url.appendingPathComponent(Self.image))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(Self.transcript))
        let (code, text) = try verify(folder)
        #expect(code == 1)
        #expect(text.contains("FAIL Read/hello @ iPhone 16 393 pt, L, light: no accessibility text golden at \(Self.transcript); "
            + "record it with `nhs-snapshots record --missing`"))
        let (recorded, recordText) = try record(folder, ["--missing"])
        #expect(recorded == 0)
        #expect(recordText.contains("record: 1 cell(s): 1 recorded"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(Self.image)) == imageBytes)
        #expect(try verify(folder).code == 0)
    }

    @Test func aChangedTranscriptFailsVerifyEvenWhenThePixelsMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try record(folder)
        let (code, text) = try verify(folder, label: "Goodbye")
        #expect(code == 1)
        #expect(text.contains("accessibility text differs from \(Self.transcript): line 1 differs: golden \"Hello.\", new \"Goodbye.\""))
        let actual = "Output/failures/Read/hello/\(LiveScenarios.stem).actual.a11y.txt"
        #expect(try String(contentsOf: folder.url.appendingPathComponent(actual), encoding: .utf8) == "Goodbye.\n")
    }

    @Test func pruneRemovesTranscriptsNoScenarioProduces() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try record(folder)
        let stray = folder.url.appendingPathComponent("Snapshots/Read/hello/old-cell.a11y.txt")
        try Data("Old.\n".utf8).write(to: stray)
        let (_, listed) = try record(folder)
        #expect(listed.contains("Read/hello/old-cell.a11y.txt"))
        #expect(FileManager.default.fileExists(atPath: stray.path))
        _ = try record(folder, ["--prune"])
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(Self.transcript).path))
    }

    @Test func theTestAPIChecksTheTranscriptToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let configuration = SnapshotConfiguration(device: .iPhone16, scale: 1)
        let strategy = Snapshotting<AnyView, String>.accessibilityText(configuration: configuration)
        let missing = verifySnapshot(of: AnyView(Text("Hello")), as: strategy, named: "hello", component: "Read", record: .never,
                                     snapshotDirectory: snapshots)
        #expect(missing?.contains("no golden at \(snapshots.path)/Read/hello/\(LiveScenarios.stem).a11y.txt") == true)
        #expect(missing?.contains("NHS_SNAPSHOTS_RECORD=missing swift test") == true)
        _ = verifySnapshot(of: AnyView(Text("Hello")), as: strategy, named: "hello", component: "Read", record: .all,
                           snapshotDirectory: snapshots)
        #expect(verifySnapshot(of: AnyView(Text("Hello")), as: strategy, named: "hello", component: "Read", record: .never,
                               snapshotDirectory: snapshots) == nil)
        let changed = verifySnapshot(of: AnyView(Text("Hello").accessibilityLabel("Goodbye")), as: strategy, named: "hello",
                                     component: "Read", record: .never, snapshotDirectory: snapshots)
        #expect(changed?.contains("line 1 differs: golden \"Hello.\", new \"Goodbye.\"") == true)
    }

    @Test func assertSnapshotsReportsAMissingTranscriptOfAScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let scenario = try #require(try Self.catalogue().scenarios.first)
        let oneCell = SnapshotMatrix(name: "one", devices: [.iPhone16], sizes: [.large], schemes: [.light], scale: 1)
        withKnownIssue {
            assertSnapshots(of: scenario, matrix: oneCell, record: .all, snapshotDirectory: snapshots)
        }
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/") } == [Self.transcript, Self.image])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(Self.transcript))
        withKnownIssue {
            assertSnapshots(of: scenario, matrix: oneCell, record: .never, snapshotDirectory: snapshots)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no golden at") && $0.rawValue.contains(".a11y.txt") }
        }
        withKnownIssue {
            assertSnapshots(of: scenario, matrix: oneCell, record: .missing, snapshotDirectory: snapshots)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded a new golden") && $0.rawValue.contains(".a11y.txt") }
        }
        assertSnapshots(of: scenario, matrix: oneCell, record: .never, snapshotDirectory: snapshots)
    }
}
