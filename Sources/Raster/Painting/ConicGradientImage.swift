import CPangoCairo
import Drawing
import Foundation

/// An angular (conic) gradient drawn exactly, one device pixel at a time: Cairo 1.16 has no conic
/// pattern. Steps:
/// 1. Take the path's fill extents, cut to the clip, and find the device pixels they cover.
/// 2. For each pixel, take its centre's offset from the gradient's centre in device space, map it
///    back to user space by the transform's linear part, and take its angle (clockwise on the page
///    from the positive x axis), its place along the gradient
///    (`GradientPaint.angularLocation`) and the colour there, mixed in straight alpha and then
///    premultiplied, as pixman mixes its gradients; rounded to the nearest 8-bit value.
/// 3. Make that image the source, pixel for pixel on the device grid (nearest filter), so the
///    path's fill takes each pixel's own colour. Same inputs, same bytes, on any machine with
///    the same libm, and the same bytes whether the page is drawn whole or in bands.
enum ConicGradientImage {
    /// The most device pixels one side of the image may have (the clip bounds it before that).
    static let maximumSide = 16_384

    static func setSource(_ gradient: GradientPaint, on cairo: OpaquePointer) {
        guard case .angular(let center, let startAngle, let endAngle) = gradient.geometry,
              let box = deviceBox(on: cairo) else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            return
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        // The angle is taken from the pixel's offset from the centre, both in device space, mapped
        // back through the inverse of the transform's linear part: a page drawn in bands (the
        // context moved up by whole rows) gives every pixel exactly the same offset, so the same bytes.
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cairo, &toDevice)
        let determinant = toDevice.xx * toDevice.yy - toDevice.xy * toDevice.yx
        guard determinant != 0, determinant.isFinite else { return }
        var cx = Double(center.x), cy = Double(center.y)
        cairo_user_to_device(cairo, &cx, &cy)
        for row in 0..<box.height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            let dy = (Double(box.y + row) + 0.5) - cy
            for column in 0..<box.width {
                let dx = (Double(box.x + column) + 0.5) - cx
                let ux = (toDevice.yy * dx - toDevice.xy * dy) / determinant
                let uy = (toDevice.xx * dy - toDevice.yx * dx) / determinant
                let colour = gradient.color(at: GradientPaint.angularLocation(of: atan2(uy, ux), startAngle: startAngle, endAngle: endAngle))
                line[column] = premultipliedPixel(colour)
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // User space → device pixels → this image's pixels.
        var shift = cairo_matrix_t()
        cairo_matrix_init_translate(&shift, -Double(box.x), -Double(box.y))
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &toDevice, &shift)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
    }

    /// A colour as Cairo's ARGB32 pixel: premultiplied, each channel rounded to the nearest of 0…255.
    static func premultipliedPixel(_ colour: RGBAColor) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(max(0, min(255, (value * 255).rounded()))) }
        let alpha = max(0, min(1, colour.alpha))
        return byte(alpha) << 24 | byte(colour.red * alpha) << 16 | byte(colour.green * alpha) << 8 | byte(colour.blue * alpha)
    }

    /// The device pixels the current path covers inside the clip, or nil when none.
    static func deviceBox(on cairo: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cairo, &cx1, &cy1, &cx2, &cy2)
        let left = max(x1, cx1), top = max(y1, cy1), right = min(x2, cx2), bottom = min(y2, cy2)
        guard right > left, bottom > top else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (px, py) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
            var dx = px, dy = py
            cairo_user_to_device(cairo, &dx, &dy)
            minX = min(minX, dx); minY = min(minY, dy); maxX = max(maxX, dx); maxY = max(maxY, dy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let x = Int(minX.rounded(.down)), y = Int(minY.rounded(.down))
        let width = Int(maxX.rounded(.up)) - x, height = Int(maxY.rounded(.up)) - y
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        return (x, y, width, height)
    }
}
