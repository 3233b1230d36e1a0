import Bitmaps
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
    /// as if opaque (a byte swap the compiler vectorises: B, G, R, A words become R, G, B, A), while
    /// noting whether any pixel is partly transparent; only such rows get a second pass that divides
    /// by alpha, rounding to nearest. Fully transparent pixels keep their (zero) colour.
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        let count = width * height * 4
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            straightRGBA(from: data, width: width, height: height, stride: stride, into: UnsafeMutableRawPointer(buffer.baseAddress!))
            initialized = count
        }
    }

    /// The same conversion into `target`, rows of `width` × 4 bytes one after another.
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                             into target: UnsafeMutableRawPointer) {
        // Eight pixels at a time in explicit vectors: the conversion runs in place (source and
        // target the same memory), where a loop left to the auto-vectoriser falls back to one
        // pixel at a time because the two may overlap.
        let greenAlpha = SIMD8<UInt32>(repeating: 0xff00_ff00), low = SIMD8<UInt32>(repeating: 0xff)
        let alphaOne = SIMD8<UInt32>(repeating: 0x0100_0000), notOpaqueOrClear = SIMD8<UInt32>(repeating: 0xfe00_0000)
        for y in 0..<height {
            let source = UnsafeRawPointer(data + y * stride)
            let row = target + y * width * 4
            var lanes = SIMD8<UInt32>(repeating: 0)
            var start = 0
            while start + 8 <= width {
                let words = source.loadUnaligned(fromByteOffset: start * 4, as: SIMD8<UInt32>.self)
                // (Not as a rotation by 16 bits: the compiler turns that into one lane at a time.)
                let swapped = words & greenAlpha | (words &>> 16) & low | (words & low) &<< 16
                row.storeBytes(of: swapped, toByteOffset: start * 4, as: SIMD8<UInt32>.self)
                // Alpha + 1 in the top byte, carry dropped: 0 for alpha 255, 1 for 0; bits 25…31
                // are zero for those two only.
                lanes |= (words &+ alphaOne) & notOpaqueOrClear
                start += 8
            }
            // (Any lane, not the lanes' sum: top-byte values can add up to a multiple of 2³².)
            var partlyTransparent: UInt32 = any(lanes .!= SIMD8<UInt32>(repeating: 0)) ? 1 : 0
            for x in start..<width {
                let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let swapped = word & 0xff00_ff00 | (word >> 16) & 0xff | (word & 0xff) << 16
                row.storeBytes(of: swapped.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                partlyTransparent |= ((word >> 24) &+ 1) & 0xfe // zero for alpha 255 (256) and alpha 0 (1)
            }
            if partlyTransparent != 0 {
                unpremultiply(row: row.assumingMemoryBound(to: UInt8.self), width: width)
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
