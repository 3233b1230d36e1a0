import Foundation

nonisolated extension Path {
    /// Whether `point` lies inside the path as it is filled, as SwiftUI's `contains(_:eoFill:)`:
    /// by the non-zero winding rule, or the even-odd rule with `eoFill`. Every sub-path counts as
    /// closed; a curve is followed in `curveSteps` straight steps. A point on an edge may fall
    /// either way.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        var start: CGPoint?
        var last: CGPoint?
        // A ray from the point towards +x: each edge it crosses counts, upward +1, downward -1.
        func edge(_ a: CGPoint, _ b: CGPoint) {
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        func lineTo(_ p: CGPoint) {
            if let from = last { edge(from, p) } else { start = p }
            last = p
        }
        func close() {
            if let from = last, let to = start { edge(from, to) }
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
                    let t = CGFloat(step) / CGFloat(Path.curveSteps), u = 1 - t
                    lineTo(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let from = last ?? p
                for step in 1...Path.curveSteps {
                    let t = CGFloat(step) / CGFloat(Path.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    lineTo(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                close()
            }
        }
        close()
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The straight steps a curve is followed in by `contains(_:eoFill:)`.
    static let curveSteps = 16
}
