import Foundation

nonisolated extension Path {
    /// The part of the path from `start` to `end` of its length (fractions 0…1), as SwiftUI's
    /// `trimmedPath(from:to:)`: measured along every subpath in order, closing lines included;
    /// curves are cut where their length reaches the fraction (found to within a 64th of each
    /// curve) and stay curves. The whole path when the range covers it, nothing when it is empty.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = start.isFinite ? min(1, max(0, start)) : 0, to = end.isFinite ? min(1, max(0, end)) : 1
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let first = from * total, last = to * total
        var trimmed = Path()
        var walked: CGFloat = 0
        for segment in segments {
            let length = segment.length
            defer { walked += length }
            guard walked + length > first, walked < last, length > 0 else { continue }
            let t0 = segment.parameter(atLength: max(0, first - walked))
            let t1 = segment.parameter(atLength: min(length, last - walked))
            let piece = segment.cut(from: t0, to: t1)
            if trimmed.currentPoint != piece.start { trimmed.move(to: piece.start) }
            piece.append(to: &trimmed)
        }
        return trimmed
    }
}

/// One drawn piece of a path: a line or a Bézier curve, with the length of its outline.
private nonisolated struct PathSegment {
    /// The control polygon: 2 points for a line, 3 for a quadratic curve, 4 for a cubic one.
    let points: [CGPoint]
    /// Lengths along the curve at 64 equal steps of its parameter (lines need none).
    let samples: [CGFloat]

    init(_ points: [CGPoint]) {
        self.points = points
        guard points.count > 2 else { samples = []; return }
        var lengths: [CGFloat] = [0]
        var previous = points[0]
        for step in 1...PathSegment.steps {
            let point = PathSegment.point(points, at: CGFloat(step) / CGFloat(PathSegment.steps))
            lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        samples = lengths
    }

    static let steps = 64

    var start: CGPoint { points[0] }
    var length: CGFloat {
        samples.last ?? hypot(points[1].x - points[0].x, points[1].y - points[0].y)
    }

    /// The parameter where the outline has run `distance` from the start.
    func parameter(atLength distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        guard !samples.isEmpty else { return distance / length }
        guard let index = samples.firstIndex(where: { $0 >= distance }), index > 0 else { return distance <= 0 ? 0 : 1 }
        let below = samples[index - 1], above = samples[index]
        let fraction = above > below ? (distance - below) / (above - below) : 0
        return (CGFloat(index - 1) + fraction) / CGFloat(PathSegment.steps)
    }

    /// The piece between parameters `t0` and `t1`, a curve of the same degree.
    func cut(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let tail = PathSegment.split(points, at: t0).after
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return PathSegment(PathSegment.split(tail, at: local).before)
    }

    /// Adds the piece to `path`, which is at its start.
    func append(to path: inout Path) {
        switch points.count {
        case 2: path.addLine(to: points[1])
        case 3: path.addQuadCurve(to: points[2], control: points[1])
        default: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    /// The point at parameter `t` (de Casteljau).
    static func point(_ points: [CGPoint], at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return level[0]
    }

    /// The control polygons of the two halves at parameter `t` (de Casteljau).
    static func split(_ points: [CGPoint], at t: CGFloat) -> (before: [CGPoint], after: [CGPoint]) {
        var before = [points[0]], after = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            before.append(level[0])
            after.append(level[level.count - 1])
        }
        return (before, after.reversed())
    }

    /// The path's pieces in order: lines, curves, and each closing line back to its subpath's start.
    static func segments(of path: Path) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current: CGPoint?, subpathStart: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                if let from = current { segments.append(PathSegment([from, point])) }
                current = point
            case .quadCurve(let point, let control):
                if let from = current { segments.append(PathSegment([from, control, point])) }
                current = point
            case .curve(let point, let control1, let control2):
                if let from = current { segments.append(PathSegment([from, control1, control2, point])) }
                current = point
            case .closeSubpath:
                if let from = current, let back = subpathStart, from != back { segments.append(PathSegment([from, back])) }
                current = subpathStart
            }
        }
        return segments
    }
}

/// A shape drawn from part of its outline, as SwiftUI's `_TrimmedShape` (`trim(from:to:)`).
public nonisolated struct _TrimmedShape<Content: Shape>: Shape, PrimitiveView {
    let shape: Content
    let start: CGFloat
    let end: CGFloat

    /// The part of the shape's outline from `start` to `end` of its length.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: start, to: end) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

nonisolated extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length, as
    /// SwiftUI's `trim(from:to:)`: stroke it to draw a progress ring
    /// (`Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 6)`, starting at three o'clock and
    /// running clockwise).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, start: startFraction, end: endFraction)
    }
}
