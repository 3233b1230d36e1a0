import ArgumentParsing
import Foundation
import NHSSnapshot
import Raster
@testable import SnapshotCommands
import SnapshotTestSupport
import Testing

@Suite struct CommandRunnerTests {
    func run(_ arguments: [String], in folder: TemporaryFolder, backend: SnapshotBackend = FakeBackend.backend(),
             environment: [String: String] = [:]) throws -> (Int32, String) {
        guard case .run(let request) = try SnapshotCommand.parse(arguments) else { return (-1, "help") }
        let printed = PrintedText()
        let context = CommandContext(catalogue: try TestScenarios.catalogue(), backend: backend, packageRoot: folder.url,
                                     workingDirectory: folder.url, environment: environment,
                                     output: { printed.append($0) })
        return (try CommandRunner.run(request, in: context), printed.value)
    }

    @Test func theMainJobRendersSheetsAndVerifies() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (recorded, _) = try run(["record", "--jobs", "2"], in: folder)
        #expect(recorded == 0)
        let (rendered, renderText) = try run(["render", "--matrix", "quick", "--jobs", "2"], in: folder)
        #expect(rendered == 0)
        #expect(renderText.contains("render: 12 cell(s): 12 rendered"))
        #expect(renderText.contains("images: Output"))
        let (sheets, sheetText) = try run(["sheet", "--matrix", "quick"], in: folder)
        #expect(sheets == 0)
        #expect(sheetText.contains("sheet: 4 contact sheet(s)"))
        let (verified, verifyText) = try run(["verify"], in: folder)
        #expect(verified == 0)
        #expect(verifyText.contains("verify: 54 cell(s): 54 matched"))
        let page = try String(contentsOf: folder.url.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(page.contains("<script src=\"gallery-data.js\"></script>"))
        let data = try String(contentsOf: folder.url.appendingPathComponent("Output/gallery-data.js"), encoding: .utf8)
        #expect(data.contains("\"file\":\"sheets/Alpha-dark-phones.png\""))
        #expect(data.contains("\"image\":\"Alpha/one/iphone16-393-AX5-dark.png\""))
        #expect(data.contains("\"thumb\":\"gallery/thumbs/Alpha/one/iphone16-393-AX5-dark.png\""))
        let verify = try String(contentsOf: folder.url.appendingPathComponent("Output/gallery-verify.js"), encoding: .utf8)
        #expect(verify.contains("\"changes\":[]") && verify.contains("\"report\":\"report/report.html\""))
    }

