import Bitmaps
import Drawing
import Foundation

/// Where the raster gets the images a display list names: a name gives a decoded bitmap. The
/// asset catalogue reads files; `BitmapImages` hands over pixels already in memory.
public protocol ImageProvider: Sendable {
    /// The decoded bitmap named `name`; throws an error naming it when there is none.
    func bitmap(named name: String) throws -> Bitmap

    /// The decoded bitmap named `name`, looked for first in `bundleFolder` (`Image(_:bundle:)`).
    /// By default the folder is not read: `bitmap(named:)`.
    func bitmap(named name: String, bundleFolder: URL?) throws -> Bitmap

    /// The decoded bitmap of `asset` in its appearance. By default the appearance is not read:
    /// `bitmap(named:bundleFolder:)`.
    func bitmap(of asset: AssetKey) throws -> Bitmap
}

extension ImageProvider {
    /// `bitmap(named:)`, the folder not read.
    public func bitmap(named name: String, bundleFolder: URL?) throws -> Bitmap {
        try bitmap(named: name)
    }

    /// `bitmap(named:bundleFolder:)`, the appearance not read.
    public func bitmap(of asset: AssetKey) throws -> Bitmap {
        try bitmap(named: asset.name, bundleFolder: asset.bundleFolder)
    }
}

/// Images already in memory, by name: nothing is read from disk.
public struct BitmapImages: ImageProvider {
    /// The bitmaps, by the name image items use.
    public var bitmaps: [String: Bitmap]

    /// A provider of `bitmaps` (none by default).
    public init(_ bitmaps: [String: Bitmap] = [:]) {
        self.bitmaps = bitmaps
    }

    /// The bitmap named `name`, or `RasterError.unknownAsset`.
    public func bitmap(named name: String) throws -> Bitmap {
        guard let bitmap = bitmaps[name] else { throw RasterError.unknownAsset(name: name, searched: ["the images in memory"]) }
        return bitmap
    }
}
