import Foundation

/// Everything the codecs and the image-file helpers can refuse, each with a message that names the
/// file or value and says what is wrong. The raster's own refusals (fonts, assets, canvas size)
/// are `ImageCodecError`, in Raster.
public enum ImageCodecError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A file that should exist does not.
    case fileNotFound(path: String)
    /// A file could not be read (or a folder not listed).
    case fileAccess(path: String, reason: String)
    /// A file could not be written: its folder cannot be created or is read-only, the disk is
    /// full, the file is over the size limit, or a part of the path is a file.
    case cannotWrite(path: String, reason: String)
    /// An image file (or in-memory image named `name`) is empty, corrupt, truncated or not an image.
    case badImage(name: String, reason: String)
    /// An image header declares more pixels than the decoder accepts.
    case imageTooLarge(name: String, width: Int, height: Int, limit: String)
    /// A codec failed while encoding.
    case encodingFailed(reason: String)

    /// The human-readable message.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): file not found"
        case .fileAccess(let path, let reason), .cannotWrite(let path, let reason):
            return "\(path): \(reason)"
        case .badImage(let name, let reason):
            return "\(name): \(reason)"
        case .imageTooLarge(let name, let width, let height, let limit):
            return "\(name): the header declares \(width)×\(height) pixels, over the limit of \(limit); refused before decoding"
        case .encodingFailed(let reason):
            return "PNG encoding failed: \(reason)"
        }
    }

    /// The same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
