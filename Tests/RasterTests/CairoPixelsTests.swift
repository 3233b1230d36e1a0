import Bitmaps
import CRasterShims
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

/// The byte shuffle under the conversion: each path this processor has gives the bytes of the
/// portable one, on every row width (the vector parts and their tails), in place and not, and
/// reports opacity the same way.
@Suite struct CairoRowShuffleTests {
    private static let shuffles: [Int32] = [Int32(NHS_SHUFFLE_BEST), Int32(NHS_SHUFFLE_BASELINE), Int32(NHS_SHUFFLE_SSSE3),
                                            Int32(NHS_SHUFFLE_AVX2)]

    /// Pixels of every kind: opaque, clear, partly transparent, from a fixed seed.
    private func row(width: Int, seed: UInt64, opaque: Bool) -> [UInt8] {
        var state = seed
        return (0..<width * 4).map { index in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let byte = UInt8(truncatingIfNeeded: state >> 33)
            return index % 4 == 3 && opaque ? 255 : byte
        }
    }

    @Test func everyShuffleGivesThePortableBytes() {
        for shuffle in Self.shuffles where shuffle == Int32(NHS_SHUFFLE_BEST) || nhs_cairo_row_shuffle_supported(shuffle) != 0 {
            for width in 1...70 {
                for opaque in [true, false] {
                    let source = row(width: width, seed: UInt64(width) * 2 + (opaque ? 1 : 0), opaque: opaque)
                    var expected = [UInt8](repeating: 0, count: source.count)
                    let expectedAll = nhs_cairo_row_to_rgba(source, &expected, width, Int32(NHS_SHUFFLE_PORTABLE))
                    var copied = [UInt8](repeating: 0, count: source.count)
                    let copiedAll = nhs_cairo_row_to_rgba(source, &copied, width, shuffle)
                    var inPlace = source
                    let inPlaceAll = inPlace.withUnsafeMutableBufferPointer {
                        nhs_cairo_row_to_rgba($0.baseAddress!, $0.baseAddress!, width, shuffle)
                    }
                    #expect(copied == expected, "shuffle \(shuffle), width \(width)")
                    #expect(inPlace == expected, "in place: shuffle \(shuffle), width \(width)")
                    #expect(copiedAll == expectedAll && inPlaceAll == expectedAll, "shuffle \(shuffle), width \(width)")
                }
            }
        }
    }

    @Test func thePortableShuffleSwapsRedAndBlueAndReportsOpacity() {
        let source: [UInt8] = [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255]
        var target = [UInt8](repeating: 0, count: 12)
        let all = nhs_cairo_row_to_rgba(source, &target, 3, Int32(NHS_SHUFFLE_PORTABLE))
        #expect(target == [3, 2, 1, 255, 6, 5, 4, 255, 9, 8, 7, 255])
        #expect(all >> 24 == 0xFF)
        // One pixel not opaque, in the last place a 32-byte vector would not reach.
        var wide = [UInt8](repeating: 0, count: 9 * 4)
        for pixel in 0..<9 { wide[pixel * 4 + 3] = pixel == 8 ? 254 : 255 }
        for shuffle in Self.shuffles {
            var out = wide
            let flags = out.withUnsafeMutableBufferPointer { nhs_cairo_row_to_rgba($0.baseAddress!, $0.baseAddress!, 9, shuffle) }
            #expect(flags >> 24 == 0xFE, "shuffle \(shuffle)")
        }
    }

    @Test func theConversionIsTheSameWithEveryShuffle() {
        let width = 37, height = 5
        var words = row(width: width * height, seed: 99, opaque: false)
        for pixel in 0..<(width * 2) { words[pixel * 4 + 3] = 255 } // two opaque rows, three mixed
        let portable = words.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: words.count) { buffer, count in
                CairoPixels.straightRGBA(from: source.baseAddress!, width: width, height: height, stride: width * 4,
                                         into: UnsafeMutableRawPointer(buffer.baseAddress!), shuffle: Int32(NHS_SHUFFLE_PORTABLE))
                count = words.count
            }
        }
        let best = words.withUnsafeBufferPointer {
            CairoPixels.straightRGBA(from: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        #expect(best == portable)
    }
}
