import DiffReports
import Foundation
import NHSSnapshot
@testable import SnapshotCommands
import SnapshotTestSupport
import Testing

/// `diff --report`, `report --merge`, and the report `verify` leaves in Output/report.
@Suite struct DiffReportTests {
    let base = DiffPNG.rgba(width: 12, height: 6, DiffPNG.card())
    let tinted = DiffPNG.rgba(width: 12, height: 6, DiffPNG.card(bar: (30, 140, 255)))

    @Test func aReportHasEveryDocumentAndEscapesNames() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(base, at: "old/<script>alert(1)<.png")
        try folder.put(tinted, at: "new/<script>alert(1)<.png")
        try folder.put(base, at: "old/same.png")
        try folder.put(base, at: "new/same.png")
        let run = DiffCLIRun.diff(["old", "new", "--report", "out"], in: folder.url)
        #expect(run.code == 1, "\(run.errors)")
        #expect(run.output.contains("report: out/ (report.html, report.md, report.json, junit.xml)"), "\(run.output)")
        let html = try folder.text("out/report.html")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;.png"))
        #expect(!html.contains("<script>alert"), "a name never becomes markup")
        let markdown = try folder.text("out/report.md")
        #expect(markdown.contains("&lt;script&gt;alert(1)&lt;.png") && !markdown.contains("<script>"))
        let junit = try folder.text("out/junit.xml")
        #expect(junit.contains("name=\"&lt;script&gt;alert(1)&lt;.png\"") && junit.contains("failures=\"1\""))
        let report = try JSONReport.parse(Data(contentsOf: folder.url.appendingPathComponent("out/report.json")), source: "report.json")
        #expect(report.countsLine == "1 changed, 0 added, 0 removed, 1 unchanged")
        let images = try #require(report.entries.first?.images)
        for path in [images.expected, images.actual, images.diff, images.composite] {
            let path = try #require(path)
            #expect(!path.contains("<") && folder.exists("out/" + path), "\(path)")
        }
    }

    @Test func shardsMergeIntoOneReport() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(base, at: "old/one/a.png")
        try folder.put(tinted, at: "new/one/a.png")
        try folder.put(base, at: "old/two/b.png")
        try folder.put(base, at: "new/two/b.png")
        #expect(DiffCLIRun.diff(["old/one", "new/one", "--report", "shard1", "--format", "json"], in: folder.url).code == 1)
        #expect(DiffCLIRun.diff(["old/two", "new/two", "--report", "shard2", "--format", "json"], in: folder.url).code == 0)
        let merged = DiffCLIRun.report(["--merge", "shard1", "shard2", "--out", "merged"], in: folder.url)
        #expect(merged.code == 1, "\(merged.errors)")
        #expect(merged.output.contains("merged 2 shard(s): 1 changed, 0 added, 0 removed, 1 unchanged"), "\(merged.output)")
        let report = try JSONReport.parse(Data(contentsOf: folder.url.appendingPathComponent("merged/report.json")), source: "merged")
        #expect(report.entries.map(\.name) == ["a.png", "b.png"])
        let composite = try #require(report.entries.first?.images?.composite)
        #expect(folder.exists("merged/" + composite), "the shard's images are copied")
        #expect(folder.exists("merged/report.html") && folder.exists("merged/junit.xml"))
        let twice = DiffCLIRun.report(["--merge", "shard1", "shard1", "--out", "again"], in: folder.url)
        #expect(twice.code == 2 && twice.errors.contains("appears in both"), "\(twice.errors)")
        let missing = DiffCLIRun.report(["--merge", "nowhere", "--out", "x"], in: folder.url)
        #expect(missing.code == 2 && missing.errors.contains("nowhere"), "\(missing.errors)")
        #expect(DiffCLIRun.report(["shard1", "--out", "x"], in: folder.url).code == 2, "--merge is required")
        let help = DiffCLIRun.report(["-h"], in: folder.url)
        #expect(help.code == 0 && help.output.hasPrefix("usage: nhs-snapshots report DIR... [options]"), "\(help.output)")
    }

    @Test func verifyWritesItsFailuresAsAReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        func run(_ arguments: [String], backend: SnapshotBackend) throws -> (Int32, String) {
            guard case .run(let request) = try SnapshotCommand.parse(arguments) else { return (-1, "help") }
            let printed = PrintedText()
            let context = CommandContext(catalogue: try TestScenarios.catalogue(), backend: backend, packageRoot: folder.url,
                                         workingDirectory: folder.url, environment: [:], output: { printed.append($0) })
            return (try CommandRunner.run(request, in: context), printed.value)
        }
        _ = try run(["record", "--component", "Beta"], backend: FakeBackend.backend())
        let (passed, passText) = try run(["verify", "--component", "Beta"], backend: FakeBackend.backend())
        #expect(passed == 0)
        #expect(passText.contains("report: Output/report"), "\(passText)")
        #expect(try folder.text("Output/report/report.md").contains("images match"))
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(changed: ["ipadpro13-1032-AX5-light"]))
        let (failed, _) = try run(["verify", "--component", "Beta"], backend: changed)
        #expect(failed == 1)
        let report = try JSONReport.parse(Data(contentsOf: folder.url.appendingPathComponent("Output/report/report.json")), source: "verify")
        let entry = try #require(report.entries.first)
        #expect(entry.status == .changed && entry.name == "Beta/second/ipadpro13-1032-AX5-light.png")
        #expect(entry.metrics?.differingPixels ?? 0 > 0, "\(entry.message)")
        #expect(report.count(.unchanged) == report.entries.count - 1)
        let composite = try #require(entry.images?.composite)
        #expect(folder.exists("Output/report/" + composite))
        #expect(try folder.text("Output/report/junit.xml").contains("failures=\"1\""))
        #expect(folder.exists("Output/failures/Beta/second/ipadpro13-1032-AX5-light.actual.png"), "the failure artefacts stay as before")
    }
}
