import Foundation

nonisolated extension Path {
    /// The area a stroke of the path covers, as a path to fill, as SwiftUI's `strokedPath(_:)`:
    /// dashes cut first (restarting on each sub-path, from `dashPhase`), then each line piece a
    /// band as wide as the line, each corner its join (a miter point, turned into a bevel past
    /// `miterLimit` line widths; a round join; a bevel) and each open end its cap (none, a half
    /// circle, a half square); a piece of no length draws a dot with round caps and a square
    /// with square ones. Curves are followed in straight steps of about a point (`strokeSteps`). The pieces
    /// overlap, all turning the same way, so the non-zero rule (how a shape is filled) fills their
    /// union; the even-odd rule would not.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var outline = Path()
        for line in PathPolyline.lines(of: self) {
            for piece in line.dashed(style.dash, phase: style.dashPhase) {
                piece.outline(half: half, style: style, into: &outline)
            }
        }
        return outline
    }

    /// The straight steps `strokedPath(_:)` follows a curve in: one for about each point of its
    /// control polygon's length (a bound on the curve's), at least 8 and at most 256.
    static func strokeSteps(_ controlPolygon: [CGPoint]) -> Int {
        let length = zip(controlPolygon, controlPolygon.dropFirst()).reduce(CGFloat(0)) {
            $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
        }
        guard length.isFinite else { return 8 }
        return min(256, max(8, Int(length.rounded(.up))))
    }
}

