import Foundation
import Testing
import PixelDiff
@testable import DiffReports

@Suite struct FolderComparisonTests {
    /// expected/: same, changed, removed, subtle; actual/: same, changed, added, subtle (perceptually equal).
    func makeFolders() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "expected/Card/same.raw")
        try folder.write(Pictures.card(), to: "actual/Card/same.raw")
        try folder.write(Pictures.card(0x007AFF), to: "expected/Card/changed.raw")
        try folder.write(Pictures.card(0x1E8CFF), to: "actual/Card/changed.raw")
        try folder.write(Pictures.card(), to: "expected/removed.raw")
        try folder.write(Pictures.card(), to: "actual/Profile/added.raw")
        try folder.write(Pictures.card(0x007AFF), to: "expected/subtle.raw")
        try folder.write(Pictures.card(0x007AFE), to: "actual/subtle.raw")
        try folder.write(Data("ignored".utf8), to: "actual/notes.txt")
        try folder.write(Data("hidden".utf8), to: "actual/.cache/x.raw")
        return folder
    }

    @Test func classifiesAddedRemovedChangedAndUnchanged() throws {
        let folder = try makeFolders()
        let run = try SnapshotDiffer.raw(folder.url, options: .perceptual).run(expected: "expected", actual: "actual")
        let statuses = run.report.entries.map { "\($0.status.rawValue) \($0.name)" }
        #expect(statuses == [
            "changed Card/changed.raw", "added Profile/added.raw", "removed removed.raw",
            "unchanged Card/same.raw", "unchanged subtle.raw",
        ])
        #expect(run.exitCode == .differ)
        let same = try #require(run.report.entries.first { $0.name == "Card/same.raw" })
        #expect(same.byteIdentical && same.metrics == nil)
        let subtle = try #require(run.report.entries.first { $0.name == "subtle.raw" })
        #expect(!subtle.byteIdentical && subtle.metrics?.differingPixels == 0)
        let changed = try #require(run.report.entries.first { $0.name == "Card/changed.raw" })
        #expect(changed.metrics?.differingPixels == 80)
        #expect(changed.expectedPath == "expected/Card/changed.raw")
        #expect(changed.message.contains("80 of 384 pixels differ"))
        #expect(run.artefacts["Card/changed.raw"]?.diff != nil)
        #expect(run.artefacts["Card/changed.raw"]?.composite != nil)
        #expect(run.artefacts["Profile/added.raw"]?.actual != nil)
        #expect(run.artefacts["Card/same.raw"] == nil)
    }

    @Test func exactModeCountsTheInvisibleChange() throws {
        let folder = try makeFolders()
        let run = try SnapshotDiffer.raw(folder.url).run(expected: "expected", actual: "actual")
        #expect(run.report.entries.first { $0.name == "subtle.raw" }?.status == .changed)
    }

    @Test func identicalFoldersMatch() throws {
        let folder = try TemporaryFolder()
        for name in ["a.raw", "b/c.raw"] {
            try folder.write(Pictures.card(), to: "one/\(name)")
            try folder.write(Pictures.card(), to: "two/\(name)")
        }
        let run = try SnapshotDiffer.raw(folder.url).run(expected: "one", actual: "two")
        #expect(run.exitCode == .match)
        #expect(run.report.countsLine == "0 changed, 0 added, 0 removed, 2 unchanged")
    }

    @Test func byteIdenticalFilesAreNeverDecoded() throws {
        let folder = try TemporaryFolder()
        // Not decodable at all, but the same bytes on both sides: a match without decoding.
        try folder.write(Data("not an image".utf8), to: "one/x.raw")
        try folder.write(Data("not an image".utf8), to: "two/x.raw")
        let run = try SnapshotDiffer.raw(folder.url).run(expected: "one", actual: "two")
        #expect(run.exitCode == .match)
    }

    @Test func theResultDoesNotDependOnTheNumberOfThreads() throws {
        let folder = try TemporaryFolder()
        for index in 0..<40 {
            try folder.write(Pictures.card(0x007AFF), to: "one/\(index).raw")
            try folder.write(Pictures.card(index % 3 == 0 ? 0x5856D6 : 0x007AFF), to: "two/\(index).raw")
        }
        let serial = try SnapshotDiffer.raw(folder.url, parallelism: 1).run(expected: "one", actual: "two")
        let parallel = try SnapshotDiffer.raw(folder.url, parallelism: 4).run(expected: "one", actual: "two")
        #expect(serial.report == parallel.report)
        #expect(serial.artefacts == parallel.artefacts)
        #expect(serial.report.count(.changed) == 14)
    }

    @Test func twoFilesAreComparedInFileMode() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(0x007AFF), to: "golden.raw")
        try folder.write(Pictures.card(0x007AFF, height: 20), to: "render.raw")
        let run = try SnapshotDiffer.raw(folder.url).run(expected: "golden.raw", actual: "render.raw")
        let entry = try #require(run.report.entries.first)
        #expect(run.report.entries.count == 1)
        #expect(entry.name == "render.raw" && entry.status == .changed)
        #expect(entry.expectedSize == PixelSize(width: 24, height: 16) && entry.actualSize == PixelSize(width: 24, height: 20))
        #expect(entry.message.contains("sizes differ: expected 24x16, actual 24x20"))
        #expect(entry.metrics?.passingThreshold == nil)
    }
}
