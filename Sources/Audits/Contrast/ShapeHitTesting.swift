import Drawing
import Foundation

/// Point-in-shape tests for the display list's shapes. Continuous ("squircle") corners are tested
/// as circular ones of the same radius: the two differ by well under a point near the corner.
extension RoundedRect {
    /// The corner radii clamped to half the shorter side, as the raster draws them.
    var clampedRadii: CornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        return CornerRadii(topLeading: min(max(0, radii.topLeading), limit),
                           topTrailing: min(max(0, radii.topTrailing), limit),
                           bottomLeading: min(max(0, radii.bottomLeading), limit),
                           bottomTrailing: min(max(0, radii.bottomTrailing), limit))
    }

    /// True when `point` is inside the shape (edges included). Leading is taken as left.
    func contains(_ point: CGPoint) -> Bool {
        guard point.x >= rect.minX, point.x <= rect.maxX, point.y >= rect.minY, point.y <= rect.maxY else {
            return false
        }
        let r = clampedRadii
        let corners: [(radius: CGFloat, center: CGPoint)] = [
            (r.topLeading, CGPoint(x: rect.minX + r.topLeading, y: rect.minY + r.topLeading)),
            (r.topTrailing, CGPoint(x: rect.maxX - r.topTrailing, y: rect.minY + r.topTrailing)),
            (r.bottomLeading, CGPoint(x: rect.minX + r.bottomLeading, y: rect.maxY - r.bottomLeading)),
            (r.bottomTrailing, CGPoint(x: rect.maxX - r.bottomTrailing, y: rect.maxY - r.bottomTrailing)),
        ]
        for corner in corners where corner.radius > 0 {
            let dx = point.x - corner.center.x
            let dy = point.y - corner.center.y
            let outsideX = (corner.center.x <= rect.midX) ? dx < 0 : dx > 0
            let outsideY = (corner.center.y <= rect.midY) ? dy < 0 : dy > 0
            if outsideX, outsideY, dx * dx + dy * dy > corner.radius * corner.radius { return false }
        }
        return true
    }

    /// The shape shrunk by `inset` on every side, its radii shrunk to match.
    func inset(by inset: CGFloat) -> RoundedRect {
        let r = clampedRadii
        return RoundedRect(
            rect: rect.insetBy(dx: inset, dy: inset),
            radii: CornerRadii(topLeading: max(0, r.topLeading - inset), topTrailing: max(0, r.topTrailing - inset),
                               bottomLeading: max(0, r.bottomLeading - inset), bottomTrailing: max(0, r.bottomTrailing - inset)),
            style: style)
    }

    /// True when `point` is on a border `width` wide drawn inside the shape's edge.
    func borderContains(_ point: CGPoint, width: CGFloat) -> Bool {
        guard contains(point) else { return false }
        let inner = inset(by: width)
        guard inner.rect.width > 0, inner.rect.height > 0 else { return true }
        return !inner.contains(point)
    }
}
