import Foundation
import ViewKit

/// The outline of a line through points, joined as an interpolation method says.
nonisolated enum LinePath {
    /// `points` joined by `method`, starting with a move to the first (or, when `continuing`,
    /// a line to it, for an area's second edge).
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method.kind {
                case .stepStart:
                    path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd:
                    path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let middle = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: a.y))
                    path.addLine(to: CGPoint(x: middle, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal:
            addCatmullRom(points, to: &path)
        case .monotone:
            addMonotone(points, to: &path)
        }
    }

    /// A uniform Catmull–Rom spline through `points`, as cubic Béziers (the ends repeat their point).
    private static func addCatmullRom(_ points: [CGPoint], to path: inout Path) {
        guard points.count > 2 else {
            for point in points.dropFirst() { path.addLine(to: point) }
            return
        }
        for index in 0..<(points.count - 1) {
            let p0 = points[max(0, index - 1)], p1 = points[index], p2 = points[index + 1], p3 = points[min(points.count - 1, index + 2)]
            let control1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
            let control2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
            path.addCurve(to: p2, control1: control1, control2: control2)
        }
    }

    /// A monotone cubic through `points` (Fritsch–Carlson tangents): it never overshoots between
    /// two points, so a series that only rises is drawn only rising.
    private static func addMonotone(_ points: [CGPoint], to path: inout Path) {
        let count = points.count
        guard count > 2 else {
            for point in points.dropFirst() { path.addLine(to: point) }
            return
        }
        var slopes: [CGFloat] = []
        for (a, b) in zip(points, points.dropFirst()) { slopes.append(b.x == a.x ? 0 : (b.y - a.y) / (b.x - a.x)) }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<(count - 1) {
            let before = slopes[index - 1], after = slopes[index]
            tangents[index] = before * after <= 0 ? 0 : (before + after) / 2
        }
        for index in 0..<(count - 1) where slopes[index] != 0 {
            let a = tangents[index] / slopes[index], b = tangents[index + 1] / slopes[index]
            let sum = a * a + b * b
            if sum > 9 {
                let factor = 3 / sum.squareRoot()
                tangents[index] = factor * a * slopes[index]
                tangents[index + 1] = factor * b * slopes[index]
            }
        }
        for index in 0..<(count - 1) {
            let p1 = points[index], p2 = points[index + 1], third = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[index] * third),
                          control2: CGPoint(x: p2.x - third, y: p2.y - tangents[index + 1] * third))
        }
    }
}

/// The outlines of the chart's own point shapes, filled (a plus, cross and asterisk as bars a
/// fifth of the frame wide).
nonisolated enum SymbolOutline {
    static func path(_ kind: BasicChartSymbolShape.Kind, in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        var path = Path()
        switch kind {
        case .circle:
            path.addEllipse(in: rect)
        case .square:
            path.addRect(rect.insetBy(dx: radius * 0.1, dy: radius * 0.1))
        case .triangle:
            path.addLines(polygon(center: center, radius: radius * 1.1, sides: 3, offset: radius * 0.15))
            path.closeSubpath()
        case .diamond:
            path.addLines(polygon(center: center, radius: radius * 1.05, sides: 4, offset: 0))
            path.closeSubpath()
        case .pentagon:
            path.addLines(polygon(center: center, radius: radius * 1.05, sides: 5, offset: radius * 0.05))
            path.closeSubpath()
        case .plus:
            addBars(to: &path, center: center, radius: radius, angles: [0, 90])
        case .cross:
            addBars(to: &path, center: center, radius: radius, angles: [45, 135])
        case .asterisk:
            addBars(to: &path, center: center, radius: radius, angles: [90, 30, 150])
        }
        return path
    }

    /// The corners of a regular polygon of `sides` with a corner at the top, moved down by `offset`.
    private static func polygon(center: CGPoint, radius: CGFloat, sides: Int, offset: CGFloat) -> [CGPoint] {
        (0..<sides).map { index in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(sides)
            return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + offset + radius * CGFloat(sin(angle)))
        }
    }

    /// Bars through the centre at `angles` (degrees), each the frame's width long.
    private static func addBars(to path: inout Path, center: CGPoint, radius: CGFloat, angles: [Double]) {
        let half = radius * 0.2
        for degrees in angles {
            let angle = degrees * Double.pi / 180
            let along = CGPoint(x: CGFloat(cos(angle)) * radius, y: CGFloat(sin(angle)) * radius)
            let across = CGPoint(x: -CGFloat(sin(angle)) * half, y: CGFloat(cos(angle)) * half)
            path.addLines([
                CGPoint(x: center.x - along.x - across.x, y: center.y - along.y - across.y),
                CGPoint(x: center.x + along.x - across.x, y: center.y + along.y - across.y),
                CGPoint(x: center.x + along.x + across.x, y: center.y + along.y + across.y),
                CGPoint(x: center.x - along.x + across.x, y: center.y - along.y + across.y),
            ])
            path.closeSubpath()
        }
    }
}
