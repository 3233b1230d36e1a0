import CPangoCairo
import Drawing
import Foundation

/// Draws a decoded image into its placement rectangle, clipped to the item's clip shape, with
/// Cairo's GOOD filter and padded edges (no dark fringe where the image meets the clip).
enum ImagePainter {
    static func draw(_ item: ImageItem, asset: DecodedAsset, on cairo: OpaquePointer) {
        let width = asset.image.width
        let height = asset.image.height
        guard width > 0, height > 0 else { return }
        let target = ImagePlacement.rect(imageSize: CGSize(width: width, height: height), frame: item.frame, mode: item.contentMode)
        guard target.width > 0, target.height > 0 else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        RoundedRectPath.add(item.clip, to: cairo)
        cairo_clip(cairo)
        cairo_rectangle(cairo, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cairo)
        asset.premultipliedBGRA.withUnsafeBufferPointer { bytes in
            let data = UnsafeMutablePointer(mutating: bytes.baseAddress!)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            cairo_translate(cairo, Double(target.minX), Double(target.minY))
            cairo_scale(cairo, Double(target.width) / Double(width), Double(target.height) / Double(height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_paint(cairo)
            // Drop the source before the surface so Cairo holds no pointer into the bytes.
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        cairo_restore(cairo)
    }
}
