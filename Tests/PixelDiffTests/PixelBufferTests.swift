import Bitmaps
import Testing
@testable import PixelDiff

@Suite struct PixelBufferTests {
    @Test func rejectsAByteCountThatDoesNotMatchTheSize() {
        #expect(throws: BitmapError.self) { try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15)) }
        do {
            _ = try Bitmap(width: 2, height: 2, pixels: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("2x2"))
            #expect(error.message.contains("16 bytes"))
        }
    }

    @Test func rejectsNegativeAndOverflowingSizes() {
        #expect(throws: BitmapError.self) { try Bitmap(width: -1, height: 2, pixels: []) }
        #expect(throws: BitmapError.self) { try Bitmap(width: Int.max / 2, height: 4, pixels: []) }
    }

    @Test func subscriptReadsAndWritesChannelsInRGBAOrder() throws {
        var image = try Bitmap(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image[x: 1, y: 0] == RGBA8(red: 5, green: 6, blue: 7, alpha: 8))
        image[x: 0, y: 0] = RGBA8(hex: 0x007AFF)
        #expect(Array(image.pixels[0..<4]) == [0x00, 0x7A, 0xFF, 0xFF])
        #expect(RGBA8(hex: 0x007AFF).description == "#007aff")
        #expect(RGBA8(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
    }

    @Test func fillPasteAndCropClipToTheImage() {
        var image = Bitmap(width: 4, height: 3, filledWith: .white)
        image.fill(x: 2, y: 1, width: 10, height: 10, with: .black)
        #expect(image[x: 1, y: 1] == .white)
        #expect(image[x: 3, y: 2] == .black)
        let patch = Bitmap(width: 2, height: 2, filledWith: RGBA8(hex: 0xFF0000))
        image.paste(patch, x: -1, y: -1)
        #expect(image[x: 0, y: 0] == RGBA8(hex: 0xFF0000))
        #expect(image[x: 1, y: 0] == .white)
        let crop = image.cropped(x: 2, y: 1, width: 2, height: 2)
        #expect(crop.size == PixelSize(width: 2, height: 2))
        #expect(crop.pixels.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(crop[x: 0, y: 0] == .black)
    }
}
