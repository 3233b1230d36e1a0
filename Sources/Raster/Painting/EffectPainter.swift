import CPangoCairo
import Drawing
import Foundation

/// Effect groups: transforms, group opacity, compositing groups, clip paths, masks, shadows,
/// blurs and colour matrices.
///
/// - A transform is concatenated to the current one around the group's items.
/// - Opacity, compositing groups, blends and masks draw the items into a Cairo group (push_group),
///   then paint it with the alpha, as it is, with the blend's operator, or through the mask
///   group's alpha.
/// - Shadows and blurs draw the items offscreen on an ARGB32 surface covering their device-pixel
///   box (grown by the blur's reach, and cut to the target surface grown by the same reach, so
///   what is outside cannot reach a visible pixel), blur it with `GaussianBlur`, and paint it at
///   its device position. A shadow is the blurred alpha tinted with its colour, moved by its
///   offset (in the group's own space), drawn before the items themselves.
extension ItemPainter {
    func paintEffect(_ effect: DisplayEffect, _ children: [DisplayItem]) {
        switch effect {
        case .transform(let m):
            cairo_save(cairo)
            var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d),
                                        x0: Double(m.tx), y0: Double(m.ty))
            cairo_transform(cairo, &matrix)
            paint(children)
            cairo_restore(cairo)
        case .opacity(let value):
            cairo_push_group(cairo)
            paint(children)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, value)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        case .scrollContent:
            paint(children)
        case .compositingGroup:
            cairo_push_group(cairo)
            paint(children)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        case .blend(let mode):
            cairo_push_group(cairo)
            paint(children)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, EffectPainterOperators.cairo(mode))
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        case .clipPath(let elements, let evenOdd):
            guard !elements.isEmpty else { return }
            cairo_save(cairo)
            cairo_new_path(cairo)
            ShapePainter.addPath(elements, on: cairo)
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            paint(children)
            cairo_restore(cairo)
        case .mask(let maskItems):
            cairo_push_group(cairo)
            paint(children)
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            paint(maskItems)
            let mask = cairo_pop_group(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, mask)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            cairo_pattern_destroy(mask)
            cairo_pattern_destroy(content)
        case .shadow(let color, let radius, let offset):
            paintShadow(children, color: color, radius: radius, offset: offset)
            paint(children)
        case .blur(let radius, let opaque, let bounds):
            paintBlurred(children, radius: radius, opaque: opaque, bounds: bounds)
        case .colorMatrix(let matrix):
            paintThrough(matrix, children)
        }
    }

    /// Draws `children` offscreen over their device-pixel box, passes every pixel's straight
    /// colour through `matrix` (rounded to the nearest byte, premultiplied again) and paints the
    /// result at its device position. Pixels left transparent stay so unless the matrix gives
    /// alpha from nothing.
    private func paintThrough(_ matrix: ColorMatrix, _ children: [DisplayItem]) {
        guard let box = deviceBox(of: DisplayItem.paintBounds(of: children), grow: 0),
              let surface = offscreen(children, box: box) else { return }
        defer { cairo_surface_destroy(surface) }
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let keepsClear = matrix.values[15...19] == [0, 0, 0, 1, 0]
        for y in 0..<box.height {
            let row = data + y * stride
            for x in 0..<box.width {
                let pixel = row + x * 4
                // ARGB32 in memory on a little-endian machine: blue, green, red, alpha.
                let alpha = Double(pixel[3]) / 255
                if alpha == 0 && keepsClear { continue }
                func straight(_ byte: UInt8) -> Double { alpha > 0 ? min(1, Double(byte) / 255 / alpha) : 0 }
                let (r, g, b, a) = matrix.apply(straight(pixel[2]), straight(pixel[1]), straight(pixel[0]), alpha)
                func byte(_ value: Double) -> UInt8 { UInt8((value * a * 255).rounded()) }
                pixel[0] = byte(b)
                pixel[1] = byte(g)
                pixel[2] = byte(r)
                pixel[3] = UInt8((a * 255).rounded())
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, Double(box.x), Double(box.y))
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0)
    }

    /// The current transform's scale: the square root of its determinant's size.
    private var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    }

    /// Device pixels `rect` (user space) covers, rounded out and grown by `grow`, cut to the
    /// target surface moved back by `shift` (device pixels the drawing is moved by when painted)
    /// and grown by `grow`; nil when nothing is left or the box is over the page limit.
    private func deviceBox(of rect: CGRect, grow: Int, shift: (dx: Double, dy: Double) = (0, 0))
        -> (x: Int, y: Int, width: Int, height: Int)? {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return nil }
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(px), y = Double(py)
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x); ys.append(y)
        }
        let target = cairo_get_target(cairo)
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let x0 = max(Int(xs.min()!.rounded(.down)), Int((-shift.dx).rounded(.down))) - grow
        let y0 = max(Int(ys.min()!.rounded(.down)), Int((-shift.dy).rounded(.down))) - grow
        let x1 = min(Int(xs.max()!.rounded(.up)), Int((width - shift.dx).rounded(.up))) + grow
        let y1 = min(Int(ys.max()!.rounded(.up)), Int((height - shift.dy).rounded(.up))) + grow
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= Rasterizer.maxPagePixels else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// Draws `children` onto a new ARGB32 surface covering `box` in device pixels, with the
    /// current transform moved by the box's origin.
    private func offscreen(_ children: [DisplayItem], box: (x: Int, y: Int, width: Int, height: Int)) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        m.x0 -= Double(box.x); m.y0 -= Double(box.y)
        let context = cairo_create(surface)!
        cairo_set_matrix(context, &m)
        let painter = ItemPainter(cairo: context, textEngine: textEngine, images: images, scaledImages: scaledImages, scratch: scratch)
        painter.paint(children)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return surface
    }

    private func paintShadow(_ children: [DisplayItem], color: RGBAColor, radius: CGFloat, offset: CGSize) {
        let kernel = GaussianKernel(sigma: Double(radius) * deviceScale)
        // The shadow's pixels come from the items' box moved back by the offset, so a shadow
        // whose items lie off the surface still falls on it.
        let content = DisplayItem.paintBounds(of: children)
        let reach = kernel.reach
        var dx = Double(offset.width), dy = Double(offset.height)
        cairo_user_to_device_distance(cairo, &dx, &dy)
        guard let shifted = deviceBox(of: content, grow: reach, shift: (dx, dy)) else { return }
        guard let surface = offscreen(children, box: shifted) else { return }
        defer { cairo_surface_destroy(surface) }
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(shifted.width), Int32(shifted.height))!
        defer { cairo_surface_destroy(alpha) }
        let source = cairo_image_surface_get_data(surface)!, target = cairo_image_surface_get_data(alpha)!
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(cairo_image_surface_get_stride(alpha))
        for y in 0..<shifted.height {
            let from = source + y * sourceStride + 3, to = target + y * targetStride
            for x in 0..<shifted.width { to[x] = from[x &* 4] }
        }
        GaussianBlur.blur(target, width: shifted.width, height: shifted.height, stride: targetStride, bytesPerPixel: 1,
                          offset: 0, kernel: kernel)
        cairo_surface_mark_dirty(alpha)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        ShapePainter.setColor(color, on: cairo)
        cairo_mask_surface(cairo, alpha, Double(shifted.x) + dx, Double(shifted.y) + dy)
        cairo_restore(cairo)
    }

    private func paintBlurred(_ children: [DisplayItem], radius: CGFloat, opaque: Bool, bounds: CGRect) {
        let kernel = GaussianKernel(sigma: Double(radius) * deviceScale)
        let content = opaque ? bounds : DisplayItem.paintBounds(of: children)
        guard let box = deviceBox(of: content, grow: opaque ? 0 : kernel.reach),
              let surface = offscreen(children, box: box) else { return }
        defer { cairo_surface_destroy(surface) }
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        GaussianBlur.blurARGB32(data, width: box.width, height: box.height, stride: stride, kernel: kernel, clampEdges: opaque)
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        if opaque {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cairo)
        }
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, Double(box.x), Double(box.y))
        cairo_paint(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0)
        cairo_restore(cairo)
    }
}

/// Cairo's operator for each blend.
enum EffectPainterOperators {
    static func cairo(_ mode: BlendOperator) -> cairo_operator_t {
        switch mode {
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
