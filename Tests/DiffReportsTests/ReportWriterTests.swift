import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PixelDiff
@testable import DiffReports

@Suite struct ReportWriterTests {
    /// A run over folders with one changed, one added, one removed and one unchanged image.
    func makeRun() throws -> (TemporaryFolder, DiffRun) {
        let folder = try TemporaryFolder()
        try folder.write(Pictures.card(0x007AFF), to: "one/Card/changed.raw")
        try folder.write(Pictures.card(0x1E8CFF), to: "two/Card/changed.raw")
        try folder.write(Pictures.card(), to: "one/same.raw")
        try folder.write(Pictures.card(), to: "two/same.raw")
        try folder.write(Pictures.card(), to: "one/removed.raw")
        try folder.write(Pictures.card(), to: "two/added.raw")
        let run = try SnapshotDiffer.raw(folder.url, options: .perceptual).run(expected: "one", actual: "two")
        return (folder, run)
    }

    @Test func writesImagesAndEveryDocument() throws {
        let (folder, run) = try makeRun()
        let reportFolder = folder.url.appendingPathComponent("report")
        let written = try ReportWriter(formats: [.html, .md, .json, .junit], imageExtension: "raw").write(run, to: reportFolder)
        let names = written.files.map { $0.path.replacingOccurrences(of: reportFolder.path + "/", with: "") }
        #expect(names == [
            "images/Card/changed/expected.raw", "images/Card/changed/actual.raw", "images/Card/changed/diff.raw",
            "images/Card/changed/composite.raw", "images/added/actual.raw", "images/added/composite.raw",
            "images/removed/expected.raw", "images/removed/composite.raw",
            "report.html", "report.md", "report.json", "junit.xml",
        ])
        let composite = try RawCodec.decode(try Data(contentsOf: reportFolder.appendingPathComponent("images/Card/changed/composite.raw")), "")
        #expect(composite.width > 3 * 24)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: reportFolder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary files left behind")
    }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        let (folder, run) = try makeRun()
        let writer = ReportWriter(formats: [.json], imageExtension: "raw")
        let first = try writer.write(run, to: folder.url.appendingPathComponent("a"))
        let second = try writer.write(run, to: folder.url.appendingPathComponent("b"))
        let firstJSON = try Data(contentsOf: first.files.last!), secondJSON = try Data(contentsOf: second.files.last!)
        #expect(firstJSON == secondJSON)
        let parsed = try JSONReport.parse(firstJSON, source: "report.json")
        #expect(parsed == first.report)
        #expect(parsed.entries[0].images?.composite == "images/Card/changed/composite.raw")
        #expect(parsed.exitCode == .differ)
    }

    @Test func markdownTablesTheChangesWithCompositeLinks() throws {
        let (folder, run) = try makeRun()
        let written = try ReportWriter(formats: [.md], imageExtension: "raw").write(run, to: folder.url.appendingPathComponent("r"))
        let markdown = try String(contentsOf: written.files.last!, encoding: .utf8)
        #expect(markdown.hasPrefix("### Snapshot diff: 1 changed, 1 added, 1 removed, 1 unchanged\n"))
        #expect(markdown.contains("| **changed** | Card/changed.raw | 24x16 | 80 (20.83%) | 0 | 6.16 | 6.16 | [composite](images/Card/changed/composite.raw) |"))
        #expect(markdown.contains("| **added** | added.raw | 24x16 |  |  |  |  | [composite](images/added/composite.raw) |"))
        #expect(markdown.contains("<details><summary>1 unchanged</summary>"))
        let prefixed = MarkdownReport.render(written.report, linkPrefix: "https://example.org/run/42/")
        #expect(prefixed.contains("[composite](https://example.org/run/42/images/Card/changed/composite.raw)"))
    }

    @Test func junitHasAFailurePerDifference() throws {
        let (folder, run) = try makeRun()
        let written = try ReportWriter(formats: [.junit], imageExtension: "raw").write(run, to: folder.url.appendingPathComponent("r"))
        let xml = try Data(contentsOf: written.files.last!)
        let parsed = try XMLSummary.parse(xml)
        #expect(parsed.testCases == ["snapshots.Card/changed.raw", "snapshots/added.raw", "snapshots/removed.raw", "snapshots/same.raw"])
        #expect(parsed.failureTypes == ["changed", "added", "removed"])
        #expect(parsed.suiteAttributes["failures"] == "3" && parsed.suiteAttributes["tests"] == "4")
    }

    @Test func htmlEmbedsImagesAndPutsChangesFirst() throws {
        let (folder, run) = try makeRun()
        let written = try ReportWriter(formats: [.html], imageExtension: "raw").write(run, to: folder.url.appendingPathComponent("r"))
        let html = try String(contentsOf: written.files.last!, encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>"))
        let changed = try #require(html.range(of: "id=\"entry-0\""))
        let added = try #require(html.range(of: "id=\"entry-1\""))
        let unchanged = try #require(html.range(of: "1 unchanged</summary>"))
        #expect(changed.lowerBound < added.lowerBound && added.lowerBound < unchanged.lowerBound)
        #expect(html.components(separatedBy: "src=\"data:application/octet-stream;base64,").count - 1 == 5,
                "expected, actual and diff of the changed image; one each for the added and the removed")
        #expect(html.contains("data-view=\"slider\"") && html.contains("data-view=\"onion\""))
        #expect(html.contains("<div class=\"box\" style=\"left: 8.3333%; top: 12.5000%; width: 83.3333%; height: 25.0000%\"></div>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "no external resources")
    }
}

/// The parts of a JUnit file the tests check, read with Foundation's XML parser (which also proves it is well-formed).
final class XMLSummary: NSObject, XMLParserDelegate {
    var testCases: [String] = []
    var failureTypes: [String] = []
    var failureMessages: [String] = []
    var suiteAttributes: [String: String] = [:]

    static func parse(_ data: Data) throws -> XMLSummary {
        let summary = XMLSummary()
        let parser = XMLParser(data: data)
        parser.delegate = summary
        guard parser.parse() else { throw parser.parserError ?? DiffError("XML did not parse") }
        return summary
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "testsuite": suiteAttributes = attributes
        case "testcase": testCases.append((attributes["classname"] ?? "") + "/" + (attributes["name"] ?? ""))
        case "failure":
            failureTypes.append(attributes["type"] ?? "")
            failureMessages.append(attributes["message"] ?? "")
        default: break
        }
    }
}
