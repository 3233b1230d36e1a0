import CPangoCairo
import Drawing
import Foundation
import ImageCodecs

/// The rows of the page a surface holds, when a page is drawn in bands.
struct PageBand {
    /// The page row at the surface's top.
    var top: Int
    /// The page's height in pixels; nil when the surface is the whole page.
    var pageHeight: Int?

    /// The surface is the page.
    static let whole = PageBand(top: 0, pageHeight: nil)
}

/// Paints display items in order, later over earlier; clipped groups save the state, intersect the
/// clip and restore it afterwards, so clips nest.
///
/// Only text takes `CairoLock` (through `textEngine`), item by item, inside a saved state: fills,
/// paths, images and effects draw on this thread's own surface and run in parallel with other
/// threads, while every use of Cairo's shared scaled fonts, from laying the text out to dropping
/// the state that held the font, happens under the lock.
struct ItemPainter {
    let cairo: OpaquePointer
    let textEngine: LockedTextEngine
    let images: [AssetKey: DecodedAsset]
    /// The renderer's resampled photos and scratch memory, for image items.
    let scaledImages: ScaledImageCache
    let scratch: ScratchBuffers
    /// Where the surface sits in the page: its top row, and the page's height, in pixels.
    var band = PageBand.whole

    func paint(_ items: [DisplayItem]) {
        // A band of a taller page skips what falls wholly off its surface (`BandCulling`).
        let visible = band.pageHeight == nil ? nil : BandCulling.visibleRect(on: cairo)
        for item in items {
            if let visible, !BandCulling.mayPaint(item, in: visible) { continue }
            switch item {
            case .fill(let shape, let color):
                ShapePainter.fill(shape, color, on: cairo)
            case .border(let shape, let color, let width):
                ShapePainter.border(shape, color, width: width, on: cairo)
            case .rule(let rect, let color):
                ShapePainter.rule(rect, color, on: cairo)
            case .text(let text):
                textEngine.withEngine { engine in
                    cairo_save(cairo)
                    TextPainter.draw(text, on: cairo, engine: engine)
                    cairo_restore(cairo)
                }
            case .image(let image):
                if let asset = images[image.assetKey] { ImagePainter.draw(image, asset: asset, on: cairo, band: band, cache: scaledImages, scratch: scratch) }
            case .path(let path):
                ShapePainter.path(path, on: cairo)
            case .clipped(let shape, let children):
                cairo_save(cairo)
                cairo_new_path(cairo)
                RoundedRectPath.add(shape, to: cairo)
                cairo_clip(cairo)
                paint(children)
                cairo_restore(cairo)
            case .effect(let effect, let children):
                paintEffect(effect, children)
            }
        }
    }
}
