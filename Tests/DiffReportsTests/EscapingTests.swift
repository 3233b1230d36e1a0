import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PixelDiff
@testable import DiffReports

/// A scenario named `<script>` stays text in every report.
@Suite struct EscapingTests {
    static let hostile = "</script><script>alert(\"x\" & 'y')</script>|*_[x](y)`#"

    func hostileReport() -> DiffReport {
        let metrics = DiffMetrics(compare(Pictures.card(0x007AFF), Pictures.card(0x1E8CFF)))
        return DiffReport(expected: "git:main:<b>", actual: "<i>actual</i>", options: .exact, entries: [
            DiffEntry(name: Self.hostile + "/changed.png", status: .changed, expectedSize: PixelSize(width: 24, height: 16),
                      actualSize: PixelSize(width: 24, height: 16), metrics: metrics, message: "message " + Self.hostile),
            DiffEntry(name: Self.hostile + "/same.png", status: .unchanged, byteIdentical: true, message: "identical"),
        ])
    }

    @Test func htmlKeepsNamesAsText() {
        let html = HTMLReport.render(hostileReport()) { _ in nil }
        #expect(html.components(separatedBy: "<script").count - 1 == 1, "only the report's own script element")
        #expect(html.components(separatedBy: "</script>").count - 1 == 1)
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)"))
        #expect(!html.contains("<b>") && !html.contains("<i>actual"))
    }

    @Test func markdownKeepsNamesAsText() {
        let markdown = MarkdownReport.render(hostileReport())
        #expect(!markdown.contains("<script") && !markdown.contains("</script"))
        #expect(markdown.contains("&lt;/script&gt;&lt;script&gt;alert(\"x\" &amp; 'y')&lt;/script&gt;\\|\\*\\_\\[x\\](y)\\`\\#/changed.png"))
        // Every table row still has exactly nine unescaped cell separators.
        let row = markdown.split(separator: "\n").first { $0.hasPrefix("| **changed**") }!
        let separators = row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
        #expect(separators == 9)
    }

    @Test func junitCarriesTheNameExactly() throws {
        var report = hostileReport()
        report.entries[0].message += "\u{1}"  // a control character XML cannot carry
        let summary = try XMLSummary.parse(Data(JUnitReport.render(report).utf8))
        #expect(summary.testCases.contains("snapshots.\(Self.hostile.replacingOccurrences(of: "/", with: "."))/changed.png"))
        #expect(summary.failureMessages.first?.hasPrefix("message " + Self.hostile) == true)
    }

    @Test func jsonCarriesTheNameExactly() throws {
        let report = hostileReport()
        let parsed = try JSONReport.parse(try JSONReport.render(report), source: "test")
        #expect(parsed.entries.map(\.name) == report.entries.map(\.name))
    }

    @Test func hostileFileNamesOnDiskBecomeSafeImagePaths() throws {
        let folder = try TemporaryFolder()
        let name = "<script>/alert(1)&\"'.raw"
        try folder.write(Pictures.card(0x007AFF), to: "one/" + name)
        try folder.write(Pictures.card(0x5856D6), to: "two/" + name)
        let run = try SnapshotDiffer.raw(folder.url).run(expected: "one", actual: "two")
        let written = try ReportWriter(formats: [.html, .md], imageExtension: "raw").write(run, to: folder.url.appendingPathComponent("r"))
        let composite = try #require(written.report.entries[0].images?.composite)
        #expect(composite == "images/_script_/alert_1____-\(ReportFiles.fnv1a(name))/composite.raw")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r").appendingPathComponent(composite).path))
        let html = try String(contentsOf: written.files.first { $0.lastPathComponent == "report.html" }!, encoding: .utf8)
        #expect(html.contains("&lt;script&gt;/alert(1)&amp;&quot;&#39;.raw"))
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
    }

    @Test func imageFoldersOfDifferentNamesNeverCollide() {
        #expect(ReportFiles.imageFolder(for: "Card/default/iPhone-large-light.png") == "images/Card/default/iPhone-large-light")
        #expect(ReportFiles.imageFolder(for: "a<b.png") != ReportFiles.imageFolder(for: "a>b.png"))
        #expect(ReportFiles.imageFolder(for: "../x.png").hasPrefix("images/_"))
        #expect(!ReportFiles.imageFolder(for: "../../x.png").contains(".."))
    }

    @Test func urlPathsArePercentEncoded() {
        #expect(TextEscaping.urlPath("images/a b/(c)<d>.png") == "images/a%20b/%28c%29%3Cd%3E.png")
    }
}
