import Drawing
import Foundation

/// Image assets by name: `Image("campaign-organ-donation")` resolves to
/// `Assets/campaign-organ-donation.png` (or `.jpg`, `.jpeg`), looking in Assets/ and then in each
/// of its sub-folders (Assets/Photos …) in name order. Decoded images are cached; safe to share
/// between threads.
public final class AssetCatalog: ImageSizing, @unchecked Sendable {
    /// The Assets folder.
    public let folder: URL
    /// The decoder's size limits.
    public let limits: ImageLimits
    private let lock = NSLock()
    private var cache: [String: DecodedAsset] = [:]

    /// The file extensions tried, in order.
    public static let extensions = ["png", "jpg", "jpeg"]

    /// A catalog over `folder`.
    public init(folder: URL, limits: ImageLimits = .standard) {
        self.folder = folder.standardizedFileURL
        self.limits = limits
    }

    /// The catalog of the project's Assets/ folder, found with `ProjectRoot`.
    public static func project() throws -> AssetCatalog {
        AssetCatalog(folder: try ProjectRoot.locate().appendingPathComponent("Assets", isDirectory: true))
    }

    /// The folders searched, in order.
    public var searchFolders: [URL] {
        let children = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        let subfolders = children.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .filter { $0.lastPathComponent != "fonts" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return [folder] + subfolders
    }

    /// The file of the named asset, or `RasterError.unknownAsset` listing where it looked.
    public func url(named name: String) throws -> URL {
        let folders = searchFolders
        if !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") {
            for folder in folders {
                for fileExtension in AssetCatalog.extensions {
                    let candidate = folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
                    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
                }
            }
        }
        throw RasterError.unknownAsset(name: name, searched: folders.map(\.path))
    }

    /// The decoded image (straight RGBA8) of the named asset.
    public func image(named name: String) throws -> RGBAImage {
        try decoded(named: name).image
    }

    /// The size in points (pixels at 1x) of the named asset.
    public func imageSize(named name: String) throws -> CGSize {
        let image = try image(named: name)
        return CGSize(width: image.width, height: image.height)
    }

    /// The decoded asset with its premultiplied copy, decoding on first use.
    func decoded(named name: String) throws -> DecodedAsset {
        lock.lock()
        let cached = cache[name]
        lock.unlock()
        if let cached { return cached }
        let file = try url(named: name)
        let image = try ImageFile.read(contentsOf: file, limits: limits)
        let asset = DecodedAsset(image: image, premultipliedBGRA: CairoPixels.premultipliedBGRA(from: image))
        lock.lock()
        cache[name] = asset
        lock.unlock()
        return asset
    }
}

/// A decoded image and the same pixels in Cairo's premultiplied native-endian ARGB layout.
struct DecodedAsset: Sendable {
    let image: RGBAImage
    let premultipliedBGRA: [UInt8]
}
