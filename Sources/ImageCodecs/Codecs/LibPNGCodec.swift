import Bitmaps
import CCodecShims
import CPNG
import Foundation

/// PNG encoding and decoding with libpng, through the C shim that recovers from libpng errors.
enum LibPNGCodec {
    static func encode(_ image: Bitmap, level: Int, filter: PNGRowFilter) throws -> Data {
        guard (0...9).contains(level) else {
            throw ImageCodecError.encodingFailed(reason: "libpng: zlib compression level \(level) is not between 0 and 9")
        }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let filters = Int32(filter.libraryMask)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            nhs_png_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                                Int32(level), filters, &output, &size, &message, message.count)
        }
        guard status == 0, let output else {
            throw ImageCodecError.encodingFailed(reason: "libpng: " + shimMessage(message))
        }
        defer { nhs_shim_free(output) }
        return Data(bytes: output, count: size)
    }

    static func decode(_ data: Data, name: String, limits: ImageLimits) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        return try data.withUnsafeBytes { raw -> Bitmap in
            let bytes = raw.bindMemory(to: UInt8.self)
            var width: UInt32 = 0
            var height: UInt32 = 0
            guard nhs_png_read_size(bytes.baseAddress, bytes.count, &width, &height, &message, message.count) == 0 else {
                throw ImageCodecError.badImage(name: name, reason: PNGErrorWording.explain(shimMessage(message)))
            }
            try limits.check(width: Int(width), height: Int(height), name: name)
            // Not zero-filled first: on success libpng writes every byte; on failure the buffer is dropped.
            var status: Int32 = 1
            let pixels = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) { out, initialised in
                status = nhs_png_decode_rgba(bytes.baseAddress, bytes.count, out.baseAddress, out.count, &message, message.count)
                initialised = out.count
            }
            guard status == 0 else {
                throw ImageCodecError.badImage(name: name, reason: PNGErrorWording.explain(shimMessage(message)))
            }
            return Bitmap(width: Int(width), height: Int(height), madePixels: pixels)
        }
    }
}

/// Turns the libraries' terse messages into sentences that say what is wrong with the file.
enum PNGErrorWording {
    static func explain(_ message: String) -> String {
        let lower = message.lowercased()
        if lower.contains("truncated") || lower.contains("end of stream") || lower.contains("eof") {
            return "corrupt PNG: the file ends early (truncated)"
        }
        if lower.hasPrefix("not a png") || lower.hasPrefix("the file is empty") { return message }
        return "corrupt PNG: " + message
    }
}
