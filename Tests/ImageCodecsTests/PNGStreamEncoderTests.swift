import Bitmaps
import Foundation
@testable import ImageCodecs
import Testing

/// A PNG encoded a band at a time must be the bytes of the whole image encoded at once with the
/// same settings, however the rows are cut; a stream that fails leaves no file.
@Suite struct PNGStreamEncoderTests {
    /// A tall page: several `pixelRuns` blocks (218 rows each at 300 px), noisy "photo" rows that
    /// fill blocks with literals (the block cache), a translucent stretch, repeated flat rows and
    /// short noisy "text" runs.
    private static let tall = page(width: 300, height: 700)

    /// The page above at any size, made quickly (tests run unoptimised).
    static func page(width: Int, height: Int) -> Bitmap {
        var noise = TestImages.Noise(seed: UInt64(width * 31 + height))
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                for x in 0..<width {
                    let at = (y * width + x) * 4
                    var pixel: (UInt8, UInt8, UInt8, UInt8) = (240, 244, 245, 255)
                    if y % 97 > 60 && x % 50 > 5 { pixel = (255, 255, 255, 255) }
                    if (150..<420).contains(y) && x > width / 10 {
                        let base = UInt8(truncatingIfNeeded: x / 3 + y)
                        pixel = (base &+ noise.next() % 16, base / 2 &+ noise.next() % 8, 200 &- base / 3, 255)
                    }
                    if (500..<520).contains(y) { pixel.3 = UInt8(truncatingIfNeeded: x * 3) }
                    if y % 18 < 9 && x < width / 2 && noise.next() % 5 == 0 { pixel = (33, 43, 50, 255) }
                    buffer[at] = pixel.0; buffer[at + 1] = pixel.1; buffer[at + 2] = pixel.2; buffer[at + 3] = pixel.3
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, madePixels: pixels)
    }

