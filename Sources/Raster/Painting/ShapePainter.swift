import CPangoCairo
import Drawing
import Foundation

/// Fills, borders, rules and vector paths.
enum ShapePainter {
    static func fill(_ shape: RoundedRect, _ color: RGBAColor, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        RoundedRectPath.add(shape, to: cairo)
        setColor(color, on: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }

    /// A border inside the shape's edge: the ring between the shape and the shape inset by
    /// `width` (radii shrunk by the same amount), filled even-odd.
    static func border(_ shape: RoundedRect, _ color: RGBAColor, width: CGFloat, on cairo: OpaquePointer) {
        guard width > 0, width.isFinite else { return }
        cairo_new_path(cairo)
        RoundedRectPath.add(shape, to: cairo)
        let inner = shape.rect.standardized.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            let radii = shape.radii
            func shrink(_ r: CGFloat) -> CGFloat { max(0, r - width) }
            RoundedRectPath.add(RoundedRect(
                rect: inner,
                radii: CornerRadii(topLeading: shrink(radii.topLeading), topTrailing: shrink(radii.topTrailing),
                                   bottomLeading: shrink(radii.bottomLeading), bottomTrailing: shrink(radii.bottomTrailing)),
                style: shape.style), to: cairo)
        }
        setColor(color, on: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    static func rule(_ rect: CGRect, _ color: RGBAColor, on cairo: OpaquePointer) {
        let box = rect.standardized
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        setColor(color, on: cairo)
        cairo_fill(cairo)
    }

    /// Fill (non-zero winding) or stroke (round caps and joins).
    static func path(_ path: VectorPath, on cairo: OpaquePointer) {
        if drewLongStroke(path, on: cairo) { return }
        cairo_new_path(cairo)
        addPath(path.elements, on: cairo)
        paint(path.paint, on: cairo)
    }

    /// Strokes a long open line in runs (`LongStroke`); false when the path is not one.
    private static func drewLongStroke(_ path: VectorPath, on cairo: OpaquePointer) -> Bool {
        switch path.paint {
        case .stroke(let color, let width):
            guard LongStroke.applies(path.elements, cap: .round, join: .round, dashed: false) else { return false }
            cairo_set_line_width(cairo, Double(width))
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            LongStroke.stroke(path.elements, color: color, on: cairo)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
            return true
        case .styledStroke(let color, let geometry):
            let dashed = geometry.dash.contains { $0 > 0 }
            guard LongStroke.applies(path.elements, cap: geometry.cap, join: geometry.join, dashed: dashed) else { return false }
            setLine(geometry, on: cairo)
            LongStroke.stroke(path.elements, color: color, on: cairo)
            resetLine(on: cairo)
            return true
        default:
            return false
        }
    }

    /// Adds `elements` to the current path.
    static func addPath(_ elements: [PathElement], on cairo: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .circle(let center, let radius):
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), 0, 2 * Double.pi)
                cairo_close_path(cairo)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    private static func paint(_ paint: PathPaint, on cairo: OpaquePointer) {
        switch paint {
        case .fill(let color):
            setColor(color, on: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        case .stroke(let color, let width):
            setColor(color, on: cairo)
            cairo_set_line_width(cairo, Double(width))
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cairo)
        case .styledStroke(let color, let geometry):
            setColor(color, on: cairo)
            stroke(geometry, on: cairo)
        case .gradient(let gradient):
            if case .mesh(_, _, _, let background) = gradient.geometry, background.alpha > 0 {
                // What no patch covers shows the mesh's background.
                setColor(background, on: cairo)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
                cairo_fill_preserve(cairo)
            }
            GradientPainter.setSource(gradient, on: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
    }

    /// Strokes the current path as `geometry` says, then puts back Cairo's defaults (butt caps,
    /// miter joins, no dashes) for whatever strokes next.
    private static func stroke(_ geometry: StrokeGeometry, on cairo: OpaquePointer) {
        setLine(geometry, on: cairo)
        // Cairo refuses a pattern of all zeros or with a negative length: such a line is solid.
        let dashes = geometry.dash.map { Double($0) }
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(geometry.dashPhase)) }
        }
        cairo_stroke(cairo)
        resetLine(on: cairo)
    }

    /// Cairo's line width, caps, joins and miter limit as `geometry` says.
    private static func setLine(_ geometry: StrokeGeometry, on cairo: OpaquePointer) {
        cairo_set_line_width(cairo, Double(geometry.width))
        switch geometry.cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch geometry.join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cairo, Double(max(1, geometry.miterLimit)))
    }

    /// Puts back Cairo's defaults (butt caps, miter joins, no dashes) for whatever strokes next.
    private static func resetLine(on cairo: OpaquePointer) {
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, 10)
    }

    static func setColor(_ color: RGBAColor, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
