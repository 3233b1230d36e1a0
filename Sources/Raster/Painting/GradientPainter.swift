import CPangoCairo
import Drawing
import Foundation

/// Makes a gradient Cairo's source for the path on the context: a linear or radial pattern with
/// the gradient's stops (straight alpha, as `cairo_pattern_add_color_stop_rgba` takes them),
/// padded past the ends; an elliptical one is a radial pattern through a non-uniform matrix; an
/// angular one is drawn per device pixel (`ConicGradientImage`), since Cairo 1.16 has no conic pattern.
enum GradientPainter {
    static func setSource(_ gradient: GradientPaint, on cairo: OpaquePointer) {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(0, startRadius)),
                                                  Double(center.x), Double(center.y), Double(max(0, endRadius)))
        case .elliptical(let center, let size, let startFraction, let endFraction):
            guard size.width > 0, size.height > 0 else {
                cairo_set_source_rgba(cairo, 0, 0, 0, 0)
                return
            }
            // Pattern space is the frame scaled to a unit square around the centre, where the
            // ellipses are circles of the fractions' radii.
            pattern = cairo_pattern_create_radial(0, 0, Double(max(0, startFraction)), 0, 0, Double(max(0, endFraction)))
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / Double(size.width), 0, 0, 1 / Double(size.height),
                              -Double(center.x) / Double(size.width), -Double(center.y) / Double(size.height))
            if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
        case .angular:
            ConicGradientImage.setSource(gradient, on: cairo)
            return
        case .mesh(let columns, let rows, let vertices, _):
            MeshPatches.setSource(columns: columns, rows: rows, vertices: vertices, colors: gradient.stops.map(\.color), on: cairo)
            return
        }
        guard let pattern else { return }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)),
                                              stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }
}
