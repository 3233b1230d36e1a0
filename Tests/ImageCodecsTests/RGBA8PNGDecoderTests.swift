import Bitmaps
import Foundation
@testable import ImageCodecs
import Testing

/// The fast decoding path for 8-bit RGBA PNGs gives exactly libpng's pixels for every writer and
/// row filter, and hands every other file to libpng (other colour types, interlacing, unknown
/// critical chunks, damaged data), so libpng's decoding and messages stay in charge there.
@Suite struct RGBA8PNGDecoderTests {
    static let settings: [PNGEncodingSettings] = [.compact, .compact(.libspng), .fast]
        + PNGRowFilter.allCases.map { PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: $0) }
        + PNGRowFilter.allCases.map { PNGEncodingSettings(writer: .libdeflate, level: 6, filter: $0) }

    static let images: [Bitmap] = [TestImages.pattern(), TestImages.card(), TestImages.noise(width: 37, height: 23),
                                      try! Bitmap(width: 1, height: 1, pixels: [9, 8, 7, 128])]

    @Test(arguments: settings)
    func everyWriterAndFilterDecodesToLibpngsPixels(_ setting: PNGEncodingSettings) throws {
        for image in Self.images {
            let data = try PNGCodec.encode(image, settings: setting)
            let fast = try #require(try RGBA8PNGDecoder.decode(data, name: "x.png", limits: .standard, workspace: CodecWorkspace()), "\(setting)")
            #expect(fast == image, "\(setting)")
            #expect(try LibPNGCodec.decode(data, name: "x.png", limits: .standard) == fast)
        }
    }

    @Test func severalImageDataChunksAndAncillaryChunksAreRead() throws {
        let image = TestImages.card()
        let png = [UInt8](try PNGCodec.encode(image, settings: .fast))
        let chunks = Self.chunks(png)
        let data = try #require(chunks.first { $0.type == "IDAT" }).body
        let half = data.count / 2
        let rebuilt = Self.file([("IHDR", try #require(chunks.first).body), ("tEXt", Array("Comment\0hello".utf8)),
                                 ("IDAT", Array(data[..<half])), ("IDAT", Array(data[half...])), ("IEND", [])])
        #expect(try RGBA8PNGDecoder.decode(Data(rebuilt), name: "x.png", limits: .standard, workspace: CodecWorkspace()) == image)
    }

    @Test func otherFilesAreLeftToLibpng() throws {
        let grey = PNGFixtures.encode(width: 2, height: 1, colorType: .grey, bitDepth: 8, rows: [[0, 255]])
        #expect(try RGBA8PNGDecoder.decode(grey, name: "grey.png", limits: .standard, workspace: CodecWorkspace()) == nil)
        let interlaced = PNGFixtures.encode(width: 2, height: 2, colorType: .rgba, bitDepth: 8,
                                            rows: [[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]], interlaced: true)
        #expect(try RGBA8PNGDecoder.decode(interlaced, name: "i.png", limits: .standard, workspace: CodecWorkspace()) == nil)
        #expect(try PNGCodec.decode(interlaced, name: "i.png").pixels == Array(1...16).map(UInt8.init))

        let png = [UInt8](try PNGCodec.encode(TestImages.pattern(), settings: .fast))
        let chunks = Self.chunks(png)
        let unknownCritical = Self.file([chunks[0], ("ABCD", [1])] + chunks.dropFirst())
        #expect(try RGBA8PNGDecoder.decode(Data(unknownCritical), name: "x.png", limits: .standard, workspace: CodecWorkspace()) == nil)
        var damaged = png
        damaged[damaged.count - 20] ^= 0x40 // inside the image data: the IDAT CRC no longer matches
        #expect(try RGBA8PNGDecoder.decode(Data(damaged), name: "x.png", limits: .standard, workspace: CodecWorkspace()) == nil)
        #expect(throws: ImageCodecError.self, "libpng reports the damage") { try PNGCodec.decode(Data(damaged), name: "x.png") }
    }

    @Test func theSizeLimitIsCheckedBeforeAnyPixelMemory() throws {
        let data = try PNGCodec.encode(TestImages.pattern(), settings: .fast)
        #expect(throws: ImageCodecError.self) {
            try RGBA8PNGDecoder.decode(data, name: "x.png", limits: ImageLimits(maxWidth: 10, maxHeight: 10, maxPixels: 100),
                                       workspace: CodecWorkspace())
        }
    }

    static func chunks(_ png: [UInt8]) -> [(type: String, body: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            result.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                           Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    static func file(_ chunks: [(type: String, body: [UInt8])]) -> [UInt8] {
        var bytes = Array(PNGSignature.bytes)
        for chunk in chunks {
            bytes += PNGFixtures.bigEndian(UInt32(chunk.body.count))
            let typed = Array(chunk.type.utf8) + chunk.body
            bytes += typed + PNGFixtures.bigEndian(CRC32.checksum(typed))
        }
        return bytes
    }
}
