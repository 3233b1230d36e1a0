import Bitmaps
import CRasterShims
import Foundation
import ImageCodecs

/// Conversions between straight RGBA8 and Cairo's ARGB32 (premultiplied, native-endian 32-bit
/// words, which on little-endian machines are the bytes B, G, R, A). Integer arithmetic with
/// rounding, so results are the same everywhere.
enum CairoPixels {
    /// Premultiplied native-endian ARGB32 words (stride = width × 4) from straight RGBA.
    static func premultipliedBGRA(from image: Bitmap) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                var index = 0
                while index < source.count {
                    let alpha = UInt32(source[index + 3])
                    let red = (UInt32(source[index]) * alpha + 127) / 255
                    let green = (UInt32(source[index + 1]) * alpha + 127) / 255
                    let blue = (UInt32(source[index + 2]) * alpha + 127) / 255
                    let word = (alpha << 24) | (red << 16) | (green << 8) | blue
                    UnsafeMutableRawPointer(target.baseAddress!).storeBytes(of: word, toByteOffset: index, as: UInt32.self)
                    index += 4
                }
            }
        }
        return out
    }

    /// Straight RGBA from a Cairo ARGB32 buffer with the given stride. Each row is first converted
    /// as if opaque (a byte shuffle, `nhs_cairo_row_to_rgba`: B, G, R, A words become R, G, B, A),
    /// which also says whether every pixel of the row is opaque; only rows with some pixel that is
    /// not get a second pass that divides by alpha, rounding to nearest. Fully transparent pixels
    /// keep their (zero) colour.
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        let count = width * height * 4
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            straightRGBA(from: data, width: width, height: height, stride: stride, into: UnsafeMutableRawPointer(buffer.baseAddress!))
            initialized = count
        }
    }

    /// The same conversion into `target`, rows of `width` × 4 bytes one after another; `target`
    /// may be `data` itself (converted in place). `shuffle` picks the byte shuffle (an
    /// `NHS_SHUFFLE_` value; every one gives the same bytes, tests compare them).
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                             into target: UnsafeMutableRawPointer, shuffle: Int32 = Int32(NHS_SHUFFLE_BEST)) {
        for y in 0..<height {
            let row = (target + y * width * 4).assumingMemoryBound(to: UInt8.self)
            let all = nhs_cairo_row_to_rgba(data + y * stride, row, width, shuffle)
            if all >> 24 != 0xFF {
                unpremultiply(row: row, width: width)
            }
        }
    }

    /// Divides the colour of every partly transparent pixel of a row of premultiplied RGBA by its alpha.
    private static func unpremultiply(row: UnsafeMutablePointer<UInt8>, width: Int) {
        for x in 0..<width {
            let pixel = row + x * 4
            let alpha = UInt32(pixel[3])
            guard alpha != 0 && alpha != 255 else { continue }
            for channel in 0..<3 {
                pixel[channel] = UInt8(min(255, (UInt32(pixel[channel]) * 255 + alpha / 2) / alpha))
            }
        }
    }
}
