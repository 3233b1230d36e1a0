import Bitmaps
import Foundation
import PixelDiff
@testable import DiffReports

/// A trivial image format for tests: `RAW1`, width and height as 32-bit little-endian, RGBA bytes.
enum RawCodec {
    struct BadFile: Error, CustomStringConvertible {
        let description: String
    }

    static let codec = ImageCodec(
        fileExtension: "raw",
        decode: { data, path in try decode(data, path) },
        encode: { image in encode(image) })

    static func encode(_ image: Bitmap) -> Data {
        var data = Data("RAW1".utf8)
        for value in [UInt32(image.width), UInt32(image.height)] {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        return data + Data(image.pixels)
    }

    static func decode(_ data: Data, _ path: String) throws -> Bitmap {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x41, 0x57, 0x31] else {
            throw BadFile(description: "not a RAW1 file")
        }
        func word(_ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        return try Bitmap(width: word(4), height: word(8), pixels: Array(bytes[12...]))
    }
}

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("diffreports-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `data` at a relative path, creating folders.
    @discardableResult
    func write(_ data: Data, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Writes an image in the raw test format.
    @discardableResult
    func write(_ image: Bitmap, to path: String) throws -> URL {
        try write(RawCodec.encode(image), to: path)
    }
}

/// Small pictures for the tests.
enum Pictures {
    static func card(_ bar: UInt32 = 0x007AFF, width: Int = 24, height: Int = 16) -> Bitmap {
        var image = Bitmap(width: width, height: height, filledWith: .white)
        image.fill(x: 2, y: 2, width: width - 4, height: 4, with: RGBA8(hex: bar))
        return image
    }
}

extension SnapshotDiffer {
    /// A differ over the raw test codec rooted at `folder`.
    static func raw(_ folder: URL, options: CompareOptions = .exact, parallelism: Int = 2) -> SnapshotDiffer {
        SnapshotDiffer(comparer: EntryComparer(options: options, codec: RawCodec.codec), workingDirectory: folder, parallelism: parallelism)
    }
}
