import CPNG
import Foundation

/// Writes PNG files of any colour type, bit depth and interlacing with libpng, for decoder tests.
/// Rows are given in the PNG's own sample layout (packed for depths under 8, big-endian for 16).
enum PNGFixtures {
    enum ColorType: Int32 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    private final class Sink {
        var bytes: [UInt8] = []
    }

    static func encode(width: Int, height: Int, colorType: ColorType, bitDepth: Int32, rows: [[UInt8]],
                       palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = [],
                       greyKey: UInt16? = nil, interlaced: Bool = false, filters: Int32? = nil) -> Data {
        var png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        var info = png_create_info_struct(png)
        let sink = Sink()
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, nil)
        png_set_IHDR(png, info, UInt32(width), UInt32(height), bitDepth, colorType.rawValue,
                     interlaced ? 1 : 0, 0, 0)
        if let filters { png_set_filter(png, 0, filters) } // libpng's mask: none 0x08 … Paeth 0x80, all 0xf8
        if !palette.isEmpty {
            var colors = palette.map { png_color(red: $0.0, green: $0.1, blue: $0.2) }
            png_set_PLTE(png, info, &colors, Int32(colors.count))
        }
        if !transparency.isEmpty {
            var alphas = transparency
            png_set_tRNS(png, info, &alphas, Int32(alphas.count), nil)
        }
        if let greyKey {
            var key = png_color_16(index: 0, red: 0, green: 0, blue: 0, gray: greyKey)
            png_set_tRNS(png, info, nil, 0, &key)
        }
        png_write_info(png, info)
        let total = rows.reduce(0) { $0 + $1.count }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, total))
        defer { storage.deallocate() }
        var pointers: [UnsafeMutablePointer<UInt8>?] = []
        var offset = 0
        for row in rows {
            (storage + offset).initialize(from: row, count: row.count)
            pointers.append(storage + offset)
            offset += row.count
        }
        pointers.withUnsafeMutableBufferPointer { png_write_image(png, $0.baseAddress) }
        png_write_end(png, nil)
        png_destroy_write_struct(&png, &info)
        return Data(sink.bytes)
    }

    /// A PNG whose IHDR declares `width`×`height` RGBA pixels, with no image data: enough for a
    /// decoder to read the header and refuse it.
    static func headerOnly(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ body: [UInt8]) {
            bytes += bigEndian(UInt32(body.count))
            let typed = Array(type.utf8) + body
            bytes += typed + bigEndian(CRC32.checksum(typed))
        }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        chunk("IEND", [])
        return Data(bytes)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// The chunk types of a PNG, in order.
    static func chunkTypes(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}

/// The CRC-32 PNG chunks carry.
enum CRC32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return crc ^ 0xffff_ffff
    }
}
