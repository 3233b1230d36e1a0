import Drawing
import Foundation
import Raster

extension SheetDrawer {
    /// Draws sheets with the Cairo + Pango raster and measures labels with Pango. Each cell image is
    /// decoded and shrunk to the exact pixels it covers before drawing (on every core, one image per
    /// core in memory at a time), so a sheet of hundreds of full-size renders stays small. Sheets and
    /// thumbnails are review images, written with the `fast` PNG settings.
    public static func raster(workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> SheetDrawer {
        SheetDrawer(measurer: try PangoTextMeasurer()) { list, scale, imageFolder in
            let assets = FileManager.default.temporaryDirectory
                .appendingPathComponent("nhs-sheet-" + UUID().uuidString, isDirectory: true)
            try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: assets) }
            let thumbnails = SheetThumbnails(source: imageFolder, assets: assets, scale: CGFloat(scale),
                                             count: list.imageItems.count)
            let names = try thumbnails.write(list.imageItems, workers: workers)
            var drawn = list
            var next = 0
            drawn.items = list.items.map { SheetThumbnails.renaming($0, to: names, next: &next) }
            let image = try Rasterizer(scale: CGFloat(scale), assets: AssetCatalog(folder: assets)).render(drawn)
            return try PNGCodec.encode(image, settings: .fast)
        }
    }
}

/// Shrunk copies of a sheet's images in a private asset folder. They are spread over about √n
/// sub-folders, because the asset catalogue lists its folder on every lookup.
private struct SheetThumbnails: Sendable {
    let source: URL
    let assets: URL
    let scale: CGFloat
    let buckets: Int

    init(source: URL, assets: URL, scale: CGFloat, count: Int) {
        self.source = source
        self.assets = assets
        self.scale = scale
        buckets = max(1, Int(Double(count).squareRoot().rounded(.up)))
    }

    /// Writes one thumbnail per image item, in parallel; returns their asset names in item order.
    func write(_ items: [ImageItem], workers: Int) throws -> [String] {
        let results = ParallelWork.run(count: items.count, workers: workers) { index -> Result<String, Error> in
            Result { try write(items[index], index: index) }
        }
        return try results.map { try $0.get() }
    }

    private func write(_ image: ImageItem, index: Int) throws -> String {
        let parts = image.assetName.split(separator: "/").map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ PathSegment.isSafe($0) }) else {
            throw SheetImageError(name: image.assetName)
        }
        let file = parts.reduce(source) { $0.appendingPathComponent($1) }
        let decoded = try PNGCodec.decode(try Data(contentsOf: file), name: file.path)
        let small = Thumbnail.shrink(decoded.pixels, width: decoded.width, height: decoded.height,
                                     to: Int((image.frame.width * scale).rounded()),
                                     Int((image.frame.height * scale).rounded()))
        let bucket = assets.appendingPathComponent("b\(index % buckets)", isDirectory: true)
        try FileManager.default.createDirectory(at: bucket, withIntermediateDirectories: true)
        let name = "thumbnail-\(index)"
        try PNGCodec.encode(RGBAImage(width: small.width, height: small.height, pixels: small.pixels), settings: .fast)
            .write(to: bucket.appendingPathComponent(name + ".png"))
        return name
    }

    /// `item` with its image items (in paint order) renamed to `names`.
    static func renaming(_ item: DisplayItem, to names: [String], next: inout Int) -> DisplayItem {
        switch item {
        case .image(let image):
            defer { next += 1 }
            return .image(ImageItem(assetName: names[next], frame: image.frame, contentMode: .stretch, clip: image.clip))
        case .clipped(let shape, let children):
            return .clipped(shape, children.map { renaming($0, to: names, next: &next) })
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
