import Bitmaps
import ImageCodecs
@testable import Raster
import Testing

/// Conversion of Cairo's premultiplied native-endian ARGB32 to straight RGBA.
@Suite struct CairoPixelsTests {
    /// The conversion written out plainly, one pixel at a time.
    private func reference(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { word -> [UInt8] in
            let alpha = word >> 24
            var red = word >> 16 & 0xff, green = word >> 8 & 0xff, blue = word & 0xff
            if alpha != 0 && alpha != 255 {
                red = min(255, (red * 255 + alpha / 2) / alpha)
                green = min(255, (green * 255 + alpha / 2) / alpha)
                blue = min(255, (blue * 255 + alpha / 2) / alpha)
            }
            return [UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha)]
        }
    }

    @Test func everyAlphaLevelMatchesThePlainConversion() {
        // Rows of 256 pixels: opaque rows, a fully transparent row, and rows with every alpha level.
        var words: [UInt32] = []
        for row in 0..<6 {
            for x in 0..<256 {
                let alpha: UInt32 = row < 2 ? 255 : (row == 2 ? 0 : UInt32(x))
                let colour = UInt32((x * 37 + row * 11) & 0xff)
                let premultiplied = alpha == 0 ? 0 : min(colour, alpha)
                words.append(alpha << 24 | premultiplied << 16 | (alpha / 2) << 8 | (premultiplied / 3))
            }
        }
        // A stride with padding after each row, as Cairo may use.
        let stride = 256 * 4 + 12
        var buffer = [UInt8](repeating: 0xAB, count: stride * 6)
        for (index, word) in words.enumerated() {
            let offset = (index / 256) * stride + (index % 256) * 4
            withUnsafeBytes(of: word) { for byte in 0..<4 { buffer[offset + byte] = $0[byte] } }
        }
        let converted = buffer.withUnsafeBufferPointer {
            CairoPixels.straightRGBA(from: $0.baseAddress!, width: 256, height: 6, stride: stride)
        }
        #expect(converted == reference(words))
    }

    /// A row is converted a second time (dividing by alpha) when any pixel of it is partly
    /// transparent, wherever it lies: one such pixel in a row of opaque or clear ones, at every
    /// position of the vector part and the tail, and several whose alphas could add up to zero in
    /// a 32-bit sum of the vector lanes (two of 128, eight of 32).
    @Test(arguments: [UInt32(1), 32, 127, 128, 200, 254])
    func aFewPartlyTransparentPixelsAnywhereInARowAreDivided(alpha: UInt32) {
        let width = 21 // two vectors of eight, then a tail of five
        var positions: [[Int]] = (0..<width).map { [$0] }
        positions += [[0, 1], [3, 7], [8, 9, 10, 11, 12, 13, 14, 15], [0, 1, 2, 3, 4, 5, 6, 7]]
        for background: UInt32 in [0xff00_0000, 0] {
            for partial in positions {
                var words = [UInt32](repeating: background | (background == 0 ? 0 : 0x0040_8020), count: width)
                for x in partial { words[x] = alpha << 24 | (alpha / 2) << 16 | (alpha / 3) << 8 | alpha / 4 }
                var buffer = [UInt8](repeating: 0, count: width * 4)
                for (index, word) in words.enumerated() {
                    withUnsafeBytes(of: word.littleEndian) { for byte in 0..<4 { buffer[index * 4 + byte] = $0[byte] } }
                }
                let converted = buffer.withUnsafeBufferPointer {
                    CairoPixels.straightRGBA(from: $0.baseAddress!, width: width, height: 1, stride: width * 4)
                }
                #expect(converted == reference(words), "alpha \(alpha) at \(partial) on \(background == 0 ? "clear" : "opaque")")
            }
        }
    }

    @Test func premultiplyingAndConvertingBackKeepsOpaqueAndTransparentPixels() throws {
        let image = try Bitmap(width: 3, height: 1, pixels: [10, 20, 30, 255, 0, 0, 0, 0, 200, 100, 50, 255])
        let premultiplied = CairoPixels.premultipliedBGRA(from: image)
        let back = premultiplied.withUnsafeBufferPointer {
            CairoPixels.straightRGBA(from: $0.baseAddress!, width: 3, height: 1, stride: 12)
        }
        #expect(back == image.pixels)
    }
}
