import Foundation

/// One step of a vector path, in points.
public enum PathElement: Hashable, Sendable {
    /// Starts a new sub-path.
    case move(to: CGPoint)
    /// A straight segment.
    case line(to: CGPoint)
    /// A cubic Bézier segment.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A full circle, as its own closed sub-path.
    case circle(center: CGPoint, radius: CGFloat)
    /// Closes the current sub-path.
    case close
}

/// How a path is painted.
public enum PathPaint: Hashable, Sendable {
    /// Filled with the non-zero winding rule.
    case fill(RGBAColor)
    /// Stroked with round caps and joins.
    case stroke(RGBAColor, width: CGFloat)
    /// Filled (non-zero winding) with a gradient.
    case gradient(GradientPaint)
}

/// A vector drawing such as a chevron or an icon glyph.
public struct VectorPath: Hashable, Sendable {
    /// The elements, in absolute coordinates.
    public var elements: [PathElement]
    /// Fill or stroke.
    public var paint: PathPaint

    /// A path.
    public init(elements: [PathElement], paint: PathPaint) {
        self.elements = elements
        self.paint = paint
    }

    /// The bounding box of the path's points (control points included), grown by half a stroke.
    public var bounds: CGRect {
        var xs: [CGFloat] = []
        var ys: [CGFloat] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x); ys.append(p.y)
            case .curve(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .circle(let c, let r):
                xs += [c.x - r, c.x + r]; ys += [c.y - r, c.y + r]
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return .zero
        }
        var box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        if case .stroke(_, let width) = paint { box = box.insetBy(dx: -width / 2, dy: -width / 2) }
        return box
    }
}
