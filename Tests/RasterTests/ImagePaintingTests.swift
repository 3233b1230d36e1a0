import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// Images are fitted without stretching and clipped to their shape.
@Suite struct ImagePaintingTests {
    /// A 100×200 image of horizontal bands 20 px tall, alternating red and blue, in a fresh catalog.
    private func bandedCatalog() throws -> AssetCatalog {
        let folder = try TestSupport.temporaryFolder()
        var pixels: [UInt8] = []
        for y in 0..<200 {
            for _ in 0..<100 { pixels += (y / 20) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        try ImageFile.writePNG(try Bitmap(width: 100, height: 200, pixels: pixels), to: folder.appendingPathComponent("bands.png"))
        return AssetCatalog(folder: folder)
    }

    /// Lengths of runs of the same red value down column `x`, ignoring blended edge pixels.
    private func bandHeights(_ image: Bitmap, x: Int) -> [Int] {
        var runs: [Int] = []
        var current: UInt8? = nil
        for y in 0..<image.height {
            let red = image.pixel(x: x, y: y).red
            guard red == 0 || red == 255 else { continue }
            if red == current { runs[runs.count - 1] += 1 } else { runs.append(1); current = red }
        }
        return runs
    }

    private func render(_ mode: ImageContentMode, catalog: AssetCatalog) throws -> Bitmap {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let list = DisplayList(size: frame.size, background: .white,
                               items: [.image(ImageItem(assetName: "bands", frame: frame, contentMode: mode))])
        return try Rasterizer(scale: 1, assets: catalog, renderer: TestSupport.renderer()).render(list)
    }

    @Test func aspectFillOfAPortraitIntoAWideFrameIsNotStretched() throws {
        let image = try render(.fill, catalog: try bandedCatalog())
        // Scaled by 2 (to cover 200 pt of width), the bands are 40 px tall; the middle 50 px of
        // the 400 px tall image show, starting 175 px down: 25 px of band 4, then band 5.
        let heights = bandHeights(image, x: 100)
        #expect(heights.count == 2 && abs(heights[0] - 25) <= 1 && abs(heights[1] - 25) <= 1, "\(heights)")
        #expect(image.pixel(x: 100, y: 5).red == 255 && image.pixel(x: 100, y: 45).blue == 255)
        #expect(image.pixel(x: 0, y: 5).red == 255 && image.pixel(x: 199, y: 5).red == 255, "covers the whole width")
    }

    @Test func stretchSquashesTheBands() throws {
        let heights = bandHeights(try render(.stretch, catalog: try bandedCatalog()), x: 100)
        #expect(heights.count == 10, "\(heights)")
    }

    @Test func aspectFitLetterboxesAndKeepsTheBackground() throws {
        let image = try render(.fit, catalog: try bandedCatalog())
        // Scaled by 0.25 to fit 50 pt of height: 25 px wide, centred, bands 5 px tall.
        #expect(image.pixel(x: 10, y: 25) == (255, 255, 255, 255))
        #expect(image.pixel(x: 100, y: 1).red == 255 && image.pixel(x: 100, y: 1).green == 0)
    }

    @Test func photosAreClippedToTheirRoundedShape() throws {
        let frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        let clip = RoundedRect(rect: frame, radii: CornerRadii(topLeading: 30, topTrailing: 30, bottomLeading: 0, bottomTrailing: 0))
        let list = DisplayList(size: frame.size, background: RGBAColor(hex: 0x00ff00),
                               items: [.image(ImageItem(assetName: "portrait-dogs-at-window", frame: frame, contentMode: .fill, clip: clip))])
        let image = try TestSupport.rasterizer(scale: 2).render(list)
        #expect(image.pixel(x: 1, y: 1) == (0, 255, 0, 255), "rounded corner shows the background")
        #expect(image.pixel(x: 1, y: 158) != (0, 255, 0, 255), "square corner shows the photo")
    }

    @Test func aRealPortraitPhotoFillsAWideFrameLikeItsScaledCentreStrip() throws {
        let catalog = try TestSupport.catalog()
        let photo = try catalog.image(named: "portrait-dogs-at-window")
        let frame = CGRect(x: 0, y: 0, width: 533, height: 100)
        let list = DisplayList(size: frame.size, background: .white,
                               items: [.image(ImageItem(assetName: "portrait-dogs-at-window", frame: frame, contentMode: .fill))])
        let image = try Rasterizer(scale: 1, assets: catalog, renderer: TestSupport.renderer()).render(list)
        // Same width, so the scale is 1: the frame shows rows 350..<450 of the photo unchanged.
        var differences = 0
        for y in stride(from: 0, to: 100, by: 7) {
            for x in stride(from: 0, to: 533, by: 11) where image.pixel(x: x, y: y) != photo.pixel(x: x, y: y + 350) {
                differences += 1
            }
        }
        #expect(differences == 0)
    }
}
