import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// A template image: its alpha filled with the tint, its own colours ignored.
@Suite struct TemplateImageTests {
    /// A 20×20 image: a red opaque left half, a fully transparent right half.
    private func catalog() throws -> AssetCatalog {
        let folder = try TestSupport.temporaryFolder()
        var pixels: [UInt8] = []
        for _ in 0..<20 {
            for x in 0..<20 { pixels += x < 10 ? [255, 0, 0, 255] : [0, 0, 0, 0] }
        }
        try ImageFile.writePNG(try Bitmap(width: 20, height: 20, pixels: pixels), to: folder.appendingPathComponent("half.png"))
        return AssetCatalog(folder: folder)
    }

    private func render(tint: RGBAColor?) throws -> Bitmap {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let list = DisplayList(size: frame.size, background: .white,
                               items: [.image(ImageItem(assetName: "half", frame: frame, contentMode: .fill, tint: tint))])
        return try Rasterizer(scale: 1, assets: try catalog(), renderer: TestSupport.renderer()).render(list)
    }

    @Test func theOpaquePartTakesTheTintAndTheClearPartStaysClear() throws {
        let tinted = try render(tint: RGBAColor(hex: 0x005eb8))
        let inside = tinted.pixel(x: 4, y: 10), outside = tinted.pixel(x: 15, y: 10)
        #expect(inside.red == 0x00 && inside.green == 0x5e && inside.blue == 0xb8)
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255)
        let original = try render(tint: nil).pixel(x: 4, y: 10)
        #expect(original.red == 255 && original.green == 0 && original.blue == 0)
    }

    @Test func theDumpNamesTheTintOnlyForTemplates() throws {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let plain = DisplayList(size: frame.size, background: .white, items: [.image(ImageItem(assetName: "half", frame: frame, contentMode: .fill))])
        #expect(!plain.dump().contains("tint"))
        let tinted = DisplayList(size: frame.size, background: .white,
                                 items: [.image(ImageItem(assetName: "half", frame: frame, contentMode: .fill, tint: .black))])
        #expect(tinted.dump().contains("tint #000000"))
    }
}
