import Foundation

/// Everything the raster can refuse, each with a message that names the file or value and says
/// what is wrong.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
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
    /// No asset has this name.
    case unknownAsset(name: String, searched: [String])
    /// A font file the pinned text stack needs is missing.
    case missingFont(file: String, searched: [String])
    /// The font configuration could not be loaded.
    case fontConfiguration(reason: String)
    /// The page cannot be drawn at this size and scale.
    case badCanvas(reason: String)
    /// The folder of a target's SwiftPM resources is not beside the running program.
    case missingResources(path: String)
    /// A codec failed while encoding.
    case encodingFailed(reason: String)
    /// A stored renderer fingerprint could not be read.
    case invalidFingerprint(reason: String)

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
        case .unknownAsset(let name, let searched):
            return "unknown image asset \"\(name)\": no \(name).png, \(name).jpg or \(name).jpeg in "
                + searched.joined(separator: ", ")
        case .missingFont(let file, let searched):
            return "missing font file \(file) (looked in \(searched.joined(separator: ", "))); run Scripts/setup.sh to install the fonts"
        case .fontConfiguration(let reason):
            return "font configuration: \(reason)"
        case .badCanvas(let reason):
            return "cannot draw: \(reason)"
        case .missingResources(let path):
            return "missing resource bundle \(path): the fonts.conf and photographs the renderer needs are not beside "
                + "the program; keep the .resources folders next to the program when copying it (Scripts/build-release.sh does)"
        case .encodingFailed(let reason):
            return "PNG encoding failed: \(reason)"
        case .invalidFingerprint(let reason):
            return "renderer fingerprint: \(reason)"
        }
    }

    /// The same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
