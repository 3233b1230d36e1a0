import Foundation
import NHSSnapshot
import Raster
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// `render --accessibility`: the overlay beside each image, linked from the gallery.
@Suite
struct AccessibilityOverlayRenderTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue([Scenario(component: "Read", name: "card") { LiveScenarios.longTitleCard() }])
    }

    @Test func renderWithAccessibilityWritesTheOverlayAndTheGalleryLinksIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (code, text) = try LiveScenarios.run(["render", "--accessibility"] + LiveScenarios.cellArguments,
                                                 Self.catalogue(), in: folder)
        #expect(code == 0, "\(text)")
        let stem = LiveScenarios.stem
        let image = try Data(contentsOf: folder.url.appendingPathComponent("Output/Read/card/\(stem).png"))
        let overlay = try Data(contentsOf: folder.url.appendingPathComponent("Output/Read/card/\(stem).a11y.png"))
        let imageSize = try #require(PNGHeader.size(of: image))
        let overlaySize = try #require(PNGHeader.size(of: overlay))
        #expect(overlaySize.width == imageSize.width + 16 + 320 + 16, "the page, then the legend at 1x")
        #expect(overlaySize.height >= imageSize.height)
        let gallery = try String(contentsOf: folder.url.appendingPathComponent("Output/gallery-data.js"), encoding: .utf8)
        #expect(gallery.contains("\"image\":\"Read/card/\(stem).png\""))
        #expect(gallery.contains("\"overlay\":\"Read/card/\(stem).a11y.png\""))
        #expect(gallery.contains("\"voiceOver\":\""), "what VoiceOver reads, from the display list")
    }

    @Test func renderWithoutTheFlagDrawsNoOverlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        _ = try LiveScenarios.run(["render"] + LiveScenarios.cellArguments, Self.catalogue(), in: folder)
        #expect(folder.files().filter { $0.hasSuffix(".a11y.png") }.isEmpty)
        #expect(!(try String(contentsOf: folder.url.appendingPathComponent("Output/index.html"), encoding: .utf8)).contains("a11y"))
    }

    @Test func theOverlayIsTheSameBytesEachTime() throws {
        let rendered = try render(LiveScenarios.longTitleCard(), configuration: SnapshotConfiguration(device: .iPhone16))
        let first = try AccessibilityOverlayImage.png(for: rendered.displayList, scale: 3, renderer: Renderer.standard())
        #expect(try AccessibilityOverlayImage.png(for: rendered.displayList, scale: 3, renderer: Renderer.standard()) == first)
        #expect(PNGHeader.size(of: first)?.width == rendered.width + (16 + 320 + 16) * 3)
    }
}
