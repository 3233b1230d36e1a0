import Bitmaps
import Foundation

/// Decodes PNG or JPEG bytes, told apart by their signature, into straight RGBA8.
public enum ImageDecoder {
    /// Decodes `data`; `name` is used in error messages. Anything that is not a PNG or JPEG
    /// (an empty file, an HTML page) is refused with a message saying what it is.
    /// PNG decoding borrows `workspace`'s memory (a fresh workspace when not given).
    public static func decode(_ data: Data, name: String, limits: ImageLimits = .standard,
                              workspace: CodecWorkspace = CodecWorkspace()) throws -> Bitmap {
        if PNGSignature.matches(data) { return try PNGCodec.decode(data, name: name, limits: limits, workspace: workspace) }
        if JPEGSignature.matches(data) { return try JPEGCodec.decode(data, name: name, limits: limits) }
        throw ImageCodecError.badImage(name: name, reason: NotAnImage.describe(data))
    }
}
