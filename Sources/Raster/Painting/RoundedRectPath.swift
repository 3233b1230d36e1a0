import CPangoCairo
import Drawing
import Foundation

/// Traces a `RoundedRect` as a closed Cairo path, clockwise from the top-left corner.
///
/// Radii are clamped to half the shorter side. Leading corners are on the left (the display list
/// is already laid out in page coordinates). Circular corners are quarter circles. Continuous
/// corners approximate Apple's squircle: the curve starts about 1.53 × r from the corner and eases
/// into the edge with three cubic segments; when a corner has no room for that, it blends towards
/// the circular corner, reaching it when r is half the shorter side.
enum RoundedRectPath {
    static func add(_ shape: RoundedRect, to cairo: OpaquePointer) {
        let rect = shape.rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let half = min(rect.width, rect.height) / 2
        func clamp(_ r: CGFloat) -> CGFloat { r.isFinite ? min(max(0, r), half) : 0 }
        let radii = shape.radii
        let corners: [(corner: CGPoint, back: CGPoint, forward: CGPoint, radius: CGFloat)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), clamp(radii.topTrailing)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0), clamp(radii.bottomTrailing)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1), clamp(radii.bottomLeading)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), clamp(radii.topLeading)),
        ]
        let topLeft = CornerShape(radius: corners[3].radius, halfSide: half, style: shape.style)
        cairo_move_to(cairo, Double(rect.minX + topLeft.extent), Double(rect.minY))
        for corner in corners {
            let geometry = CornerShape(radius: corner.radius, halfSide: half, style: shape.style)
            geometry.trace(corner: corner.corner, back: corner.back, forward: corner.forward, on: cairo)
        }
        cairo_close_path(cairo)
    }
}

/// One corner's outline in a frame where the corner is the origin, the first axis runs back
/// along the incoming edge and the second forward along the outgoing edge, in units of the radius.
///
/// Twelve points: the start on the incoming edge, a cubic (1, 2, 3), a line to 4, the middle
/// cubic (5, 6, 7), a line to 8 and a cubic (9, 10, 11) ending on the outgoing edge. The second
/// half mirrors the first across the diagonal.
struct CornerShape {
    let radius: CGFloat
    let points: [CGPoint]

    /// How far from the corner the curve starts on each edge.
    var extent: CGFloat { points[0].x * radius }

    init(radius: CGFloat, halfSide: CGFloat, style: CornerStyle) {
        self.radius = radius
        var smoothing: CGFloat = 0
        if style == .continuous, radius > 0 {
            let room = (halfSide / radius - 1) / (CornerShape.squircle[0].x - 1)
            smoothing = min(1, max(0, room))
        }
        points = zip(CornerShape.circle, CornerShape.squircle).map { circle, squircle in
            CGPoint(x: circle.x + (squircle.x - circle.x) * smoothing, y: circle.y + (squircle.y - circle.y) * smoothing)
        }
    }

    /// Adds a line to the corner's start and the corner's curves to the path.
    func trace(corner: CGPoint, back: CGPoint, forward: CGPoint, on cairo: OpaquePointer) {
        let placed = points.map { p in
            (Double(corner.x + (back.x * p.x + forward.x * p.y) * radius),
             Double(corner.y + (back.y * p.x + forward.y * p.y) * radius))
        }
        cairo_line_to(cairo, placed[0].0, placed[0].1)
        guard radius > 0 else { return }
        for first in [1, 5, 9] {
            let (c1, c2, end) = (placed[first], placed[first + 1], placed[first + 2])
            cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            if first < 9 { cairo_line_to(cairo, placed[first + 3].0, placed[first + 3].1) }
        }
    }

    /// The continuous corner (radius 1): it starts 1.528665 from the corner.
    static let squircle = mirrored(
        start: CGPoint(x: 1.528665, y: 0),
        easing: [CGPoint(x: 1.088493, y: 0), CGPoint(x: 0.868407, y: 0), CGPoint(x: 0.669934, y: 0.065496)],
        lineEnd: CGPoint(x: 0.631494, y: 0.074911),
        middleControl: CGPoint(x: 0.372824, y: 0.169060))

    /// A quarter circle in the same layout (radius 1); the easing cubics and lines are empty.
    static let circle = mirrored(
        start: CGPoint(x: 1, y: 0),
        easing: [CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0)],
        lineEnd: CGPoint(x: 1, y: 0),
        middleControl: CGPoint(x: 1 - 0.5522847498, y: 0))

    private static func mirrored(start: CGPoint, easing: [CGPoint], lineEnd: CGPoint, middleControl: CGPoint) -> [CGPoint] {
        func flip(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }
        return [start] + easing + [lineEnd, middleControl, flip(middleControl), flip(lineEnd)]
            + [flip(easing[2]), flip(easing[1]), flip(easing[0]), flip(start)]
    }
}
