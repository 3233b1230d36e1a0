import Bitmaps
import Foundation
import ImageCodecs
import Testing

/// A deterministic test image with every alpha level, including fully transparent pixels.
private func patternImage(width: Int = 61, height: Int = 37) -> Bitmap {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            pixels += [UInt8((x * 7 + y) & 0xff), UInt8((y * 13) & 0xff), UInt8((x * y) & 0xff), UInt8((x * 5 + y * 3) & 0xff)]
        }
    }
    return try! Bitmap(width: width, height: height, pixels: pixels)
}

@Suite struct PNGCodecTests {
    @Test(arguments: PNGLibrary.allCases)
    func roundTripGivesTheSamePixels(library: PNGLibrary) throws {
        let image = patternImage()
        let data = try PNGCodec.encode(image, library: library)
        #expect(try PNGCodec.decode(data, name: "pattern", library: library) == image)
    }

    @Test func eachLibraryReadsTheOthersFiles() throws {
        let image = patternImage()
        let fromLibPNG = try PNGCodec.encode(image, library: .libpng)
        let fromSPNG = try PNGCodec.encode(image, library: .libspng)
        #expect(try PNGCodec.decode(fromLibPNG, name: "a", library: .libspng) == image)
        #expect(try PNGCodec.decode(fromSPNG, name: "b", library: .libpng) == image)
    }

    @Test(arguments: PNGLibrary.allCases)
    func encodingIsDeterministicWithNoAncillaryChunks(library: PNGLibrary) throws {
        let image = patternImage(width: 200, height: 90)
        let first = try PNGCodec.encode(image, library: library)
        let second = try PNGCodec.encode(image, library: library)
        #expect(first == second)
        let types = PNGFixtures.chunkTypes(first)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"], "unexpected chunks: \(types)")
    }

    @Test func decoderPicksPNGOrJPEGBySignature() throws {
        let image = patternImage()
        #expect(try ImageDecoder.decode(try PNGCodec.encode(image), name: "x") == image)
    }
}

/// Decoding of every colour type, depth and interlacing into straight RGBA8, with both libraries.
@Suite struct PNGColourTypeTests {
    private func decodeBoth(_ data: Data) throws -> Bitmap {
        let fromLibPNG = try PNGCodec.decode(data, name: "fixture", library: .libpng)
        let fromSPNG = try PNGCodec.decode(data, name: "fixture", library: .libspng)
        #expect(fromLibPNG == fromSPNG, "libpng and libspng disagree")
        return fromLibPNG
    }

    @Test func grey8() throws {
        let data = PNGFixtures.encode(width: 3, height: 1, colorType: .grey, bitDepth: 8, rows: [[0, 128, 255]])
        #expect(try decodeBoth(data).pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
    }

    @Test func grey4PackedIsScaledToEightBits() throws {
        // Samples 0x0, 0x5, 0xf, 0xa packed two per byte.
        let data = PNGFixtures.encode(width: 4, height: 1, colorType: .grey, bitDepth: 4, rows: [[0x05, 0xfa]])
        #expect(try decodeBoth(data).pixels == [0, 0, 0, 255, 85, 85, 85, 255, 255, 255, 255, 255, 170, 170, 170, 255])
    }

    @Test func greyWithColourKeyBecomesTransparent() throws {
        let data = PNGFixtures.encode(width: 2, height: 1, colorType: .grey, bitDepth: 8, rows: [[10, 20]], greyKey: 20)
        #expect(try decodeBoth(data).pixels == [10, 10, 10, 255, 20, 20, 20, 0])
    }

    @Test func greyAlpha() throws {
        let data = PNGFixtures.encode(width: 2, height: 1, colorType: .greyAlpha, bitDepth: 8, rows: [[50, 0, 200, 128]])
        #expect(try decodeBoth(data).pixels == [50, 50, 50, 0, 200, 200, 200, 128])
    }

    @Test func paletteWithTransparency() throws {
        let data = PNGFixtures.encode(
            width: 3, height: 1, colorType: .palette, bitDepth: 8, rows: [[2, 0, 1]],
            palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255)], transparency: [255, 64])
        #expect(try decodeBoth(data).pixels == [0, 0, 255, 255, 255, 0, 0, 255, 0, 255, 0, 64])
    }

    @Test func sixteenBitRGBKeepsTheHighByte() throws {
        let data = PNGFixtures.encode(width: 2, height: 1, colorType: .rgb, bitDepth: 16,
                                      rows: [[0x12, 0x34, 0xab, 0xcd, 0xff, 0xff, 0x00, 0x01, 0x80, 0x00, 0x7f, 0xff]])
        #expect(try decodeBoth(data).pixels == [0x12, 0xab, 0xff, 255, 0x00, 0x80, 0x7f, 255])
    }

    @Test func sixteenBitRGBA() throws {
        let data = PNGFixtures.encode(width: 1, height: 1, colorType: .rgba, bitDepth: 16,
                                      rows: [[0xff, 0x00, 0x40, 0x00, 0x00, 0x10, 0x80, 0x80]])
        #expect(try decodeBoth(data).pixels == [0xff, 0x40, 0x00, 0x80])
    }

    @Test func interlacedRGB() throws {
        let width = 19, height = 11
        var rows: [[UInt8]] = []
        var expected: [UInt8] = []
        for y in 0..<height {
            var row: [UInt8] = []
            for x in 0..<width {
                let pixel = [UInt8(x * 13), UInt8(y * 23), UInt8((x + y) * 5)]
                row += pixel
                expected += pixel + [255]
            }
            rows.append(row)
        }
        let data = PNGFixtures.encode(width: width, height: height, colorType: .rgb, bitDepth: 8, rows: rows, interlaced: true)
        let image = try decodeBoth(data)
        #expect(image.width == width && image.height == height)
        #expect(image.pixels == expected)
    }
}
