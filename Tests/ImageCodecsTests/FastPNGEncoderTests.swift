import Bitmaps
import CDeflate
import CodecTestSupport
import Foundation
@testable import ImageCodecs
import Testing

/// The raster's own PNG writers (`pixelRuns`, `libdeflate`): files every decoder reads back to the
/// same pixels, with only the critical chunks, the same bytes every time and on every thread.
@Suite struct FastPNGEncoderTests {
    static let ownWriters: [PNGEncodingSettings] = PNGRowFilter.allCases.flatMap { filter in
        [PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: filter),
         PNGEncodingSettings(writer: .libdeflate, level: 1, filter: filter),
         PNGEncodingSettings(writer: .libdeflate, level: 9, filter: filter)]
    }

    static let images: [(String, Bitmap)] = [
        ("pattern", TestImages.pattern()),
        ("card", TestImages.card()),
        ("one pixel", Bitmap(width: 1, height: 1, red: 1, green: 2, blue: 3, alpha: 4)),
        ("one column", TestImages.pattern(width: 1, height: 50)),
        ("one row", TestImages.pattern(width: 700, height: 1)),
        ("three-pixel rows", TestImages.pattern(width: 3, height: 9)),
        ("flat, runs longer than 258 bytes", Bitmap(width: 1000, height: 3, red: 0, green: 0, blue: 0, alpha: 0)),
        ("noise", TestImages.noise(width: 90, height: 40)),
    ]

    @Test(arguments: ownWriters)
    func libpngAndLibspngDecodeTheSamePixels(settings: PNGEncodingSettings) throws {
        for (name, image) in Self.images {
            let data = try PNGCodec.encode(image, settings: settings)
            for library in PNGLibrary.allCases {
                let decoded = try PNGCodec.decode(data, name: name, library: library)
                #expect(decoded == image, "\(name) with \(settings), decoded by \(library)")
            }
        }
    }

    @Test(arguments: ownWriters)
    func onlyCriticalChunksWithValidHeaderAndChecksums(settings: PNGEncodingSettings) throws {
        let image = TestImages.card()
        let bytes = [UInt8](try PNGCodec.encode(image, settings: settings))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = PNGChunkList(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.crc == CRC32.checksum(Array(chunk.type.utf8) + chunk.data), "\(chunk.type) CRC")
        }
        #expect(chunks[0].data == [0, 0, 1, 44, 0, 0, 0, 220, 8, 6, 0, 0, 0], "300×220, 8-bit RGBA, no interlace")
        #expect(chunks[2].data.isEmpty)
    }

    @Test(arguments: [PNGRowFilter.paeth, .up, .none])
    func theImageDataIsOneValidZlibStreamOfFilteredRows(filter: PNGRowFilter) throws {
        let image = TestImages.card()
        let idat = PNGChunkList([UInt8](try PNGCodec.encode(image, settings: .init(writer: .pixelRuns, level: 0, filter: filter))))[1].data
        let expectedCount = image.height * (image.width * 4 + 1)
        var inflated = [UInt8](repeating: 0, count: expectedCount)
        var actualCount = 0
        let decompressor = try #require(libdeflate_alloc_decompressor())
        defer { libdeflate_free_decompressor(decompressor) }
        let result = libdeflate_zlib_decompress(decompressor, idat, idat.count, &inflated, inflated.count, &actualCount)
        #expect(result == LIBDEFLATE_SUCCESS, "libdeflate checks the block structure and the Adler-32")
        #expect(actualCount == expectedCount)
        let types = Set(stride(from: 0, to: expectedCount, by: image.width * 4 + 1).map { inflated[$0] })
        #expect(types == [filter.typeByte!], "every row starts with the \(filter) type byte")
    }

    @Test func sameBytesEveryTimeAndOnEveryThread() throws {
        let images = (0..<6).map { TestImages.card(width: 200 + $0 * 13, height: 150, seed: UInt64($0)) }
        let serial = try images.map { try PNGCodec.encode($0, settings: .fast) }
        let parallel = ConcurrentResults<Data>(count: images.count * 4)
        DispatchQueue.concurrentPerform(iterations: images.count * 4) { index in
            if let data = try? PNGCodec.encode(images[index % images.count], settings: .fast) { parallel.set(index, data) }
        }
        #expect(parallel.values == serial + serial + serial + serial)
        #expect(Set(serial).count == images.count)
    }

    @Test func oneWorkspaceSharedByManyThreadsGivesTheBytesOfFreshOnes() throws {
        let images = (0..<6).map { TestImages.card(width: 180 + $0 * 17, height: 140, seed: UInt64($0) + 9) }
        let settings: [PNGEncodingSettings] = [.fast, PNGEncodingSettings(writer: .libdeflate, level: 6, filter: .paeth)]
        let fresh = try settings.flatMap { setting in try images.map { try PNGCodec.encode($0, settings: setting) } }
        let shared = CodecWorkspace()
        let parallel = ConcurrentResults<Data>(count: fresh.count * 3)
        DispatchQueue.concurrentPerform(iterations: fresh.count * 3) { index in
            let which = index % fresh.count
            let image = images[which % images.count], setting = settings[which / images.count]
            if let data = try? PNGCodec.encode(image, settings: setting, workspace: shared) { parallel.set(index, data) }
        }
        #expect(parallel.values == fresh + fresh + fresh)
        let decoded = try fresh.map { try PNGCodec.decode($0, name: "shared", workspace: shared) }
        #expect(decoded == images + images)
    }

    @Test func reusedBlocksGiveTheSameBytesAsFreshlyCodedOnes() throws {
        // A photo band of the same rows under different tops: its blocks repeat at other bit offsets.
        let width = 400, height = 600
        func variant(_ top: UInt8) -> Bitmap {
            var image = TestImages.card(width: width, height: height, seed: 3, photoRows: 200..<560)
            for index in stride(from: 0, to: 4 * width * 40, by: 4) { image[sample: index] = top &+ UInt8(index % 7) }
            return image
        }
        let warm = EncodedBlockCache(capacity: 8), cold = EncodedBlockCache(capacity: 0)
        let warmSpace = CodecWorkspace(scratch: ScratchBuffers(keep: 1), blocks: warm)
        let coldSpace = CodecWorkspace(scratch: ScratchBuffers(keep: 1), blocks: cold)
        for top in [UInt8(1), 2, 3, 4, 5] {
            let image = variant(top)
            let reused = try PixelRunPNGCodec.encode(image, filter: .paeth, workspace: warmSpace)
            let fresh = try PixelRunPNGCodec.encode(image, filter: .paeth, workspace: coldSpace)
            #expect(reused == fresh, "top \(top)")
            #expect(try PNGCodec.decode(reused, name: "variant \(top)", library: .libspng) == image)
        }
        #expect(warm.hits >= 6, "the photo blocks were reused from the third picture on (\(warm.hits) hits)")
        #expect(cold.hits == 0)
    }

    @Test func incompressiblePixelsAreStoredWithLittleOverhead() throws {
        let image = TestImages.noise(width: 300, height: 200)
        let data = try PNGCodec.encode(image, settings: .fast)
        let raw = image.height * (image.width * 4 + 1)
        #expect(data.count < raw + raw / 100 + 200, "\(data.count) bytes for \(raw) raw bytes")
        #expect(try PNGCodec.decode(data, name: "noise") == image)
    }

    @Test func fastFilesAreNotMuchLargerThanCompactOnes() throws {
        let image = TestImages.card(width: 600, height: 400)
        let fast = try PNGCodec.encode(image, settings: .fast).count
        let compact = try PNGCodec.encode(image, settings: .compact).count
        #expect(Double(fast) < Double(compact) * 1.25, "fast \(fast) bytes, compact \(compact) bytes")
    }

    @Test(arguments: [PNGWriter.pixelRuns, .libdeflate, .libpng, .libspng])
    func anEmptyImageIsRefusedWithAClearError(writer: PNGWriter) throws {
        let empty = try Bitmap(width: 0, height: 0, pixels: [])
        let error = #expect(throws: ImageCodecError.self) {
            try PNGCodec.encode(empty, settings: PNGEncodingSettings(writer: writer, level: 1, filter: .up))
        }
        #expect(error.map { String(describing: $0).contains("PNG encoding failed") } == true, "\(String(describing: error))")
    }

    @Test func levelsOutsideTheWritersRangeAreRefused() {
        let image = TestImages.pattern()
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(image, settings: .init(writer: .libdeflate, level: 13, filter: .up)) }
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(image, settings: .init(writer: .libpng, level: 10, filter: .up)) }
        #expect(throws: ImageCodecError.self) { try PNGCodec.encode(image, settings: .init(writer: .libspng, level: -1, filter: .up)) }
    }

    @Test func theGoldensSettingsAreUnchanged() throws {
        // Goldens were written with libpng, zlib level 3 and adaptive filters; `compact` must stay so.
        #expect(PNGEncodingSettings.compact == PNGEncodingSettings(writer: .libpng, level: 3, filter: .adaptive))
        let image = TestImages.card()
        #expect(try PNGCodec.encode(image) == PNGCodec.encode(image, settings: .compact))
        #expect(try PNGCodec.encode(image, library: .libspng) == PNGCodec.encode(image, settings: .compact))
    }
}

/// The chunks of a PNG file, read plainly (for tests).
struct PNGChunkList: RandomAccessCollection {
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crc: UInt32
    }

    private var chunks: [Chunk] = []

    init(_ bytes: [UInt8]) {
        func word(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(word(offset))
            guard offset + 12 + length <= bytes.count else { break }
            chunks.append(Chunk(type: String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                                data: Array(bytes[offset + 8..<offset + 8 + length]), crc: word(offset + 8 + length)))
            offset += 12 + length
        }
    }

    var startIndex: Int { chunks.startIndex }
    var endIndex: Int { chunks.endIndex }
    subscript(position: Int) -> Chunk { chunks[position] }
}
