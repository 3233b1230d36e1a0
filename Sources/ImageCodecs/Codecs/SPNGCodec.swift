import Bitmaps
import CSPNG
import Foundation

/// PNG encoding and decoding with libspng, which reports errors as codes (no longjmp).
enum SPNGCodec {
    static func encode(_ image: Bitmap, level: Int, filter: PNGRowFilter) throws -> Data {
        guard (0...9).contains(level) else {
            throw ImageCodecError.encodingFailed(reason: "libspng: zlib compression level \(level) is not between 0 and 9")
        }
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw ImageCodecError.encodingFailed(reason: "libspng could not start")
        }
        defer { spng_ctx_free(context) }
        var header = spng_ihdr(
            width: UInt32(image.width), height: UInt32(image.height), bit_depth: 8,
            color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
            compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1))
        try check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, Int32(level)))
        try check(spng_set_option(context, SPNG_FILTER_CHOICE, Int32(filter.libraryMask)))
        try check(spng_set_ihdr(context, &header))
        try image.pixels.withUnsafeBytes { pixels in
            try check(spng_encode_image(context, pixels.baseAddress, pixels.count, Int32(SPNG_FMT_PNG.rawValue),
                                        Int32(SPNG_ENCODE_FINALIZE.rawValue)))
        }
        var length = 0
        var status: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &status), status == 0 else {
            throw ImageCodecError.encodingFailed(reason: "libspng: " + String(cString: spng_strerror(status)))
        }
        defer { free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    static func decode(_ data: Data, name: String, limits: ImageLimits) throws -> Bitmap {
        if data.isEmpty { throw ImageCodecError.badImage(name: name, reason: "the file is empty") }
        if !PNGSignature.matches(data) { throw ImageCodecError.badImage(name: name, reason: "not a PNG (no PNG signature)") }
        guard let context = spng_ctx_new(0) else {
            throw ImageCodecError.badImage(name: name, reason: "libspng could not start")
        }
        defer { spng_ctx_free(context) }
        return try data.withUnsafeBytes { raw -> Bitmap in
            func fail(_ status: Int32) -> ImageCodecError {
                .badImage(name: name, reason: PNGErrorWording.explain(String(cString: spng_strerror(status))))
            }
            var status = spng_set_png_buffer(context, raw.baseAddress, raw.count)
            guard status == 0 else { throw fail(status) }
            var header = spng_ihdr()
            status = spng_get_ihdr(context, &header)
            guard status == 0 else { throw fail(status) }
            try limits.check(width: Int(header.width), height: Int(header.height), name: name)
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            status = spng_decoded_image_size(context, format, &size)
            guard status == 0 else { throw fail(status) }
            var pixels = [UInt8](repeating: 0, count: size)
            status = pixels.withUnsafeMutableBytes { out in
                spng_decode_image(context, out.baseAddress, out.count, format, Int32(SPNG_DECODE_TRNS.rawValue))
            }
            guard status == 0 else { throw fail(status) }
            return Bitmap(width: Int(header.width), height: Int(header.height), madePixels: pixels)
        }
    }

    private static func check(_ status: Int32) throws {
        if status != 0 { throw ImageCodecError.encodingFailed(reason: "libspng: " + String(cString: spng_strerror(status))) }
    }
}
