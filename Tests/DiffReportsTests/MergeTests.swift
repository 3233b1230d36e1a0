import Foundation
import Testing
import PixelDiff
@testable import DiffReports

/// `merge` combines CI shards' JSON reports and their images into one report folder.
@Suite struct MergeTests {
    func shard(_ name: String, changedColour: UInt32, in folder: TemporaryFolder, options: CompareOptions = .exact) throws -> URL {
        try folder.write(Pictures.card(0x007AFF), to: "\(name)/one/\(name)-changed.raw")
        try folder.write(Pictures.card(changedColour), to: "\(name)/two/\(name)-changed.raw")
        try folder.write(Pictures.card(), to: "\(name)/one/\(name)-same.raw")
        try folder.write(Pictures.card(), to: "\(name)/two/\(name)-same.raw")
        let run = try SnapshotDiffer.raw(folder.url.appendingPathComponent(name), options: options).run(expected: "one", actual: "two")
        let reportFolder = folder.url.appendingPathComponent("\(name)/report")
        _ = try ReportWriter(formats: [.json], imageExtension: "raw").write(run, to: reportFolder)
        return reportFolder
    }

    @Test func shardsMergeIntoOneReportWithTheirImages() throws {
        let folder = try TemporaryFolder()
        let first = try shard("a", changedColour: 0x5856D6, in: folder)
        let second = try shard("b", changedColour: 0x34C759, in: folder)
        let merged = folder.url.appendingPathComponent("merged")
        let written = try ReportMerger.merge(
            reportFiles: [first, second.appendingPathComponent("report.json")], into: merged,
            writer: ReportWriter(formats: [.json, .md, .html, .junit], imageExtension: "raw"))
        #expect(written.report.entries.map(\.name) == ["a-changed.raw", "b-changed.raw", "a-same.raw", "b-same.raw"])
        #expect(written.report.exitCode == .differ)
        #expect(written.report.expected == "one")
        for entry in written.report.entries where entry.status == .changed {
            let path = try #require(entry.images?.diff)
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(path).path))
        }
        let html = try String(contentsOf: merged.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "src=\"data:").count - 1 == 6, "both changed entries embed their three images")
        let reread = try JSONReport.parse(try Data(contentsOf: merged.appendingPathComponent("report.json")), source: "merged")
        #expect(reread == written.report)
    }

    @Test func theSameImageInTwoShardsIsAnError() throws {
        let folder = try TemporaryFolder()
        let first = try shard("a", changedColour: 0x5856D6, in: folder)
        do {
            _ = try ReportMerger.merge(reportFiles: [first, first], into: folder.url.appendingPathComponent("m"), writer: ReportWriter(formats: [.json]))
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("the image a-changed.raw appears in both"))
        }
    }

    @Test func shardsWithDifferentOptionsAreRefused() throws {
        let folder = try TemporaryFolder()
        let first = try shard("a", changedColour: 0x5856D6, in: folder)
        let second = try shard("b", changedColour: 0x5856D6, in: folder, options: .perceptual)
        #expect(throws: DiffError.self) {
            try ReportMerger.merge(reportFiles: [first, second], into: folder.url.appendingPathComponent("m"), writer: ReportWriter(formats: [.json]))
        }
    }

    @Test func aMissingOrForeignReportIsNamed() throws {
        let folder = try TemporaryFolder()
        let bogus = try folder.write(Data("{\"hello\": 1}".utf8), to: "bogus.json")
        do {
            _ = try ReportMerger.merge(reportFiles: [bogus], into: folder.url.appendingPathComponent("m"), writer: ReportWriter(formats: [.json]))
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("\(bogus.path) is not a diff JSON report"))
        }
        #expect(throws: DiffError("no such report: /nonexistent/report.json")) {
            try ReportMerger.merge(reportFiles: [URL(fileURLWithPath: "/nonexistent/report.json")], into: folder.url, writer: ReportWriter(formats: [.json]))
        }
    }
}
