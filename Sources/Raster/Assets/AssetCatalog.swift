import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import SharedValues

/// Image assets by name: `Image("campaign-organ-donation")` resolves to
/// `campaign-organ-donation.png` (or `.jpg`, `.jpeg`, or an asset catalog's
/// `campaign-organ-donation.imageset`) in the first of the catalog's folders that has it, looking
/// in each folder and then in each of its sub-folders in name order (and through an `.xcassets`
/// catalog's groups); an asset
/// named in a bundle (`Image(_:bundle:)`) is looked for in the bundle's resources first. The project's
/// photographs are the Raster target's `Photos/` resource (`AssetCatalog.project`); a user's own
/// folders go before them. Decoded images are cached; safe to share between threads.
public final class AssetCatalog: ImageSizing, ImageProvider, @unchecked Sendable {
    /// The folders, in search order.
    public let folders: [URL]
    /// The decoder's size limits.
    public let limits: ImageLimits
    private let lock = NSLock()
    private var cache: [AssetKey: DecodedAsset] = [:]
    /// The same decoded assets by file, so two keys that find one file decode it once.
    private var files: [String: DecodedAsset] = [:]

    /// The file extensions tried, in order.
    public static let extensions = ["png", "jpg", "jpeg"]

    /// A catalog over `folder`.
    public convenience init(folder: URL, limits: ImageLimits = .standard) {
        self.init(folders: [folder], limits: limits)
    }

    /// A catalog over `folders`, searched in order.
    public init(folders: [URL], limits: ImageLimits = .standard) {
        self.folders = folders.map(\.standardizedFileURL)
        self.limits = limits
    }

    /// The catalog of `folders` (the user's own, searched first), then the project's photographs,
    /// the Raster target's `Photos/` resource.
    public static func project(before folders: [URL] = []) throws -> AssetCatalog {
        AssetCatalog(folders: folders + [try RasterResources.photosFolder()])
    }

    /// The folders searched, in order: each folder, then its sub-folders in name order.
    public var searchFolders: [URL] {
        AssetCatalog.searchFolders(of: folders)
    }

    /// The folders searched for an asset named in a bundle whose resources are in `bundleFolder`:
    /// that folder and its sub-folders first, then `searchFolders`.
    public func searchFolders(bundleFolder: URL?) -> [URL] {
        guard let bundleFolder else { return searchFolders }
        return AssetCatalog.searchFolders(of: [bundleFolder.standardizedFileURL] + folders)
    }

