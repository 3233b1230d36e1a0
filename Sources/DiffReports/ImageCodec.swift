import Bitmaps
import Foundation
import PixelDiff

/// How files become pixels and pixels become files; injected so this module needs no codec
/// (the Raster module provides the PNG one, tests use a trivial raw format).
public struct ImageCodec: Sendable {
    /// Decodes a file's bytes; the string is the file's display path, for error messages.
    public var decode: @Sendable (Data, String) throws -> Bitmap
    /// Encodes a diff or composite image.
    public var encode: @Sendable (Bitmap) throws -> Data
    /// The extension of files this codec reads and writes, without the dot (`png`).
    public var fileExtension: String
    /// Encodes a `width × height` picture drawn on demand (the composite), when the codec can:
    /// the closure returns the RGBA bytes of a range of rows and may be called from several
    /// threads. `nil`: the picture is drawn whole and given to ``encode``.
    public var encodeRows: (@Sendable (Int, Int, @escaping @Sendable (Range<Int>) -> [UInt8]) throws -> Data)?

    /// A codec from its two functions.
    public init(
        fileExtension: String = "png",
        decode: @escaping @Sendable (Data, String) throws -> Bitmap,
        encode: @escaping @Sendable (Bitmap) throws -> Data,
        encodeRows: (@Sendable (Int, Int, @escaping @Sendable (Range<Int>) -> [UInt8]) throws -> Data)? = nil
    ) {
        self.fileExtension = fileExtension
        self.decode = decode
        self.encode = encode
        self.encodeRows = encodeRows
    }

    /// The MIME type for a data URI of this codec's files.
    var mimeType: String { Self.mimeType(forExtension: fileExtension) }

    static func mimeType(forExtension fileExtension: String) -> String {
        switch fileExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        case "gif": return "image/gif"
        default: return "application/octet-stream"
        }
    }
}
