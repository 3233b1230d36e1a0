import CPangoCairo
import Drawing
import Foundation

/// Makes a gradient Cairo's source: a linear or radial pattern with the gradient's stops
/// (straight alpha, as `cairo_pattern_add_color_stop_rgba` takes them), padded past the ends.
enum GradientPainter {
    static func setSource(_ gradient: GradientPaint, on cairo: OpaquePointer) {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let center, let startRadius, let endRadius):
            pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(0, startRadius)),
                                                  Double(center.x), Double(center.y), Double(max(0, endRadius)))
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
