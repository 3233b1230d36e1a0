import Foundation

/// Everything the raster itself can refuse (fonts, resources, assets, the canvas, fingerprints),
/// each with a message that names the file or value and says what is wrong. Decoding, encoding
/// and file writing fail with ImageCodecs' `ImageCodecError`.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// No asset has this name.
    case unknownAsset(name: String, searched: [String])
    /// An asset catalog's image set that cannot be read or lists nothing drawable.
    case badImageSet(file: String, reason: String)
    /// A font file the pinned text stack needs is missing.
    case missingFont(file: String, searched: [String])
    /// The font configuration could not be loaded.
    case fontConfiguration(reason: String)
    /// The page cannot be drawn at this size and scale.
    case badCanvas(reason: String)
    /// The folder of a target's SwiftPM resources is not beside the running program.
    case missingResources(path: String)
    /// A stored renderer fingerprint could not be read.
    case invalidFingerprint(reason: String)

    /// The human-readable message.
    public var description: String {
        switch self {
        case .unknownAsset(let name, let searched):
            return "unknown image asset \"\(name)\": no \(name).png, \(name).jpg, \(name).jpeg or \(name).imageset in "
                + searched.joined(separator: ", ")
        case .badImageSet(let file, let reason):
            return "image set \(file): \(reason)"
        case .missingFont(let file, let searched):
            return "missing font file \(file) (looked in \(searched.joined(separator: ", "))); run Scripts/setup.sh to install the fonts"
        case .fontConfiguration(let reason):
            return "font configuration: \(reason)"
        case .badCanvas(let reason):
            return "cannot draw: \(reason)"
        case .missingResources(let path):
            return "missing resource bundle \(path): the fonts.conf and photographs the renderer needs are not beside "
                + "the program; keep the .resources folders next to the program when copying it (Scripts/build-release.sh does)"
        case .invalidFingerprint(let reason):
            return "renderer fingerprint: \(reason)"
        }
    }

    /// The same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