    private static let settings: [PNGEncodingSettings] = [
        .fast, .compact,
        PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: .adaptive),
        PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: .paeth),
        PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: .none),
        PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: .sub),
        PNGEncodingSettings(writer: .libpng, level: 0, filter: .up),
        PNGEncodingSettings(writer: .libpng, level: 9, filter: .paeth),
        PNGEncodingSettings(writer: .libspng, level: 3, filter: .adaptive),
        PNGEncodingSettings(writer: .libdeflate, level: 6, filter: .up),
    ]

    @Test(arguments: settings)
    func bandsOfAnyHeightGiveTheBytesOfTheWholeImage(settings: PNGEncodingSettings) throws {
        let images = [PNGStreamEncoderTests.tall, TestImages.pattern(), TestImages.noise(width: 7, height: 90),
                      Bitmap(width: 1, height: 1, red: 9, green: 8, blue: 7, alpha: 6), PNGStreamEncoderTests.page(width: 1, height: 40),
                      PNGStreamEncoderTests.page(width: 2_000, height: 70)]
        for image in images {
            let whole = try PNGCodec.encode(image, settings: settings, workspace: CodecWorkspace())
            for band in [1, 2, 3, 17, 64, 128, 219, 299, 4_096] {
                let streamed = try PNGStreamEncoder.encode(image, bandHeight: band, settings: settings, workspace: CodecWorkspace())
                #expect(streamed == whole, "\(settings), \(image.width)×\(image.height) in bands of \(band) rows")
            }
        }
    }

    @Test func aSharedWorkspaceChangesNoByte() throws {
        let workspace = CodecWorkspace()
        let image = PNGStreamEncoderTests.tall
        let whole = try PNGCodec.encode(image, settings: .fast, workspace: CodecWorkspace())
        for band in [5, 37, 700, 5, 37] {
            #expect(try PNGStreamEncoder.encode(image, bandHeight: band, settings: .fast, workspace: workspace) == whole)
            #expect(try PNGCodec.encode(image, settings: .fast, workspace: workspace) == whole)
        }
        #expect(workspace.blocks.hits > 0, "the photo's blocks were found in the cache")
    }

    @Test func imageDataIsCutIntoChunksAsTheWholeFileCutsIt() throws {
        let stream = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for limit in [1, 7, 100, 999, 1_000, 1_001] {
            var whole = PNGChunkWriter(capacity: 2_000)
            whole.appendRGBAHeader(width: 3, height: 2)
            stream.withUnsafeBufferPointer { whole.appendImageData($0, limit: limit) }
            whole.appendEnd()
            for piece in [1, 13, 1_000] {
                let output = PNGMemoryOutput()
                let chunks = try ImageDataChunks(output: output, width: 3, height: 2, limit: limit)
                for start in stride(from: 0, to: stream.count, by: piece) {
                    try stream[start..<min(stream.count, start + piece)].withUnsafeBytes { try chunks.append($0) }
                }
                try chunks.finish()
                #expect(output.data == whole.bytes, "chunks of \(limit) bytes, pieces of \(piece)")
            }
        }
    }

    @Test func tooManyOrTooFewRowsAreRefused() throws {
        let image = TestImages.pattern(width: 5, height: 4)
        for settings in [PNGEncodingSettings.fast, .compact] {
            let encoder = try PNGStreamEncoder(width: 5, height: 4, settings: settings, workspace: CodecWorkspace(), output: PNGMemoryOutput())
            try image.pixels.withUnsafeBytes { try encoder.append(rows: $0, count: 3) }
            #expect(throws: ImageCodecError.self) { try encoder.finish() }
            let tooMany = try #require(throws: ImageCodecError.self) {
                try image.pixels.withUnsafeBytes { try encoder.append(rows: $0, count: 2) }
            }
            #expect("\(tooMany)".contains("4 rows tall"), "\(tooMany)")
            #expect(throws: ImageCodecError.self) { try PNGStreamEncoder(width: 0, height: 4, settings: settings, workspace: CodecWorkspace(), output: PNGMemoryOutput()) }
        }
    }

    @Test func aStreamedFileAppearsOnlyWhenCommitted() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("deeper/tall.png")
        let image = PNGStreamEncoderTests.tall
        let file = try AtomicFileStream(to: target)
        let encoder = try PNGStreamEncoder(width: image.width, height: image.height, settings: .fast, workspace: CodecWorkspace(), output: file)
        try image.pixels.withUnsafeBytes { raw in
            for top in stride(from: 0, to: image.height, by: 100) {
                try encoder.append(rows: UnsafeRawBufferPointer(rebasing: raw[(top * image.stride)...]), count: min(100, image.height - top))
                #expect(!FileManager.default.fileExists(atPath: target.path), "nothing at the destination before the commit")
            }
        }
        try encoder.finish()
        try file.commit()
        #expect(try Data(contentsOf: target) == PNGCodec.encode(image, settings: .fast))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["tall.png"])
    }

    @Test func aStreamThatFailsHalfWayLeavesNoFile() throws {
        let folder = try TestSupport.temporaryFolder()
        let target = folder.appendingPathComponent("tall.png")
        try Data("the old file".utf8).write(to: target)
        let image = PNGStreamEncoderTests.tall
        for settings in [PNGEncodingSettings.fast, .compact] {
            func failHalfWay() throws {
                let file = try AtomicFileStream(to: target)
                let encoder = try PNGStreamEncoder(width: image.width, height: image.height, settings: settings,
                                                   workspace: CodecWorkspace(), output: file)
                try image.pixels.withUnsafeBytes { try encoder.append(rows: $0, count: 400) }
                #expect(file.byteCount > 0)
                try image.pixels.withUnsafeBytes { try encoder.append(rows: $0, count: 400) }  // past the last row: throws
                try encoder.finish()
                try file.commit()
            }
            #expect(throws: ImageCodecError.self) { try failHalfWay() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tall.png"], "no temporary file is left")
            #expect(try Data(contentsOf: target) == Data("the old file".utf8), "the old file is untouched")
        }
    }

    @Test func aBadPathNamesThePathAndLeavesNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let error = try #require(throws: ImageCodecError.self) { try AtomicFileStream(to: blocker.appendingPathComponent("tall.png")) }
        #expect("\(error)".contains("not-a-folder"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
    }

    @Test func aDiscardedOrCommittedStreamRefusesMoreBytes() throws {
        let folder = try TestSupport.temporaryFolder()
        let file = try AtomicFileStream(to: folder.appendingPathComponent("a.bin"))
        try file.append(Data("abc".utf8))
        try file.overwrite([0x41], at: 1)
        try file.commit()
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.bin")) == Data("aAc".utf8))
        let error = try #require(throws: ImageCodecError.self) { try file.append(Data("d".utf8)) }
        #expect("\(error)".contains("a.bin"), "\(error)")
    }
}
