import Bitmaps
import DiffReports
import Foundation
import SnapshotDiff
import PixelDiff
import Testing

/// The parts of the engine the diff command made faster keep their results: bands compared on
/// several threads, composites blended over the checkerboard, the quick PNG encoder.
@Suite struct DiffEngineTests {
    @Test func bandsAddUpToTheWholeImage() throws {
        // 40×700 spans three 256-row bands; the change crosses both band boundaries.
        var expected = Bitmap(width: 40, height: 700, filledWith: .white)
        expected.fill(x: 0, y: 0, width: 40, height: 10, with: RGBA8(hex: 0x1C1C1E))
        var actual = expected
        actual.fill(x: 5, y: 250, width: 10, height: 270, with: RGBA8(hex: 0x007AFF))
        actual.fill(x: 30, y: 690, width: 2, height: 2, with: RGBA8(hex: 0xFF3B30))
        let result = PixelDiff.compare(expected, actual, options: CompareOptions(makesDiffImage: true))
        #expect(result.differingPixels == 10 * 270 + 4)
        #expect(result.regions.map(\.description) == ["10x270 at 5,250 (2700 px)", "2x2 at 30,690 (4 px)"])
        #expect(result.diffImage?[x: 5, y: 300] == RGBA8(red: 255, green: 0, blue: 0))
        #expect(result.diffImage?[x: 20, y: 300] != RGBA8(red: 255, green: 0, blue: 0))
        let allowed = PixelDiff.compare(expected, actual, options: CompareOptions(maxDiffPixels: 4))
        #expect(allowed.passingThreshold ?? 0 > 0 && !allowed.passes)
    }

    @Test func translucentPixelsBlendOverTheCheckerboard() {
        // One half-transparent black pixel: over the light (white) checker cell it becomes mid grey.
        let image = Bitmap(width: 1, height: 1, filledWith: RGBA8(red: 0, green: 0, blue: 0, alpha: 128))
        let sheet = makeComposite([CompositePanel(title: "", image: image)])
        var greys: [RGBA8] = []
        for y in 0..<sheet.height { for x in 0..<sheet.width where sheet[x: x, y: y].red == 127 { greys.append(sheet[x: x, y: y]) } }
        #expect(greys == [RGBA8(red: 127, green: 127, blue: 127)], "(0 × 128 + 255 × 127 + 127) / 255 = 127")
    }

    @Test func quickPNGsDecodeToTheirPixels() throws {
        // 700×1600 RGBA is about 4.5 MB of rows: several strips compressed apart and joined.
        var image = Bitmap(width: 700, height: 1600, filledWith: RGBA8(hex: 0xF2F2F7))
        for row in stride(from: 0, to: 1600, by: 7) {
            image.fill(x: row % 650, y: row, width: 50, height: 3, with: RGBA8(red: UInt8(row % 256), green: 40, blue: 200, alpha: 200))
        }
        let encoded = try ImageCodec.png.encode(image)
        let decoded = try ImageCodec.png.decode(encoded, "quick.png")
        #expect(decoded == image)
        #expect(try ImageCodec.png.encode(image) == encoded, "same pixels, same bytes")
        #expect(encoded.count < image.pixels.count / 20, "compressed: \(encoded.count) bytes")
    }

    @Test func aCompositeStreamedInRowsIsTheWholeOne() throws {
        // Pictures of different heights with transparent corners, changed regions boxed.
        var expected = Bitmap(width: 400, height: 900, filledWith: RGBA8(hex: 0x007AFF))
        expected.fill(x: 0, y: 0, width: 3, height: 3, with: .clear)
        expected.fill(x: 100, y: 880, width: 50, height: 20, with: RGBA8(red: 10, green: 200, blue: 30, alpha: 90))
        var actual = Bitmap(width: 400, height: 940, filledWith: RGBA8(hex: 0x1E8CFF))
        actual.fill(x: 396, y: 0, width: 4, height: 4, with: .clear)
        let result = PixelDiff.compare(expected, actual, options: CompareOptions(makesDiffImage: true))
        let sheet = CompositeSheet(expected: expected, actual: actual, result: result)
        let whole = sheet.draw()
        #expect(whole == makeComposite(expected: expected, actual: actual, result: result))
        var stitched: [UInt8] = []
        for top in stride(from: 0, to: sheet.height, by: 37) { stitched += sheet.draw(rows: top..<(top + 37)).pixels }
        #expect(stitched == whole.pixels, "bands of rows put together give the whole sheet")
        let encodeRows = try #require(ImageCodec.png.encodeRows)
        let streamed = try encodeRows(sheet.width, sheet.height) { sheet.draw(rows: $0).pixels }
        #expect(streamed == (try ImageCodec.png.encode(whole)), "the same file, drawn whole or in rows")
        #expect(try ImageCodec.png.decode(streamed, "composite.png") == whole)
    }

    @Test func aTallerPictureIsComparedInPlaceAsIfCropped() {
        // Same width, 300 and 320 rows: an antialiased-looking edge crosses the last shared row.
        var expected = Bitmap(width: 40, height: 300, filledWith: .white)
        expected.fill(x: 10, y: 290, width: 20, height: 10, with: RGBA8(hex: 0x1C1C1E))
        expected.fill(x: 9, y: 290, width: 1, height: 10, with: RGBA8(hex: 0x8E8E93))
        var actual = Bitmap(width: 40, height: 320, filledWith: .white)
        actual.fill(x: 11, y: 290, width: 20, height: 30, with: RGBA8(hex: 0x1C1C1E))
        actual.fill(x: 10, y: 290, width: 1, height: 30, with: RGBA8(hex: 0x8E8E93))
        let options = CompareOptions(makesDiffImage: true)
        let whole = PixelDiff.compare(expected, actual, options: options)
        let overlap = PixelDiff.compare(expected, actual.cropped(x: 0, y: 0, width: 40, height: 300), options: options)
        #expect(whole.antialiasedPixels == overlap.antialiasedPixels && overlap.antialiasedPixels > 0)
        #expect(whole.differingPixels == overlap.differingPixels + 40 * 20)
        #expect(whole.largestDelta == overlap.largestDelta)
        let image = try? #require(whole.diffImage)
        #expect(image?.size == PixelSize(width: 40, height: 320))
        #expect(image?.cropped(x: 0, y: 0, width: 40, height: 300) == overlap.diffImage)
        #expect(image?[x: 0, y: 310] == RGBA8(red: 255, green: 0, blue: 0), "rows only the actual picture has are red")
        let swapped = PixelDiff.compare(actual, expected, options: options)
        #expect(swapped.differingPixels == whole.differingPixels)
    }
}