    /// Each of `folders`, then its sub-folders in name order; an asset catalog (`.xcassets`) among
    /// them is followed by its groups, at any depth, in name order.
    private static func searchFolders(of folders: [URL]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            ([folder] + subfolders(of: folder)).flatMap { [$0] + catalogGroups(of: $0) }
        }
    }

    /// The folders in `folder`, in name order.
    private static func subfolders(of folder: URL) -> [URL] {
        let children = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        return children.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// When `folder` is an asset catalog, its groups (folders that are not assets), depth first,
    /// but not those that provide a namespace: their assets are named through them (`Icons/star`).
    private static func catalogGroups(of folder: URL) -> [URL] {
        guard folder.pathExtension == "xcassets" else { return [] }
        func groups(in folder: URL) -> [URL] {
            subfolders(of: folder).filter { $0.pathExtension.isEmpty && !AssetCatalogNames.providesNamespace($0) }
                .flatMap { [$0] + groups(in: $0) }
        }
        return groups(in: folder)
    }

    /// The file of the named asset, or `RasterError.unknownAsset` listing where it looked.
    public func url(named name: String) throws -> URL {
        try url(named: name, bundleFolder: nil)
    }

    /// The file of the named asset, looked for first in `bundleFolder` (and its sub-folders), or
    /// `RasterError.unknownAsset` listing where it looked.
    public func url(named name: String, bundleFolder: URL?) throws -> URL {
        try located(AssetKey(name: name, bundleFolder: bundleFolder)).file
    }

    /// The file of `asset` and its scale: `name.png` (or `.jpg`, `.jpeg`) at 1x, or the file an
    /// image set `name.imageset` chooses for its appearance (`AssetFile.imageSet`), in the first
    /// search folder with either.
    func located(_ asset: AssetKey) throws -> AssetFile {
        let name = asset.name
        let folders = searchFolders(bundleFolder: asset.bundleFolder)
        if AssetCatalogNames.isValid(name) {
            for folder in folders {
                if !name.contains("/") {
                    for fileExtension in AssetCatalog.extensions {
                        let candidate = folder.appendingPathComponent(name).appendingPathExtension(fileExtension)
                        if FileManager.default.fileExists(atPath: candidate.path) { return AssetFile(file: candidate, scale: 1) }
                    }
                }
                // An image set, named through the groups around it that provide a namespace.
                let set = folder.appendingPathComponent(name).appendingPathExtension("imageset")
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: set.path, isDirectory: &isFolder), isFolder.boolValue,
                   AssetCatalogNames.name(ofSet: set) == name {
                    return try AssetFile.imageSet(set, dark: asset.isDark)
                }
            }
        }
        throw RasterError.unknownAsset(name: name, searched: folders.map(\.path))
    }

    /// The decoded image (straight RGBA8) of the named asset, looked for first in `bundleFolder`
    /// when given.
    public func image(named name: String, bundleFolder: URL? = nil) throws -> Bitmap {
        try decoded(named: name, bundleFolder: bundleFolder).image
    }

    /// The decoded image of the named asset: the catalogue as the raster's `ImageProvider`.
    public func bitmap(named name: String) throws -> Bitmap {
        try image(named: name)
    }

    /// The decoded image of the named asset, looked for first in `bundleFolder`.
    public func bitmap(named name: String, bundleFolder: URL?) throws -> Bitmap {
        try image(named: name, bundleFolder: bundleFolder)
    }

    /// The size in points (pixels at 1x) of the named asset.
    public func imageSize(named name: String) throws -> CGSize {
        try imageSize(named: name, bundleFolder: nil)
    }

    /// The size in points of the named asset, looked for first in `bundleFolder`.
    public func imageSize(named name: String, bundleFolder: URL?) throws -> CGSize {
        try imageSize(of: AssetKey(name: name, bundleFolder: bundleFolder))
    }

    /// The size in points of `asset` in its appearance: its pixels over its scale (an image set's
    /// file at 2x is half its pixels).
    public func imageSize(of asset: AssetKey) throws -> CGSize {
        let decoded = try decoded(asset)
        return CGSize(width: CGFloat(decoded.image.width) / CGFloat(decoded.scale),
                      height: CGFloat(decoded.image.height) / CGFloat(decoded.scale))
    }

    /// The decoded image of `asset` in its appearance.
    public func bitmap(of asset: AssetKey) throws -> Bitmap {
        try decoded(asset).image
    }

    /// The decoded asset with its premultiplied copy, decoding on first use.
    func decoded(named name: String, bundleFolder: URL? = nil) throws -> DecodedAsset {
        try decoded(AssetKey(name: name, bundleFolder: bundleFolder))
    }

    /// The decoded `asset` in its appearance with its premultiplied copy, decoding each file once
    /// (a plain file serves both appearances).
    func decoded(_ asset: AssetKey) throws -> DecodedAsset {
        var key = asset
        key.bundleFolder = asset.bundleFolder?.standardizedFileURL
        lock.lock()
        let cached = cache[key]
        lock.unlock()
        if let cached { return cached }
        let found = try located(key)
        lock.lock()
        let sameFile = files[found.file.path]
        lock.unlock()
        let decoded = try sameFile ?? {
            let image = try ImageFile.read(contentsOf: found.file, limits: limits)
            return DecodedAsset(source: found.file.path, image: image, premultipliedBGRA: CairoPixels.premultipliedBGRA(from: image),
                                scale: found.scale)
        }()
        lock.lock()
        cache[key] = decoded
        files[found.file.path] = decoded
        lock.unlock()
        return decoded
    }
}

/// A decoded image and the same pixels in Cairo's premultiplied native-endian ARGB layout.
struct DecodedAsset: Sendable {
    /// The file it was read from: what caches of its pixels are keyed by, as two catalogs may give
    /// the same name to different files; nil for an image from memory, which is not cached.
    let source: String?
    let image: Bitmap
    let premultipliedBGRA: [UInt8]
    /// Pixels a point: 1 but for an image set's file at 2x or 3x.
    var scale = 1
}
