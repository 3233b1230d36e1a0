import Foundation
import Testing
import PixelDiff
@testable import DiffReports

/// `git:REF` reads the committed Snapshots/ of a temporary repository without a checkout.
@Suite struct GitLocationTests {
    func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = try #require(GitCommand.executable())
        process.arguments = ["-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com",
                             "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    /// A repository whose first commit has Snapshots/{Card/a,Card/b,gone}.raw; the working tree then
    /// changes a, keeps b, deletes gone and adds Profile/new.raw (not committed).
    func makeRepository() throws -> TemporaryFolder {
        let repo = try TemporaryFolder()
        try git(["init", "-q"], in: repo.url)
        try repo.write(Pictures.card(0x007AFF), to: "Snapshots/Card/a.raw")
        try repo.write(Pictures.card(0x34C759), to: "Snapshots/Card/b.raw")
        try repo.write(Pictures.card(0xFF9500), to: "Snapshots/gone.raw")
        try repo.write(Pictures.card(0xFF9500), to: "Other/ignored.raw")
        try git(["add", "-A"], in: repo.url)
        try git(["commit", "-q", "-m", "goldens"], in: repo.url)
        try repo.write(Pictures.card(0x5856D6), to: "Snapshots/Card/a.raw")
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("Snapshots/gone.raw"))
        try repo.write(Pictures.card(), to: "Snapshots/Profile/new.raw")
        return repo
    }

    @Test func committedSnapshotsAreComparedWithTheWorkingTree() throws {
        let repo = try makeRepository()
        let run = try SnapshotDiffer.raw(repo.url).run(expected: "git:HEAD", actual: "Snapshots")
        #expect(run.report.expected == "git:HEAD:Snapshots")
        #expect(run.report.entries.map { "\($0.status.rawValue) \($0.name)" } == [
            "changed Card/a.raw", "added Profile/new.raw", "removed gone.raw", "unchanged Card/b.raw",
        ])
        let changed = run.report.entries[0]
        #expect(changed.expectedPath == "git:HEAD:Snapshots/Card/a.raw")
        #expect(changed.metrics?.differingPixels == 80)
        #expect(run.artefacts["gone.raw"]?.expected == RawCodec.encode(Pictures.card(0xFF9500)))
    }

    @Test func twoRevisionsCanBeCompared() throws {
        let repo = try makeRepository()
        try git(["add", "-A"], in: repo.url)
        try git(["commit", "-q", "-m", "update"], in: repo.url)
        let run = try SnapshotDiffer.raw(repo.url).run(expected: "git:HEAD~1", actual: "git:HEAD")
        #expect(run.report.count(.changed) == 1 && run.report.count(.added) == 1 && run.report.count(.removed) == 1)
    }

    @Test func aFileAtARevisionIsComparedInFileMode() throws {
        let repo = try makeRepository()
        let run = try SnapshotDiffer.raw(repo.url).run(expected: "git:HEAD:Snapshots/Card/a.raw", actual: "Snapshots/Card/a.raw")
        #expect(run.report.entries.count == 1)
        #expect(run.report.entries[0].status == .changed)
        #expect(run.report.entries[0].expectedPath == "git:HEAD:Snapshots/Card/a.raw")
    }

    @Test func worksFromASubfolderOfTheRepository() throws {
        let repo = try makeRepository()
        let differ = SnapshotDiffer.raw(repo.url.appendingPathComponent("Snapshots"))
        let run = try differ.run(expected: "git:HEAD", actual: ".")
        #expect(run.report.count(.changed) == 1)
    }

    @Test func unknownRevisionsAndMissingPathsAreNamed() throws {
        let repo = try makeRepository()
        let differ = SnapshotDiffer.raw(repo.url)
        #expect(throws: DiffError("git:no-such-branch:Snapshots: unknown git revision 'no-such-branch'")) {
            try differ.run(expected: "git:no-such-branch", actual: "Snapshots")
        }
        #expect(throws: DiffError("git:HEAD:Missing: there is no 'Missing' at revision HEAD")) {
            try differ.run(expected: "git:HEAD:Missing", actual: "Snapshots")
        }
    }

    @Test func outsideARepositoryTheErrorSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "Snapshots/a.raw")
        do {
            _ = try SnapshotDiffer.raw(folder.url).run(expected: "git:HEAD", actual: "Snapshots")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("is not inside a git repository"))
        }
    }

    @Test func batchOutputIsParsedByteExactly() throws {
        // Blobs may contain newlines and the header's separator; sizes decide where each ends.
        let first = Data("a\nb c\n".utf8), second = Data([0, 10, 255])
        var output = Data("1111 blob \(first.count)\n".utf8) + first + Data("\n".utf8)
        output += Data("2222 blob \(second.count)\n".utf8) + second + Data("\n".utf8)
        let blobs = try GitTree.parseBatch(output, count: 2, revision: "HEAD")
        #expect(blobs == [first, second])
        #expect(throws: DiffError.self) { try GitTree.parseBatch(Data("3333 missing\n".utf8), count: 1, revision: "HEAD") }
    }
}