/// One sub-path as a line of points, with whether it is closed: what strokes follow and what
/// the boolean operations cut (`PathArrangement`).
nonisolated struct PathPolyline {
    var points: [CGPoint]
    var closed: Bool

    /// The path's sub-paths, curves followed in straight steps, repeated points dropped.
    static func lines(of path: Path) -> [PathPolyline] {
        var lines: [PathPolyline] = []
        var points: [CGPoint] = []
        var start: CGPoint?
        // Whether the sub-path draws anything: a move alone is not stroked (a line of no
        // length is, as a dot or square with round or square caps).
        var draws = false
        func finish(closed: Bool) {
            if draws, !points.isEmpty { lines.append(PathPolyline(points: points, closed: closed && points.count > 2)) }
            points = []
            draws = false
        }
        func add(_ point: CGPoint) {
            if points.isEmpty, let start { points = [start] }
            if points.last != point { points.append(point) }
            draws = true
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                points = [point]
            case .line(let point):
                add(point)
            case .quadCurve(let point, let control):
                let from = points.last ?? start ?? point
                let steps = Path.strokeSteps([from, control, point])
                for step in 1...steps { add(Path.quadPoint(from, control, point, at: CGFloat(step) / CGFloat(steps))) }
            case .curve(let point, let control1, let control2):
                let from = points.last ?? start ?? point
                let steps = Path.strokeSteps([from, control1, control2, point])
                for step in 1...steps {
                    add(Path.cubicPoint(from, control1, control2, point, at: CGFloat(step) / CGFloat(steps)))
                }
            case .closeSubpath:
                if points.count > 1, points.last == points.first { points.removeLast() }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return lines
    }

    /// The line cut into its dashes: `pattern` alternates dash and gap lengths, starting
    /// `phase` into it. The whole line when the pattern has no length.
    func dashed(_ pattern: [CGFloat], phase: CGFloat) -> [PathPolyline] {
        let lengths = pattern.map { max(0, $0) }
        let period = lengths.reduce(0, +)
        guard !lengths.isEmpty, period > 0, period.isFinite else { return [self] }
        let walk = closed ? points + [points[0]] : points
        var index = 0
        var left = lengths[0]
        var skip = phase.truncatingRemainder(dividingBy: period)
        if skip < 0 { skip += period }
        while skip > 0 {
            if skip < left { left -= skip; break }
            skip -= left
            index = (index + 1) % lengths.count
            left = lengths[index]
        }
        var pieces: [PathPolyline] = []
        var piece: [CGPoint] = index % 2 == 0 ? [walk[0]] : []
        for (from, to) in zip(walk, walk.dropFirst()) {
            let length = hypot(to.x - from.x, to.y - from.y)
            var done: CGFloat = 0
            while length - done > left {
                done += left
                let cut = CGPoint(x: from.x + (to.x - from.x) * done / length, y: from.y + (to.y - from.y) * done / length)
                if index % 2 == 0 {
                    piece.append(cut)
                    pieces.append(PathPolyline(points: piece, closed: false))
                    piece = []
                } else {
                    piece = [cut]
                }
                index = (index + 1) % lengths.count
                left = lengths[index]
            }
            left -= length - done
            if index % 2 == 0 { piece.append(to) }
        }
        if index % 2 == 0, !piece.isEmpty { pieces.append(PathPolyline(points: piece, closed: false)) }
        return pieces
    }

    /// Adds the areas that stroke the line, `half` a line width either side, to `outline`.
    func outline(half: CGFloat, style: StrokeStyle, into outline: inout Path) {
        var distinct: [CGPoint] = []
        for point in points where distinct.last != point { distinct.append(point) }
        guard distinct.count > 1 else {
            guard let dot = distinct.first else { return }
            switch style.lineCap {
            case .round: Self.addCircle(at: dot, radius: half, to: &outline)
            case .square: Self.addPolygon([CGPoint(x: dot.x - half, y: dot.y - half), CGPoint(x: dot.x + half, y: dot.y - half),
                                           CGPoint(x: dot.x + half, y: dot.y + half), CGPoint(x: dot.x - half, y: dot.y + half)],
                                          to: &outline)
            case .butt: break
            }
            return
        }
        let count = distinct.count
        let segments = closed ? count : count - 1
        func direction(_ index: Int) -> CGPoint {
            let from = distinct[index % count], to = distinct[(index + 1) % count]
            let length = hypot(to.x - from.x, to.y - from.y)
            return CGPoint(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
        }
        for index in 0..<segments {
            let from = distinct[index], to = distinct[(index + 1) % count]
            let normal = Self.normal(direction(index), half)
            Self.addPolygon([from + normal, to + normal, to - normal, from - normal], to: &outline)
        }
        let corners = closed ? Array(0..<count) : Array(1..<(count - 1))
        for corner in corners {
            let incoming = direction((corner - 1 + count) % count), outgoing = direction(corner)
            addJoin(at: distinct[corner], incoming, outgoing, half: half, style: style, to: &outline)
        }
        guard !closed else { return }
        addCap(at: distinct[0], facing: direction(0) * -1, half: half, style.lineCap, to: &outline)
        addCap(at: distinct[count - 1], facing: direction(count - 2), half: half, style.lineCap, to: &outline)
    }

    /// The corner at `point` between lines running `incoming` and `outgoing`, on the outer side.
    private func addJoin(at point: CGPoint, _ incoming: CGPoint, _ outgoing: CGPoint, half: CGFloat,
                         style: StrokeStyle, to outline: inout Path) {
        let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
        let along = incoming.x * outgoing.x + incoming.y * outgoing.y
        guard abs(turn) > 1e-9 || along < 0 else { return } // straight on: the bands meet
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = point + Self.normal(incoming, half) * side, b = point + Self.normal(outgoing, half) * side
        // A slight turn (under 10°, as between a curve's steps) is filled by the bevel: a round
        // or pointed join would reach past it by under 0.4 % of the line's width.
        guard along < 0.985 else {
            Self.addPolygon([point, a, b], to: &outline)
            return
        }
        switch style.lineJoin {
        case .round:
            Self.addCircle(at: point, radius: half, to: &outline)
        case .bevel:
            Self.addPolygon([point, a, b], to: &outline)
        case .miter:
            // The miter's length over the line's width is 1 / sin(half the angle between the lines).
            let ratio = 1 / max(1e-9, ((1 + along) / 2).squareRoot())
            guard ratio <= style.miterLimit else {
                Self.addPolygon([point, a, b], to: &outline)
                return
            }
            let out = CGPoint(x: a.x + b.x - 2 * point.x, y: a.y + b.y - 2 * point.y)
            let size = hypot(out.x, out.y)
            guard size > 0 else { return }
            let tip = point + out * (half * ratio / size)
            Self.addPolygon([point, a, tip, b], to: &outline)
        }
    }

    /// The end at `point` of a line leaving it towards `facing` (a unit vector).
    private func addCap(at point: CGPoint, facing: CGPoint, half: CGFloat, _ cap: StrokeStyle.LineCap,
                        to outline: inout Path) {
        switch cap {
        case .butt: break
        case .round: Self.addCircle(at: point, radius: half, to: &outline)
        case .square:
            let normal = Self.normal(facing, half), ahead = point + facing * half
            Self.addPolygon([point + normal, ahead + normal, ahead - normal, point - normal], to: &outline)
        }
    }

    /// `direction` turned a quarter and scaled to `length`.
    private static func normal(_ direction: CGPoint, _ length: CGFloat) -> CGPoint {
        CGPoint(x: -direction.y * length, y: direction.x * length)
    }

    /// A closed polygon turning the way every piece turns (positive area).
    private static func addPolygon(_ corners: [CGPoint], to outline: inout Path) {
        var area: CGFloat = 0
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            area += corner.x * next.y - next.x * corner.y
        }
        guard area != 0 else { return }
        outline.addLines(area > 0 ? corners : corners.reversed())
        outline.closeSubpath()
    }

    /// A circle turning the way every piece turns, as four curves.
    private static func addCircle(at center: CGPoint, radius: CGFloat, to outline: inout Path) {
        // Quarter arcs by their usual control distance, 0.5523 of the radius, counted so the
        // area comes out positive (x towards y).
        let k = radius * 0.5522847498
        let east = CGPoint(x: center.x + radius, y: center.y), south = CGPoint(x: center.x, y: center.y + radius)
        let west = CGPoint(x: center.x - radius, y: center.y), north = CGPoint(x: center.x, y: center.y - radius)
        outline.move(to: east)
        outline.addCurve(to: south, control1: CGPoint(x: east.x, y: east.y + k), control2: CGPoint(x: south.x + k, y: south.y))
        outline.addCurve(to: west, control1: CGPoint(x: south.x - k, y: south.y), control2: CGPoint(x: west.x, y: west.y + k))
        outline.addCurve(to: north, control1: CGPoint(x: west.x, y: west.y - k), control2: CGPoint(x: north.x - k, y: north.y))
        outline.addCurve(to: east, control1: CGPoint(x: north.x + k, y: north.y), control2: CGPoint(x: east.x, y: east.y - k))
        outline.closeSubpath()
    }
}

private nonisolated func + (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x + right.x, y: left.y + right.y) }
private nonisolated func - (left: CGPoint, right: CGPoint) -> CGPoint { CGPoint(x: left.x - right.x, y: left.y - right.y) }
private nonisolated func * (point: CGPoint, scale: CGFloat) -> CGPoint { CGPoint(x: point.x * scale, y: point.y * scale) }
