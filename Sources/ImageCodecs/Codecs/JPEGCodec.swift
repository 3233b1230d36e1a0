import Bitmaps
import CCodecShims
import Foundation

/// JPEG decoding with libjpeg-turbo, through the C shim that turns its errors (and its warnings
/// about damaged data) into thrown errors.
enum JPEGCodec {
    static func decode(_ data: Data, name: String, limits: ImageLimits) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        return try data.withUnsafeBytes { raw -> Bitmap in
            let bytes = raw.bindMemory(to: UInt8.self)
            var width: UInt32 = 0
            var height: UInt32 = 0
            guard nhs_jpeg_read_size(bytes.baseAddress, bytes.count, &width, &height, &message, message.count) == 0 else {
                throw ImageCodecError.badImage(name: name, reason: explain(shimMessage(message)))
            }
            try limits.check(width: Int(width), height: Int(height), name: name)
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { out in
                nhs_jpeg_decode_rgba(bytes.baseAddress, bytes.count, out.baseAddress, out.count, &message, message.count)
            }
            guard status == 0 else { throw ImageCodecError.badImage(name: name, reason: explain(shimMessage(message))) }
            return Bitmap(width: Int(width), height: Int(height), madePixels: pixels)
        }
    }

    private static func explain(_ message: String) -> String {
        let lower = message.lowercased()
        if lower.contains("premature end") || lower.contains("empty input") {
            return "corrupt JPEG: the file ends early (truncated): " + message
        }
        if lower.hasPrefix("not a jpeg") || lower.hasPrefix("the file is empty") { return message }
        return "corrupt JPEG: " + message
    }
}
