import Drawing
import Foundation
import ImageCodecs
@testable import Raster
import Testing

@Suite struct FontStackTests {
    @Test func aMissingFontFileNamesItAndSaysToRunSetup() throws {
        let empty = try TestSupport.temporaryFolder()
        let error = try #require(throws: RasterError.self) { try FontFiles.locate(in: [empty.path]) }
        let text = "\(error)"
        #expect(text.contains("OpenSans-Regular.ttf") && text.contains("fonts-open-sans") && text.contains("Scripts/setup.sh"))
    }

    @Test func everyRequiredFontIsInstalled() throws {
        #expect(try FontFiles.locate().count == FontFiles.required.count)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["NHS_FONT_DIR"] == nil, "NHS_FONT_DIR replaces the main face"))
    func nhsSansIsOpenSansAndTheHostConfigurationIsNotUsed() throws {
        let measurer = try Renderer.standard().measurer
        #expect(measurer.familiesUsed(TextSpec(string: "NHS", font: FontSpec(size: 17))) == ["Open Sans"])
        // DejaVu Sans is installed on the machine but not in the pinned set, so asking for it
        // still gives a face from the set.
        let families = measurer.familiesUsed(TextSpec(string: "NHS", font: FontSpec(family: "DejaVu Sans", size: 17)))
        #expect(families.allSatisfy { ["Open Sans", "Noto Sans Arabic", "Noto Sans CJK SC", "Noto Color Emoji"].contains($0) }, "\(families)")
    }

    @Test func aLicensedFontFolderReplacesTheMainFace() throws {
        // Liberation Sans (fonts-liberation2) stands in for a licensed Frutiger folder here.
        let folder = try TestSupport.temporaryFolder()
        let system = FontFiles.systemFolders.map { URL(fileURLWithPath: $0) }
        var linked = 0
        for name in ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"] {
            for root in system {
                let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
                if let found = walker?.first(where: { ($0 as? URL)?.lastPathComponent == name }) as? URL {
                    try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: found)
                    linked += 1
                    break
                }
            }
        }
        try #require(linked == 2, "fonts-liberation2 is not installed; run Scripts/setup.sh")
        var environment = ProcessInfo.processInfo.environment
        environment["NHS_FONT_DIR"] = folder.path
        let stack = try FontStack.load(environment: environment)
        #expect(stack.mainFamily == "Liberation Sans")
        let engine = TextEngine(stack: stack)
        let laidOut = TextLayout(TextSpec(string: "NHS", font: FontSpec(size: 17)), width: nil, engine: engine)
        defer { laidOut.release() }
        #expect(RunFonts.families(in: laidOut.layout) == ["Liberation Sans"])
    }

    @Test func anOverrideFolderWithoutFontsIsAClearError() throws {
        let folder = try TestSupport.temporaryFolder()
        let error = try #require(throws: RasterError.self) { try FontStack.load(environment: ["NHS_FONT_DIR": folder.path]) }
        #expect("\(error)".contains("NHS_FONT_DIR") && "\(error)".contains(folder.path))
    }
}
