import Drawing
import Foundation
import ImageCodecs
import Raster

extension SheetDrawer {
    /// Draws sheets with the Cairo + Pango raster and measures labels with Pango. Cairo draws the
    /// page, labels and frames; then each thumbnail is shrunk to the exact pixels its frame covers
    /// and composited in (`SheetCompositor`). No file is read or written. Sheets are review images,
    /// encoded with the `fast` PNG settings. Drawn and encoded with `renderer`.
    public static func raster(renderer: Renderer) -> SheetDrawer {
        SheetDrawer(measurer: renderer.measurer) { list, scale, images in
            var page = list
            page.items = list.items.filter { if case .image = $0 { return false } else { return true } }
            // No image item is left: the thumbnails are composited onto the drawn bitmap below.
            var canvas = try renderer.draw(page, scale: CGFloat(scale), images: BitmapImages())
            for item in list.imageItems {
                guard let image = images[item.assetName] else { throw SheetImageError(name: item.assetName) }
                SheetCompositor.place(image, in: item.frame, scale: scale, on: &canvas)
            }
            return try PNGCodec.encode(canvas, settings: .fast, workspace: renderer.codecs)
        }
    }
}

/// A sheet image item with no thumbnail to show.
public struct SheetImageError: Error, Equatable, CustomStringConvertible {
    /// The item's asset name.
    public let name: String

    /// A message naming the item.
    public var description: String { "sheet image \"\(name)\" has no thumbnail" }
}
