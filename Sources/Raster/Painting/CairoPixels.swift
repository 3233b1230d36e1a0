import Foundation

/// Conversions between straight RGBA8 and Cairo's ARGB32 (premultiplied, native-endian 32-bit
/// words, which on little-endian machines are the bytes B, G, R, A). Integer arithmetic with
/// rounding, so results are the same everywhere.
enum CairoPixels {
    /// Premultiplied native-endian ARGB32 words (stride = width × 4) from straight RGBA.
    static func premultipliedBGRA(from image: RGBAImage) -> [UInt8] {
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

    /// Straight RGBA from a Cairo ARGB32 buffer with the given stride.
    static func straightRGBA(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = word >> 24
                    var red = (word >> 16) & 0xff
                    var green = (word >> 8) & 0xff
                    var blue = word & 0xff
                    if alpha != 0 && alpha != 255 {
                        red = min(255, (red * 255 + alpha / 2) / alpha)
                        green = min(255, (green * 255 + alpha / 2) / alpha)
                        blue = min(255, (blue * 255 + alpha / 2) / alpha)
                    }
                    let index = (y * width + x) * 4
                    target[index] = UInt8(red)
                    target[index + 1] = UInt8(green)
                    target[index + 2] = UInt8(blue)
                    target[index + 3] = UInt8(alpha)
                }
            }
        }
        return out
    }
}
