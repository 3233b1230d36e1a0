import CPangoCairo
import Drawing
import Foundation

/// A stroke of a long open line (a chart's line through thousands of points) drawn as runs of
/// elements rather than as one path. Cairo turns a stroke into one polygon and scan-converts it
/// with every edge a row crosses; a line that zigzags over the plot crosses a row once or twice
/// per point, so one path of n points cost about n² (10,000 points took twenty times 1,000).
/// Runs of `runLength` elements keep that cost linear.
///
/// Each run starts one element before the previous one ended, so the corner between them is drawn
/// whole by the later run, and the runs are drawn together at full opacity into a group that is
/// then painted with the stroke's alpha. With butt caps (or round caps with round joins) the
/// runs cover what the whole stroke covers; only the anti-aliased edge of the one element each two
/// runs share is drawn twice, a little more opaque.
enum LongStroke {
    /// Elements a path needs before it is drawn in runs [I]: above any path the goldens draw.
    static let threshold = 2_048
    /// Elements in a run [I].
    static let runLength = 256

    /// Whether `elements` stroked with `cap` and `join`, dashed or not, are drawn in runs: a
    /// single open sub-path long enough, of straight and curved elements, undashed, with caps
    /// that add nothing where runs meet.
    static func applies(_ elements: [PathElement], cap: StrokeGeometry.Cap, join: StrokeGeometry.Join, dashed: Bool) -> Bool {
        guard elements.count > threshold, !dashed, cap == .butt || (cap == .round && join == .round),
              case .move = elements[0] else { return false }
        return !elements.dropFirst().contains { element in
            switch element {
            case .line, .curve: return false
            case .move, .circle, .close: return true
            }
        }
    }

    /// Strokes `elements` (which `applies`) in `color`, the current line settings already made.
    static func stroke(_ elements: [PathElement], color: RGBAColor, on cairo: OpaquePointer) {
        cairo_push_group(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
        var start = 1
        while start < elements.count {
            let end = min(elements.count, start + runLength)
            cairo_new_path(cairo)
            let from = endPoint(of: elements[start - 1])
            cairo_move_to(cairo, Double(from.x), Double(from.y))
            ShapePainter.addPath(Array(elements[start..<end]), on: cairo)
            cairo_stroke(cairo)
            // The next run repeats this run's last element, so the corner after it is drawn whole.
            start = end < elements.count ? end - 1 : end
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, color.alpha)
    }

    private static func endPoint(of element: PathElement) -> CGPoint {
        switch element {
        case .move(let point), .line(let point), .curve(let point, _, _): return point
        case .circle(let center, _): return center
        case .close: return .zero
        }
    }
}