    @Test func sheetsDrawnWhileRenderingAreTheSheetsMadeFromTheFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        var backend = FakeBackend.backend()
        backend.sheetDrawer = try SheetDrawer.raster(renderer: Renderer.standard())
        let (rendered, renderText) = try run(["render", "--matrix", "golden", "--sheets", "--jobs", "2"], in: folder, backend: backend)
        #expect(rendered == 0, "\(renderText)")
        #expect(renderText.contains("sheet: 8 contact sheet(s), drawn while rendering"), "\(renderText)")
        let sheets = folder.url.appendingPathComponent("Output/sheets")
        let names = try FileManager.default.contentsOfDirectory(atPath: sheets.path).sorted()
        #expect(names.contains("Alpha-light-phones.png") && names.contains("Beta-dark-ipads.png") && names.count == 8)
        let fromMemory = try names.map { try Data(contentsOf: sheets.appendingPathComponent($0)) }
        let (made, _) = try run(["sheet", "--matrix", "golden"], in: folder, backend: backend)
        #expect(made == 0)
        let fromFiles = try names.map { try Data(contentsOf: sheets.appendingPathComponent($0)) }
        #expect(fromMemory == fromFiles, "the same bytes from the pixels in memory and from the decoded files")
        #expect(!folder.files().contains { $0.contains(".nhs-tmp-") })
    }

    @Test func verifyPutsItsChangesInTheGallery() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try run(["record"], in: folder)
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(changed: ["ipadpro13-1032-AX5-light"]))
        let (code, _) = try run(["verify", "--component", "Beta"], in: folder, backend: changed)
        #expect(code == 1)
        let verify = try String(contentsOf: folder.url.appendingPathComponent("Output/gallery-verify.js"), encoding: .utf8)
        #expect(verify.hasPrefix("window.NHS_VERIFY = {"))
        #expect(verify.contains("\"key\":\"Beta/second/ipadpro13-1032-AX5-light\""))
        #expect(verify.contains("\"actual\":\"failures/Beta/second/ipadpro13-1032-AX5-light.actual.png\""))
        #expect(folder.files().contains("Output/failures/Beta/second/ipadpro13-1032-AX5-light.expected.png"))
    }

    @Test
    func overlaySheetsShowTheAccessibilityOverlays() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        // The real renderer: overlays are drawn from the display list, which the fake backend has not.
        let (rendered, renderText) = try run(["render", "--matrix", "quick", "--accessibility"], in: folder, backend: .live)
        #expect(rendered == 0, "\(renderText)")
        let (sheets, sheetText) = try run(["sheet", "--matrix", "quick", "--accessibility"], in: folder, backend: .live)
        #expect(sheets == 0)
        #expect(sheetText.contains("sheet: 8 contact sheet(s)"), "\(sheetText)")
        #expect(folder.files().contains("Output/sheets/Alpha-dark-phones.a11y.png"))
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick)
        let overlays = plan.contactSheets(imageFolder: folder.url.appendingPathComponent("Output"), variant: AccessibilityOverlayImage.variant)
        let paths = overlays.flatMap { $0.sections.flatMap { $0.cells.compactMap(\.imagePath) } }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".a11y.png") }, "\(paths)")
        #expect(overlays.first?.title.hasSuffix("— accessibility") == true)
        let gallery = try String(contentsOf: folder.url.appendingPathComponent("Output/gallery-data.js"), encoding: .utf8)
        #expect(gallery.contains("\"file\":\"sheets/Alpha-dark-phones.a11y.png\""))
        let (plain, plainText) = try run(["sheet", "--matrix", "quick"], in: folder, backend: .live)
        #expect(plain == 0 && plainText.contains("sheet: 4 contact sheet(s)"), "without the flag, only the renders' sheets")
    }

    @Test func verifyExitsOneOnADifference() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try run(["record"], in: folder)
        let changed = FakeBackend.backend(renderer: FakeBackend.renderer(changed: ["ipadpro13-1032-AX5-light"]))
        let (code, text) = try run(["verify", "--component", "Beta"], in: folder, backend: changed)
        #expect(code == 1)
        #expect(text.contains("FAIL Beta/second @ iPad Pro 13\" 1032 pt, AX5, light"))
        #expect(text.contains("failure artefacts: Output/failures"))
    }

    @Test func verifyHonoursAnExplicitRecordPolicy() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (code, _) = try run(["verify"], in: folder, environment: ["NHS_SNAPSHOTS_RECORD": "missing"])
        #expect(code == 0)
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/") }.count == 54)
        #expect(throws: UsageError.self) { try run(["verify"], in: folder, environment: ["NHS_SNAPSHOTS_RECORD": "maybe"]) }
    }

    @Test func anEmptySelectionAndUnknownNamesAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(throws: UsageError.self) { try run(["render", "--device", "ipad-820", "--matrix", "golden"], in: folder) }
        #expect(throws: UsageError.self) { try run(["render", "--component", "Gamma"], in: folder) }
    }

    @Test func listShowsScenariosByComponent() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (code, text) = try run(["list"], in: folder)
        #expect(code == 0)
        #expect(text.hasPrefix("Alpha\n  one  (18 cells in golden)\n  two  (18 cells in golden)\nBeta\n  second"))
    }

    @Test func outIsRelativeToTheWorkingDirectory() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (code, _) = try run(["render", "--matrix", "quick", "--scenario", "second", "--out", "elsewhere/run"], in: folder)
        #expect(code == 0)
        #expect(folder.files().filter { $0.hasPrefix("elsewhere/run/Beta/second/") }.count == 4)
    }
}
