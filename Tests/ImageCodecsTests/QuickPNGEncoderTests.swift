import Bitmaps
import CPNG
import Foundation
import ImageCodecs
import Testing

/// `PNGCodec.encodeQuickly` writes standard PNGs: a strict libpng read (which checks every CRC
/// and zlib's Adler-32, unlike the raster's own fast decode) gives back the pixels, over several
/// strips, and a wrong Adler-32 is caught, so the check is real.
@Suite struct QuickPNGEncoderTests {
    /// 700×1600 opaque pixels: about 4.5 MB of rows, so several strips; flat areas, runs of one
    /// pixel, and busy rows of noise.
    func picture() -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: 700 * 1600 * 4)
        var seed: UInt32 = 12345
        for y in 0..<1600 {
            for x in 0..<700 {
                let offset = (y * 700 + x) * 4
                if y % 97 < 20 {  // noise
                    seed = seed &* 1_103_515_245 &+ 12345
                    pixels[offset] = UInt8(truncatingIfNeeded: seed >> 16)
                    pixels[offset + 1] = UInt8(truncatingIfNeeded: seed >> 8)
                    pixels[offset + 2] = UInt8(truncatingIfNeeded: seed >> 24)
                } else {  // bands and bars
                    pixels[offset] = x < 350 ? 242 : 0
                    pixels[offset + 1] = x < 350 ? 242 : 122
                    pixels[offset + 2] = UInt8(y / 7 % 256)
                }
                pixels[offset + 3] = 255
            }
        }
        return try! Bitmap(width: 700, height: 1600, pixels: pixels)
    }

    /// Decodes with libpng's simplified API at its default (strict) settings.
    func strictDecode(_ data: Data) -> [UInt8]? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        return data.withUnsafeBytes { raw -> [UInt8]? in
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else { return nil }
            image.format = 3  // PNG_FORMAT_RGBA
            var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
            let ok = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
            png_image_free(&image)
            return ok != 0 ? pixels : nil
        }
    }

    @Test func aStrictDecoderReadsThePixelsBack() throws {
        let image = picture()
        let encoded = try PNGCodec.encodeQuickly(image)
        #expect(strictDecode(encoded) == image.pixels)
        #expect(try PNGCodec.decode(encoded, name: "quick.png") == image)
        #expect(try PNGCodec.encodeQuickly(image) == encoded, "the same pixels give the same bytes")
        let oneRow = try Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 255])
        #expect(strictDecode(try PNGCodec.encodeQuickly(oneRow)) == oneRow.pixels)
    }

    @Test func rowsDrawnOnDemandGiveTheBytesOfTheWholeImage() throws {
        let image = picture()
        let rowBytes = image.width * 4
        let pixels = image.pixels
        let drawn = try PNGCodec.encodeQuickly(width: image.width, height: image.height) { rows in
            Array(pixels[(rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes)])
        }
        #expect(drawn == (try PNGCodec.encodeQuickly(image)))
        #expect(throws: ImageCodecError.self, "rows of the wrong length are an error, not a picture") {
            try PNGCodec.encodeQuickly(width: 4, height: 4) { _ in [0, 0, 0] }
        }
    }

    @Test func aWrongAdlerChecksumIsNoticed() throws {
        let encoded = [UInt8](try PNGCodec.encodeQuickly(picture()))
        #expect(strictDecode(Data(rechecked(encoded, flippingAdler: false))) != nil, "the chunk CRC is recomputed right")
        #expect(strictDecode(Data(rechecked(encoded, flippingAdler: true))) == nil)
    }

    /// The file with its last IDAT chunk's CRC recomputed, after flipping a bit of the Adler-32 if asked.
    private func rechecked(_ encoded: [UInt8], flippingAdler: Bool) -> [UInt8] {
        var bytes = encoded
        // The file ends: ... Adler-32 (4) | IDAT CRC (4) | IEND chunk (12).
        if flippingAdler { bytes[bytes.count - 12 - 4 - 4] ^= 0x01 }
        // Recompute the last IDAT chunk's CRC so only the Adler-32 is wrong.
        var start = 8
        var lastIDAT = 0
        while start < bytes.count {
            let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            if bytes[(start + 4)..<(start + 8)].elementsEqual("IDAT".utf8) { lastIDAT = start }
            start += 12 + length
        }
        let length = Int(bytes[lastIDAT]) << 24 | Int(bytes[lastIDAT + 1]) << 16 | Int(bytes[lastIDAT + 2]) << 8 | Int(bytes[lastIDAT + 3])
        let crc = crc32(Array(bytes[(lastIDAT + 4)..<(lastIDAT + 8 + length)]))
        for index in 0..<4 { bytes[lastIDAT + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        return bytes
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffffffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xedb88320 : 0) }
        }
        return ~crc
    }
}
