import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import NHSAppUI
import NHSSnapshot
import SnapshotTestSupport
import Testing
import ViewKit

/// An image from a bundle's asset catalog, drawn in the page's scheme: an image set with a dark
/// appearance draws its dark file in dark mode, its own in light, at its point size either way.
@Suite
struct ImageSetRenderTests {
    init() throws { try LiveRenderer.require() }

    /// A bundle with `Media.xcassets/Marks/mark.imageset`: a 40×20 px file at 2x, red, and a dark
    /// appearance's 40×20 px file at 2x, blue.
    static func bundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-set-\(UUID().uuidString).resources", isDirectory: true)
        let set = folder.appendingPathComponent("Media.xcassets/Marks/mark.imageset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
            { "images": [
              { "filename": "mark@2x.png", "idiom": "universal", "scale": "2x" },
              { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "mark-dark@2x.png",
                "idiom": "universal", "scale": "2x" } ],
              "info": { "author": "xcode", "version": 1 } }
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try PNGCodec.encode(Bitmap(width: 40, height: 20, red: 255, green: 0, blue: 0, alpha: 255)).write(to: set.appendingPathComponent("mark@2x.png"))
        try PNGCodec.encode(Bitmap(width: 40, height: 20, red: 0, green: 0, blue: 255, alpha: 255))
            .write(to: set.appendingPathComponent("mark-dark@2x.png"))
        return try #require(Bundle(path: folder.path))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func anImageSetDrawsTheFileOfThePagesScheme(scheme: ColorScheme) throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let page = try render(Image("mark", bundle: bundle),
                              configuration: SnapshotConfiguration(device: .iPhone16, colorScheme: scheme, scale: 1))
        let item = try #require(page.displayList.imageItems.first)
        #expect(item.frame.size == CGSize(width: 20, height: 10), "40×20 px at 2x")
        #expect(item.isDark == (scheme == .dark))
        let centre = page.bitmap.pixel(x: Int(item.frame.midX), y: Int(item.frame.midY))
        #expect(scheme == .dark ? (centre.red, centre.blue) == (0, 255) : (centre.red, centre.blue) == (255, 0))
    }
}
