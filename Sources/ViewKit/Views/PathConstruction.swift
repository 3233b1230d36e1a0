import Foundation

/// Path building as SwiftUI spells it beyond the basics: figures added with a transform, arcs
/// given by two tangents or by a start and a sweep, walking the elements, and hit testing.
nonisolated extension Path {
    /// `rect` as a closed sub-path, `transform` applied.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Rectangles, each its own closed sub-path, `transform` applied.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, `transform` applied.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Every element of `path` with `transform` applied, appended.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(transform == .identity ? path : path.applying(transform))
    }

    /// An arc of a circle with `transform` applied, joined to the current point by a line (or
    /// starting a sub-path), as `addArc(center:radius:startAngle:endAngle:clockwise:)` draws it.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendJoining(arc.applying(transform))
    }

    /// An arc of `delta` from `startAngle` (positive: towards larger angles, clockwise on screen),
    /// as SwiftUI's `addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to the
    /// lines from the current point to `tangent1End` and from there to `tangent2End`, as SwiftUI's
    /// `addArc(tangent1End:tangent2End:radius:transform:)` (rounding the corner at `tangent1End`).
    /// With no current point it starts at `tangent1End`; when the three points are in line, or
    /// the radius is 0, it is a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let from = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        // The current point is already transformed; the tangents are in the untransformed space.
        let start = from.applying(transform.inverted())
        var corner = Path()
        corner.move(to: start)
        corner.addCorner(start, tangent1End, tangent2End, radius)
        // The corner starts where the path is: its opening move is left out.
        append(corner.applying(transform), firstMove: .skip)
    }

    /// The rounded corner at `vertex` between the lines from `start` and to `end`.
    private mutating func addCorner(_ start: CGPoint, _ vertex: CGPoint, _ end: CGPoint, _ radius: CGFloat) {
        func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint? {
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? CGPoint(x: dx / length, y: dy / length) : nil
        }
        guard radius > 0, let toStart = unit(start.x - vertex.x, start.y - vertex.y),
              let toEnd = unit(end.x - vertex.x, end.y - vertex.y) else {
            addLine(to: vertex)
            return
        }
        let cosine = max(-1, min(1, toStart.x * toEnd.x + toStart.y * toEnd.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9 else {
            addLine(to: vertex)
            return
        }
        let along = radius / tan(angle / 2)
        let first = CGPoint(x: vertex.x + toStart.x * along, y: vertex.y + toStart.y * along)
        let last = CGPoint(x: vertex.x + toEnd.x * along, y: vertex.y + toEnd.y * along)
        guard let bisector = unit(toStart.x + toEnd.x, toStart.y + toEnd.y) else {
            addLine(to: vertex)
            return
        }
        let reach = radius / sin(angle / 2)
        let centre = CGPoint(x: vertex.x + bisector.x * reach, y: vertex.y + bisector.y * reach)
        let from = atan2(Double(first.y - centre.y), Double(first.x - centre.x))
        var sweep = atan2(Double(last.y - centre.y), Double(last.x - centre.x)) - from
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: centre, radius: radius, startAngle: .radians(from), endAngle: .radians(from + sweep), clockwise: sweep < 0)
    }

    /// What becomes of an appended path's opening move.
    private nonisolated enum FirstMove { case skip, join }

    /// `path`'s elements appended; its opening move left out (`skip`) or, when the path has a
    /// current point, made a line from it (`join`).
    private mutating func append(_ path: Path, firstMove: FirstMove) {
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where index == 0 && currentPoint != nil:
                if firstMove == .join { addLine(to: p) }
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// `path` appended, its opening move a line from the current point when there is one.
    private mutating func appendJoining(_ path: Path) {
        append(path, firstMove: .join)
    }

    /// Calls `body` with each element in order, as SwiftUI's `forEach(_:)`.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }
}
