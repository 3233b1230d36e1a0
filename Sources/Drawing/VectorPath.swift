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
    /// Stroked with round caps and joins (the symbols' strokes).
    case stroke(RGBAColor, width: CGFloat)
    /// Stroked as `StrokeGeometry` says: a `Shape` or `Path` of your own stroked with a `StrokeStyle`.
    case styledStroke(RGBAColor, StrokeGeometry)
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
        // Running extremes, not arrays of every coordinate: a banded page asks each path of the
        // page for its bounds once a band (`BandCulling`).
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ x: CGFloat, _ y: CGFloat) {
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                include(p.x, p.y)
            case .curve(let p, let c1, let c2):
                include(p.x, p.y); include(c1.x, c1.y); include(c2.x, c2.y)
            case .circle(let c, let r):
                include(c.x - r, c.y - r); include(c.x + r, c.y + r)
            case .close:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        var box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        if case .stroke(_, let width) = paint { box = box.insetBy(dx: -width / 2, dy: -width / 2) }
        if case .styledStroke(_, let geometry) = paint {
            let reach = geometry.reach(along: elements)
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return box
    }
}
