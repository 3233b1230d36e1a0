import Bitmaps
import Foundation

/// What `render` makes for design review from each cell's pixels while they are in memory: the
/// contact sheets (`SheetAssembler`) and the gallery's thumbnails (`GalleryCollector`).
public struct ReviewOutputs: Sendable {
    /// Draws the sheets, when asked for.
    public var sheets: SheetAssembler?
    /// Makes the gallery's thumbnails, when asked for.
    public var gallery: GalleryCollector?

    /// Outputs from their parts.
    public init(sheets: SheetAssembler?, gallery: GalleryCollector?) {
        self.sheets = sheets
        self.gallery = gallery
    }

    /// Hands a rendered cell to both: the sheet's 1x thumbnail is made once and shrunk again for the page.
    func rendered(_ cell: SnapshotCell, _ image: SnapshotImage) {
        guard sheets != nil || gallery != nil else { return }
        let small = sheets?.add(cell, width: image.width, height: image.height, pixels: image.pixels)
            ?? SheetAssembler.thumbnail(width: image.width, height: image.height, pixels: image.pixels, scale: cell.configuration.scale)
        gallery?.add(cell, small: small, width: image.width, height: image.height, transcript: image.accessibilityTranscript)
    }

    /// Hands a cell drawn band by band to both: `small` is its 1x thumbnail (`BandedThumbnail`),
    /// the one `rendered(_:_:)` would make from the whole page.
    func rendered(_ cell: SnapshotCell, small: Bitmap, width: Int, height: Int, transcript: String?) {
        sheets?.add(cell, thumbnail: small, width: width, height: height)
        gallery?.add(cell, small: small, width: width, height: height, transcript: transcript)
    }

    /// Counts a cell that has no image.
    func failed(_ cell: SnapshotCell) {
        sheets?.addMissing(cell)
    }
}
