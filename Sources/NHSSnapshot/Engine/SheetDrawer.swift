import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster

/// Draws a contact sheet's display list into PNG bytes: the seam for the raster. The sheet's image
/// items name thumbnails in memory (`images`, keyed by the item's asset name), never files, so
/// drawing a sheet reads nothing from disk. Also measures the labels, so layout and drawing agree.
public struct SheetDrawer: Sendable {
    /// Measures label text the way `draw` will shape it.
    public let measurer: any TextMeasuring
    private let body: @Sendable (DisplayList, _ scale: Int, _ images: [String: Bitmap]) throws -> Data

    /// A drawer from a measurer and a drawing function.
    public init(measurer: any TextMeasuring,
                draw: @escaping @Sendable (DisplayList, _ scale: Int, _ images: [String: Bitmap]) throws -> Data) {
        self.measurer = measurer
        self.body = draw
    }

    /// Draws `list` at `scale` pixels per point; each image item shows `images[item.assetName]`,
    /// shrunk to the pixels its frame covers.
    public func draw(_ list: DisplayList, scale: Int, images: [String: Bitmap]) throws -> Data {
        try body(list, scale, images)
    }

    /// A drawer that always fails with `reason`.
    public static func unavailable(_ reason: String) -> SheetDrawer {
        SheetDrawer(measurer: FixedAdvanceMeasurer()) { _, _, _ in throw BackendUnavailable(reason) }
    }
}
