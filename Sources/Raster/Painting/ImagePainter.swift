import CPangoCairo
import Drawing
import Foundation
import ImageCodecs

/// Draws a decoded image into its placement rectangle, clipped to the item's clip shape, with
/// Cairo's GOOD filter and padded edges (no dark fringe where the image meets the clip).
///
/// Steps of `draw`:
/// 1. Clip to the item's shape and to the placement rectangle.
/// 2. Resample the image onto the device pixels of the clip's box (user space: placement origin,
///    scaled from image pixels to the placement size), or take those pixels from the
///    `ScaledImageCache` when the same image was resampled there before.
/// 3. Paint the box's pixels at their device position through the clip (a template image: the
///    item's tint through the pixels' alpha).
enum ImagePainter {
    static func draw(_ item: ImageItem, asset: DecodedAsset, on cairo: OpaquePointer, band: PageBand = .whole,
                     cache: ScaledImageCache, scratch: ScratchBuffers) {
        let width = asset.image.width
        let height = asset.image.height
        guard width > 0, height > 0 else { return }
        let target = ImagePlacement.rect(imageSize: CGSize(width: width, height: height), frame: item.frame, mode: item.contentMode)
        guard target.width > 0, target.height > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        // A piece of a sliced image: whole pixels (each pixel to the piece holding its centre).
        if item.isPiece { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
        RoundedRectPath.add(item.clip, to: cairo)
        cairo_clip(cairo)
        cairo_rectangle(cairo, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cairo)
        cairo_translate(cairo, Double(target.minX), Double(target.minY))
        cairo_scale(cairo, Double(target.width) / Double(width), Double(target.height) / Double(height))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        // In a band, the image is resampled in the page's device space, as one surface would
        // (Cairo's sampling is not the same under a moved origin), and the band's rows painted.
        matrix.y0 += Double(band.top)
        let scale = matrix.xx * Double(width) / Double(target.width)
        let box = band.pageHeight.map { pageBox(item, target: target, scale: scale, pageHeight: $0, cairo: cairo) }
            ?? deviceBox(of: cairo)
        guard let box else { return }
        // Images from memory have no file to key the cache by: they are resampled each time.
        let pixels = asset.source.map { source in
            cache.pixels(asset: source, matrix: matrix, box: box) { resample(asset, matrix: matrix, box: box, scratch: scratch) }
        } ?? resample(asset, matrix: matrix, box: box, scratch: scratch)
        let surface = cairo_image_surface_create_for_data(pixels.bytes, CAIRO_FORMAT_ARGB32, Int32(box.width),
                                                          Int32(box.height), Int32(box.width * 4))
        if let tint = item.tint {
            // A template: the resampled image's alpha, filled with the tint.
            ShapePainter.setColor(tint, on: cairo)
            cairo_mask_surface(cairo, surface, Double(box.x0), Double(box.y0 - band.top))
        } else {
            cairo_set_source_surface(cairo, surface, Double(box.x0), Double(box.y0 - band.top))
            cairo_paint(cairo)
        }
        // Drop the source before the surface so Cairo holds no pointer into the bytes.
        cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// For a page drawn in bands: the page's device pixels the image and its own clip cover,
    /// rounded out as Cairo rounds a clip (through 1/256 px), the same box in every band, so the
    /// image is resampled once and alike in all. (One surface takes the clip's extents, which an
    /// enclosing clip can make smaller; then the two may differ in rounding.)
    private static func pageBox(_ item: ImageItem, target: CGRect, scale: Double, pageHeight: Int,
                                cairo: OpaquePointer) -> ScaledImageCache.Box? {
        let covered = target.intersection(item.clip.rect)
        guard !covered.isNull else { return nil }
        func fixed(_ value: Double) -> Double { (value * 256).rounded() / 256 }
        let surfaceWidth = Int(cairo_image_surface_get_width(cairo_get_target(cairo)))
        let box = ScaledImageCache.Box(
            x0: max(0, Int(fixed(Double(covered.minX) * scale).rounded(.down))),
            y0: max(0, Int(fixed(Double(covered.minY) * scale).rounded(.down))),
            x1: min(surfaceWidth, Int(fixed(Double(covered.maxX) * scale).rounded(.up))),
            y1: min(pageHeight, Int(fixed(Double(covered.maxY) * scale).rounded(.up))))
        return box.width > 0 && box.height > 0 ? box : nil
    }

    /// The device pixels the current clip touches, within the target surface; nil when none.
    private static func deviceBox(of cairo: OpaquePointer) -> ScaledImageCache.Box? {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        let target = cairo_get_target(cairo)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let box = ScaledImageCache.Box(x0: max(0, Int(left.rounded(.down))), y0: max(0, Int(top.rounded(.down))),
                                       x1: min(surfaceWidth, Int(right.rounded(.up))), y1: min(surfaceHeight, Int(bottom.rounded(.up))))
        return box.width > 0 && box.height > 0 ? box : nil
    }

    /// Resamples `asset` with `matrix` (user space: image pixels; device space: the page's) onto a
    /// scratch surface with the page's device space, and keeps the pixels of `box`.
    private static func resample(_ asset: DecodedAsset, matrix: cairo_matrix_t, box: ScaledImageCache.Box,
                                 scratch: ScratchBuffers) -> ScaledImageCache.Pixels {
        let pixels = ScaledImageCache.Pixels(box: box)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(box.x1)))
        scratch.withBuffer(byteCount: stride * box.y1) { memory in
            let page = memory.assumingMemoryBound(to: UInt8.self)
            let scratch = cairo_image_surface_create_for_data(page, CAIRO_FORMAT_ARGB32, Int32(box.x1), Int32(box.y1), Int32(stride))
            let context = cairo_create(scratch)!
            cairo_rectangle(context, Double(box.x0), Double(box.y0), Double(box.width), Double(box.height))
            cairo_clip(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            var userToDevice = matrix
            cairo_set_matrix(context, &userToDevice)
            asset.premultipliedBGRA.withUnsafeBufferPointer { bytes in
                let data = UnsafeMutablePointer(mutating: bytes.baseAddress!)
                let image = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(asset.image.width),
                                                                Int32(asset.image.height), Int32(asset.image.width * 4))
                cairo_set_source_surface(context, image, 0, 0)
                let pattern = cairo_get_source(context)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_paint(context)
                cairo_set_source_rgba(context, 0, 0, 0, 0)
                cairo_surface_finish(image)
                cairo_surface_destroy(image)
            }
            cairo_destroy(context)
            cairo_surface_flush(scratch)
            for row in 0..<box.height {
                (pixels.bytes + row * box.width * 4).update(from: page + (box.y0 + row) * stride + box.x0 * 4, count: box.width * 4)
            }
            cairo_surface_finish(scratch)
            cairo_surface_destroy(scratch)
        }
        return pixels
    }
}
