import Foundation
import SnapshotDiff

/// PNG files for the tests (fake renders, diff fixtures), written by hand so every colour type and bit depth can be made:
/// rows unfiltered, deflate "stored" blocks, real CRCs and Adler-32.
public enum DiffPNG {
    /// The PNG colour types.
    public enum ColourType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    /// A PNG from raw scanlines (without filter bytes) and optional palette / transparency chunks.
    public static func encode(width: Int, height: Int, colourType: ColourType, bitDepth: UInt8, rows: [[UInt8]],
                       palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colourType.rawValue, 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// An 8-bit RGBA PNG of `pixels` (`width × height × 4` bytes).
    public static func rgba(width: Int, height: Int, _ pixels: [UInt8]) -> Data {
        let stride = width * 4
        return encode(width: width, height: height, colourType: .rgba, bitDepth: 8,
                      rows: (0..<height).map { Array(pixels[($0 * stride)..<(($0 + 1) * stride)]) })
    }

    /// A picture: white with a coloured bar across rows 1–2, opaque.
    public static func card(width: Int = 12, height: Int = 6, bar: (UInt8, UInt8, UInt8) = (0, 122, 255)) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 1...2 {
            for x in 1..<(width - 1) {
                let offset = (y * width + x) * 4
                pixels[offset] = bar.0
                pixels[offset + 1] = bar.1
                pixels[offset + 2] = bar.2
            }
        }
        return pixels
    }

    /// An IHDR that declares `width × height` followed by a tiny IDAT and IEND.
    public static func header(width: UInt32, height: UInt32) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlibStored([0, 0, 0, 0, 0]))
        png += chunk("IEND", [])
        return Data(png)
    }

    public static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        return zlib + bigEndian(adler32(raw))
    }

    public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffffffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xedb88320 : 0) }
        }
        return ~crc
    }
}

/// Runs `nhs-snapshots diff` / `report` in a folder and keeps what it printed.
public struct DiffCLIRun {
    public let code: Int32
    public let output: String
    public let errors: String

    /// `diff ARGUMENTS` with `folder` as the working directory.
    public static func diff(_ arguments: [String], in folder: URL) -> DiffCLIRun {
        let printed = PrintedText(), complaints = PrintedText()
        let code = DiffCommand.main(arguments, workingDirectory: folder, output: { printed.append($0) },
                                    errors: { complaints.append($0) })
        return DiffCLIRun(code: code, output: printed.value, errors: complaints.value)
    }

    /// `report ARGUMENTS` with `folder` as the working directory.
    public static func report(_ arguments: [String], in folder: URL) -> DiffCLIRun {
        let printed = PrintedText(), complaints = PrintedText()
        let code = ReportCommand.main(arguments, workingDirectory: folder, output: { printed.append($0) },
                                      errors: { complaints.append($0) })
        return DiffCLIRun(code: code, output: printed.value, errors: complaints.value)
    }
}

extension TemporaryFolder {
    /// Writes `data` at a relative path, creating folders.
    @discardableResult
    public func put(_ data: Data, at path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// The text of a file below the folder.
    public func text(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a file exists below the folder.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }
}
