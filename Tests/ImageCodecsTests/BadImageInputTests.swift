import Bitmaps
import CodecTestSupport
import Foundation
import ImageCodecs
import Testing

/// Every bad image input is a thrown `ImageCodecError` that names the file and says what is wrong.
@Suite struct BadImageInputTests {
    private func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func missingFile() throws {
        let path = try TestSupport.temporaryFolder().appendingPathComponent("nowhere.png")
        let text = try #require(message { try ImageFile.read(contentsOf: path) })
        #expect(text.contains("nowhere.png") && text.contains("not found"))
    }

    @Test func emptyFile() throws {
        let path = try TestSupport.temporaryFolder().appendingPathComponent("empty.png")
        try Data().write(to: path)
        let text = try #require(message { try ImageFile.read(contentsOf: path) })
        #expect(text.contains("empty.png") && text.contains("empty"))
    }

    @Test func htmlPageNamedPNG() throws {
        let path = TestSupport.fixtures.appendingPathComponent("not-a-png.png")
        let text = try #require(message { try ImageFile.read(contentsOf: path) })
        #expect(text.contains("not-a-png.png") && text.contains("not an image") && text.contains("HTML"))
    }

    @Test(arguments: PNGLibrary.allCases)
    func truncatedPNG(library: PNGLibrary) throws {
        let path = TestSupport.fixtures.appendingPathComponent("truncated.png")
        let data = try Data(contentsOf: path)
        let text = try #require(message { try PNGCodec.decode(data, name: path.path, library: library) })
        #expect(text.contains("truncated.png") && text.contains("truncated"), "\(text)")
    }

    @Test(arguments: PNGLibrary.allCases)
    func corruptPNG(library: PNGLibrary) throws {
        var bytes = [UInt8](try PNGCodec.encode(Bitmap(width: 40, height: 40, red: 10, green: 20, blue: 30, alpha: 255)))
        bytes[bytes.count - 20] ^= 0xff
        let text = try #require(message { try PNGCodec.decode(Data(bytes), name: "flipped.png", library: library) })
        #expect(text.hasPrefix("flipped.png: corrupt PNG"), "\(text)")
    }

    @Test(arguments: PNGLibrary.allCases)
    func absurdPNGDimensionsAreRefusedFromTheHeader(library: PNGLibrary) throws {
        let data = PNGFixtures.headerOnly(width: 100_000, height: 100_000)
        #expect(throws: ImageCodecError.imageTooLarge(name: "huge.png", width: 100_000, height: 100_000, limit: ImageLimits.standard.summary)) {
            try PNGCodec.decode(data, name: "huge.png", library: library)
        }
    }

    @Test func absurdJPEGDimensionsAreRefusedFromTheHeader() throws {
        let small = JPEGFixtures.encode(width: 8, height: 8, grey: true, samples: [UInt8](repeating: 100, count: 64))
        let data = JPEGFixtures.withDeclaredSize(small, width: 65_000, height: 60_000)
        #expect(throws: ImageCodecError.imageTooLarge(name: "huge.jpg", width: 65_000, height: 60_000, limit: ImageLimits.standard.summary)) {
            try ImageDecoder.decode(data, name: "huge.jpg")
        }
    }

    @Test func truncatedJPEG() throws {
        let samples = (0..<(64 * 64 * 3)).map { UInt8(($0 * 7) & 0xff) }
        let data = JPEGFixtures.encode(width: 64, height: 64, grey: false, samples: samples)
        let text = try #require(message { try ImageDecoder.decode(data.prefix(data.count / 2), name: "cut.jpg") })
        #expect(text.hasPrefix("cut.jpg: corrupt JPEG") && text.contains("truncated"), "\(text)")
    }

    @Test func randomBytesAreNotAnImage() throws {
        let text = try #require(message { try ImageDecoder.decode(Data([0x00, 0x01, 0x02, 0xfe, 0xff]), name: "noise.bin") })
        #expect(text.hasPrefix("noise.bin: not a PNG or JPEG image"))
    }
}
