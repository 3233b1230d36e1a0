import Drawing
import Foundation
import Raster

extension SheetDrawer {
    /// Draws sheets with the Cairo + Pango raster and measures labels with Pango. Each cell image
    /// is decoded on its own and shrunk to the exact pixels it covers before drawing, so a sheet of
    /// hundreds of full-size renders needs only one of them in memory at a time.
    public static func raster() throws -> SheetDrawer {
        SheetDrawer(measurer: try PangoTextMeasurer()) { list, scale, imageFolder in
            let assets = FileManager.default.temporaryDirectory
                .appendingPathComponent("nhs-sheet-" + UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: assets) }
            var thumbnails = SheetThumbnails(source: imageFolder, assets: assets, scale: CGFloat(scale))
            var drawn = list
            drawn.items = try list.items.map { try thumbnails.replacingImages(in: $0) }
            let image = try Rasterizer(scale: CGFloat(scale), assets: AssetCatalog(folder: assets)).render(drawn)
            return try PNGCodec.encode(image)
        }
    }
}

/// Writes shrunk copies of a sheet's images into a private asset folder and renames the items to match.
private struct SheetThumbnails {
    let source: URL
    let assets: URL
    let scale: CGFloat
    var count = 0

    init(source: URL, assets: URL, scale: CGFloat) {
        self.source = source
        self.assets = assets
        self.scale = scale
    }

    mutating func replacingImages(in item: DisplayItem) throws -> DisplayItem {
        switch item {
        case .image(let image):
            let parts = image.assetName.split(separator: "/").map(String.init)
            guard !parts.isEmpty, parts.allSatisfy({ PathSegment.isSafe($0) }) else {
                throw SheetImageError(name: image.assetName)
            }
            let file = parts.reduce(source) { $0.appendingPathComponent($1) }
            let decoded = try PNGCodec.decode(try Data(contentsOf: file), name: file.path)
            let small = Thumbnail.shrink(decoded.pixels, width: decoded.width, height: decoded.height,
                                         to: Int((image.frame.width * scale).rounded()),
                                         Int((image.frame.height * scale).rounded()))
            count += 1
            let name = "thumbnail-\(count)"
            try PNGCodec.encode(RGBAImage(width: small.width, height: small.height, pixels: small.pixels))
                .write(to: assets.appendingPathComponent(name + ".png"))
            return .image(ImageItem(assetName: name, frame: image.frame, contentMode: .stretch, clip: image.clip))
        case .clipped(let shape, let children):
            return .clipped(shape, try children.map { try replacingImages(in: $0) })
        default:
            return item
        }
    }
}

/// A sheet image item whose name is not a safe path inside the image folder.
public struct SheetImageError: Error, Equatable, CustomStringConvertible {
    /// The item's asset name.
    public let name: String

    /// A message naming the item.
    public var description: String { "sheet image \"\(name)\" is not a path inside the image folder" }
}
