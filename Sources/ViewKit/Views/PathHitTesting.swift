import Foundation

nonisolated extension Path {
    /// Whether `point` lies inside the path as it is filled, as SwiftUI's `contains(_:eoFill:)`:
    /// by the non-zero winding rule, or the even-odd rule with `eoFill`. Every sub-path counts as
    /// closed; a curve is followed in `curveSteps` straight steps. A point on an edge may fall
    /// either way.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var counter = WindingCounter(point: point)
        var start: CGPoint?
        var last: CGPoint?
        func lineTo(_ p: CGPoint) {
            if let from = last { counter.edge(from, p) } else { start = p }
            last = p
        }
        func close() {
            if let from = last, let to = start { counter.edge(from, to) }
            last = start
        }
        for element in elements {
            switch element {
            case .move(let p):
                close()
                start = p
                last = p
            case .line(let p):
                lineTo(p)
            case .quadCurve(let p, let c):
                let from = last ?? p
                for step in 1...Path.curveSteps {
                    lineTo(Path.quadPoint(from, c, p, at: CGFloat(step) / CGFloat(Path.curveSteps)))
                }
            case .curve(let p, let c1, let c2):
                let from = last ?? p
                for step in 1...Path.curveSteps {
                    lineTo(Path.cubicPoint(from, c1, c2, p, at: CGFloat(step) / CGFloat(Path.curveSteps)))
                }
            case .closeSubpath:
                close()
            }
        }
        close()
        return counter.isInside(eoFill: eoFill)
    }

    /// The straight steps a curve is followed in by `contains(_:eoFill:)`.
    static let curveSteps = 16

    /// The point at `t` of the quadratic curve from `from` through `control` to `to`.
    static func quadPoint(_ from: CGPoint, _ control: CGPoint, _ to: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                       y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
    }

    /// The point at `t` of the cubic curve from `from` by `control1` and `control2` to `to`.
    static func cubicPoint(_ from: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ to: CGPoint,
                           at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                       y: a * from.y + b * control1.y + c * control2.y + d * to.y)
    }
}

/// Whether a point is inside edges given one by one, by the ray from it towards +x: each edge the
/// ray crosses counts, upward +1 and downward -1 (the winding number), and once (the crossings).
nonisolated struct WindingCounter {
    let point: CGPoint
    private var winding = 0
    private var crossings = 0

    init(point: CGPoint) {
        self.point = point
    }

    /// Counts the edge from `a` to `b`.
    mutating func edge(_ a: CGPoint, _ b: CGPoint) {
        guard (a.y <= point.y) != (b.y <= point.y) else { return }
        let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
        guard x > point.x else { return }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
    }

    /// Inside by the non-zero rule, or the even-odd rule with `eoFill`.
    func isInside(eoFill: Bool) -> Bool {
        eoFill ? crossings % 2 == 1 : winding != 0
    }
}
