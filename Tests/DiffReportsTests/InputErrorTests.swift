import Foundation
import Testing
import PixelDiff
@testable import DiffReports

@Suite struct InputErrorTests {
    func error(_ expected: String, _ actual: String, in folder: TemporaryFolder) -> DiffError? {
        do {
            _ = try SnapshotDiffer.raw(folder.url).run(expected: expected, actual: actual)
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingPathIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "one/a.raw")
        let failure = try #require(error("one", "nowhere", in: folder))
        #expect(failure.message == "no such file or folder: nowhere")
        #expect(failure.exitCode == .inputError)
        #expect(DiffExitCode.inputError.rawValue == 2)
    }

    @Test func theSamePathTwiceIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "one/a.raw")
        #expect(error("one", "one", in: folder)?.message.contains("the same path was given twice: one") == true)
        #expect(error("one", "./one/", in: folder)?.message.contains("the same path was given twice") == true)
        #expect(error("git:HEAD", "git:HEAD", in: folder)?.message.contains("the same path was given twice") == true)
    }

    @Test func anEmptyFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "one/a.raw")
        try folder.write(Data("text".utf8), to: "empty/readme.txt")
        let failure = try #require(error("one", "empty", in: folder))
        #expect(failure.message == "the folder empty contains no .raw files")
    }

    @Test func aFileAndAFolderCannotBeCompared() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "one/a.raw")
        try folder.write(Pictures.card(), to: "b.raw")
        #expect(error("b.raw", "one", in: folder)?.message == "cannot compare the file b.raw with the folder one; give two files or two folders")
    }

    @Test func anUndecodableFileIsNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(), to: "one/Card/a.raw")
        try folder.write(Data("truncated".utf8), to: "two/Card/a.raw")
        let failure = try #require(error("one", "two", in: folder))
        #expect(failure.message == "cannot decode two/Card/a.raw: not a RAW1 file")
    }

    @Test func badLocationsAreRejectedWhileParsing() {
        #expect(throws: DiffError.self) { try SnapshotLocation(parsing: "") }
        #expect(throws: DiffError.self) { try SnapshotLocation(parsing: "git:") }
        #expect(throws: DiffError.self) { try SnapshotLocation(parsing: "git:--upload-pack=x") }
    }

    @Test func locationsParse() throws {
        #expect(try SnapshotLocation(parsing: "git:main") == .git(revision: "main", path: "Snapshots"))
        #expect(try SnapshotLocation(parsing: "git:HEAD~1:Snapshots/Card/") == .git(revision: "HEAD~1", path: "Snapshots/Card"))
        #expect(try SnapshotLocation(parsing: "git:main:") == .git(revision: "main", path: ""))
        #expect(try SnapshotLocation(parsing: "Snapshots") == .path("Snapshots"))
        #expect(try SnapshotLocation(parsing: "git:main").description == "git:main:Snapshots")
    }

    @Test func reportFormatsParse() throws {
        #expect(try ReportFormat.parseList("html,md, json,junit,html") == [.html, .md, .json, .junit])
        #expect(try ReportFormat.parseList("markdown,xml") == [.md, .junit])
        do {
            _ = try ReportFormat.parseList("html,pdf")
            Issue.record("pdf accepted")
        } catch {
            #expect(error.message.contains("'pdf'"))
        }
    }
}
