import Foundation

/// The straight edges of paths cut where they meet, and the outlines and lines the boolean
/// operations (`Path.union(_:eoFill:)` and the rest) make of them.
///
/// A filled result is found edge by edge: every edge of both paths is cut where any other edge
/// crosses, touches or runs along it, so no two pieces cross; a piece is on the result's outline
/// when the result is filled on one side of it and not on the other (tested a hair's breadth
/// either side of its middle), and is turned to have the filled side on its left (on the screen,
/// y down: outer outlines clockwise, holes anticlockwise). The pieces are then joined end to end
/// into closed outlines. No two outlines cross and every filled point is inside exactly one more
/// outline than holes, so the non-zero and even-odd rules fill the result alike.
///
/// Curves are followed in the straight steps strokes take (`PathPolyline`), about a point each.
/// Points are put on a grid of 2^-20 pt, so that the ends of pieces cut from different edges meet
/// exactly; the sides of a piece are tested 2^-15 pt away, more than the grid moves a point, so
/// a region thinner than that may be missed. Edges are looked for by horizontal band
/// (`PathEdgeBands`): pairs that may meet, and the edges a point's ray may cross, among the few in
/// one band, so the cost grows with the edge count times the edges in a band (about
/// eight where the edges spread out over the height, more where many cross one height).
nonisolated enum PathArrangement {
    /// A straight edge from `from` to `to`.
    struct Edge {
        var from: CGPoint
        var to: CGPoint

        var reversed: Edge { Edge(from: to, to: from) }
        var middle: CGPoint { CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2) }

        /// Whether the two edges' bounding boxes meet.
        func boundsMeet(_ other: Edge) -> Bool {
            max(from.x, to.x) >= min(other.from.x, other.to.x) && max(other.from.x, other.to.x) >= min(from.x, to.x)
                && max(from.y, to.y) >= min(other.from.y, other.to.y) && max(other.from.y, other.to.y) >= min(from.y, to.y)
        }
    }

    /// The grid points are put on.
    static let grid: CGFloat = 1_048_576
    /// How far either side of a piece its sides are tested.
    static let sideStep: CGFloat = 1.0 / 32_768

    /// `point` on the grid.
    static func snapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * grid).rounded() / grid, y: (point.y * grid).rounded() / grid)
    }

    /// A path's filled area as closed polygons, every sub-path closed, with the rule that fills it.
    struct Region {
        /// Every polygon's edges, the closing one included.
        let edges: [Edge]
        let eoFill: Bool
        private let bands: PathEdgeBands

        init(_ path: Path, eoFill: Bool) {
            let polygons = PathPolyline.lines(of: path).map { $0.points.map(PathArrangement.snapped) }.filter { $0.count > 2 }
            edges = polygons.flatMap { polygon in
                polygon.indices.map { Edge(from: polygon[$0], to: polygon[($0 + 1) % polygon.count]) }
            }
            self.eoFill = eoFill
            bands = PathEdgeBands(edges)
        }

        /// Whether `point` is filled: the edges its ray may cross are those of its band.
        func contains(_ point: CGPoint) -> Bool {
            var counter = WindingCounter(point: point)
            for index in bands.members[bands.band(of: point.y)] { counter.edge(edges[index].from, edges[index].to) }
            return counter.isInside(eoFill: eoFill)
        }
    }

    /// Where `other` meets `edge`: the point where they cross or touch, or, when they lie along
    /// one line, `other`'s ends that fall inside `edge`. Points on `edge`'s own ends are left out.
    static func meetings(of edge: Edge, with other: Edge) -> [CGPoint] {
        let r = CGPoint(x: edge.to.x - edge.from.x, y: edge.to.y - edge.from.y)
        let s = CGPoint(x: other.to.x - other.from.x, y: other.to.y - other.from.y)
        let offset = CGPoint(x: other.from.x - edge.from.x, y: other.from.y - edge.from.y)
        let lengths = hypot(r.x, r.y) * hypot(s.x, s.y)
        guard lengths > 0 else { return [] }
        let denominator = cross(r, s)
        let inside: ClosedRange<CGFloat> = -1e-12...(1 + 1e-12)
        if abs(denominator) > 1e-12 * lengths {
            let t = cross(offset, s) / denominator
            let u = cross(offset, r) / denominator
            guard t > 0, t < 1, inside.contains(u) else { return [] }
            return [CGPoint(x: edge.from.x + t * r.x, y: edge.from.y + t * r.y)]
        }
        // Parallel: meeting only when on one line, along the part they share.
        guard abs(cross(offset, r)) <= 1e-12 * lengths else { return [] }
        let squared = r.x * r.x + r.y * r.y
        return [other.from, other.to].filter { point in
            let t = ((point.x - edge.from.x) * r.x + (point.y - edge.from.y) * r.y) / squared
            return t > 0 && t < 1
        }
    }

    /// `edge` cut at `points` (on it), in order from its start, on the grid; pieces of no length dropped.
    static func pieces(of edge: Edge, cutAt points: [CGPoint], snapping: Bool) -> [Edge] {
        let r = CGPoint(x: edge.to.x - edge.from.x, y: edge.to.y - edge.from.y)
        let along = points.map { point in ((point.x - edge.from.x) * r.x + (point.y - edge.from.y) * r.y, point) }
        let inner = along.sorted { $0.0 < $1.0 }.map { snapping ? snapped($0.1) : $0.1 }
        var pieces: [Edge] = []
        var start = edge.from
        for point in inner + [edge.to] where point != start {
            pieces.append(Edge(from: start, to: point))
            start = point
        }
        return pieces
    }

    /// The outline of the area `filled` says is filled, over the edges of `regions` (cut
    /// against each other), as closed sub-paths.
    static func outline(of regions: [Region], filled: (CGPoint) -> Bool) -> Path {
        let edges = regions.flatMap(\.edges).filter { $0.from != $0.to }
        var cuts = [[CGPoint]](repeating: [], count: edges.count)
        PathEdgeBands(edges).forEachPair(of: edges) { first, second in
            guard edges[first].boundsMeet(edges[second]) else { return }
            cuts[first] += meetings(of: edges[first], with: edges[second])
            cuts[second] += meetings(of: edges[second], with: edges[first])
        }
        var seen = Set<[CGFloat]>()
        var kept: [Edge] = []
        for (index, edge) in edges.enumerated() {
            for piece in pieces(of: edge, cutAt: cuts[index], snapping: true) {
                // One piece where edges overlap: keyed by its ends in either order.
                let ends = [piece.from.x, piece.from.y, piece.to.x, piece.to.y]
                let key = (piece.from.x, piece.from.y) < (piece.to.x, piece.to.y) ? ends : [ends[2], ends[3], ends[0], ends[1]]
                guard seen.insert(key).inserted else { continue }
                let length = hypot(piece.to.x - piece.from.x, piece.to.y - piece.from.y)
                let normal = CGPoint(x: -(piece.to.y - piece.from.y) / length * sideStep,
                                     y: (piece.to.x - piece.from.x) / length * sideStep)
                let middle = piece.middle
                let left = filled(CGPoint(x: middle.x + normal.x, y: middle.y + normal.y))
                let right = filled(CGPoint(x: middle.x - normal.x, y: middle.y - normal.y))
                if left != right { kept.append(left ? piece : piece.reversed) }
            }
        }
        var path = Path()
        for loop in loops(of: kept) {
            path.move(to: loop[0])
            for point in loop.dropFirst() { path.addLine(to: point) }
            path.closeSubpath()
        }
        return path
    }

    /// `edges` (each end shared with as many edges leaving as arriving) joined end to end into
    /// closed loops; at a point where several edges leave, the loop takes the sharpest turn to
    /// its left. Points in the middle of a straight run are dropped.
    static func loops(of edges: [Edge]) -> [[CGPoint]] {
        var leaving: [[CGFloat]: [Int]] = [:]
        for (index, edge) in edges.enumerated() { leaving[[edge.from.x, edge.from.y], default: []].append(index) }
        var used = [Bool](repeating: false, count: edges.count)
        var loops: [[CGPoint]] = []
        for first in edges.indices where !used[first] {
            used[first] = true
            var loop = [edges[first].from]
            var current = first
            while edges[current].to != edges[first].from {
                let point = edges[current].to
                let incoming = direction(edges[current])
                let next = leaving[[point.x, point.y], default: []].filter { !used[$0] }.max { one, other in
                    turn(incoming, direction(edges[one])) < turn(incoming, direction(edges[other]))
                }
                guard let next else { break }
                loop.append(point)
                used[next] = true
                current = next
            }
            let simplified = withoutStraightPoints(loop)
            if simplified.count > 2 { loops.append(simplified) }
        }
        return loops
    }

    /// `loop` without the points where it goes straight on.
    static func withoutStraightPoints(_ loop: [CGPoint]) -> [CGPoint] {
        loop.indices.compactMap { index in
            let before = loop[(index + loop.count - 1) % loop.count], point = loop[index], after = loop[(index + 1) % loop.count]
            let incoming = CGPoint(x: point.x - before.x, y: point.y - before.y)
            let outgoing = CGPoint(x: after.x - point.x, y: after.y - point.y)
            let straight = abs(cross(incoming, outgoing)) <= 1e-9 * hypot(incoming.x, incoming.y) * hypot(outgoing.x, outgoing.y)
                && incoming.x * outgoing.x + incoming.y * outgoing.y > 0
            return straight ? nil : point
        }
    }

    /// The lines of `path` inside (`keepInside`) or outside the area `region` fills, cut where
    /// they cross its edges: open sub-paths, and closed ones where a closed sub-path is kept whole.
    static func lines(of path: Path, against region: Region, keepInside: Bool) -> Path {
        let edges = region.edges.filter { $0.from != $0.to }
        let bands = PathEdgeBands(edges)
        var result = Path()
        for line in PathPolyline.lines(of: path) {
            let walk = line.closed ? line.points + [line.points[0]] : line.points
            var pieces: [(edge: Edge, kept: Bool)] = []
            for (from, to) in zip(walk, walk.dropFirst()) where from != to {
                let edge = Edge(from: from, to: to)
                let near = Set((bands.band(of: min(from.y, to.y))...bands.band(of: max(from.y, to.y))).flatMap { bands.members[$0] })
                let cuts = near.sorted().map { edges[$0] }.filter { edge.boundsMeet($0) }.flatMap { meetings(of: edge, with: $0) }
                for piece in self.pieces(of: edge, cutAt: cuts, snapping: false) {
                    pieces.append((piece, region.contains(piece.middle) == keepInside))
                }
            }
            guard pieces.contains(where: \.kept) else { continue }
            if line.closed, pieces.allSatisfy(\.kept) {
                result.move(to: line.points[0])
                for point in line.points.dropFirst() { result.addLine(to: point) }
                result.closeSubpath()
                continue
            }
            // A closed line starts after a piece left out, so that a run kept across its start is one.
            if line.closed, let cut = pieces.firstIndex(where: { !$0.kept }) {
                pieces = Array(pieces[(cut + 1)...] + pieces[...cut])
            }
            var previous: CGPoint?
            for piece in pieces {
                guard piece.kept else { previous = nil; continue }
                if piece.edge.from != previous { result.move(to: piece.edge.from) }
                result.addLine(to: piece.edge.to)
                previous = piece.edge.to
            }
        }
        return result
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }

    private static func direction(_ edge: Edge) -> CGPoint { CGPoint(x: edge.to.x - edge.from.x, y: edge.to.y - edge.from.y) }

    /// The angle from `incoming` to `outgoing`, positive turning left (towards +y from +x).
    private static func turn(_ incoming: CGPoint, _ outgoing: CGPoint) -> CGFloat {
        atan2(cross(incoming, outgoing), incoming.x * outgoing.x + incoming.y * outgoing.y)
    }
}
