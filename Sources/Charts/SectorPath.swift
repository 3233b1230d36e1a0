import Foundation
import ViewKit

/// The outline of a pie or doughnut sector, its corners rounded (`SectorMark(...).cornerRadius`).
///
/// Angles grow clockwise on the screen (y down), from `start` to `end`. Each corner where a
/// straight edge meets an arc is a quarter-turn-or-so arc of `cornerRadius` touching both: its
/// centre lies `cornerRadius` inside the arc and `cornerRadius` from the edge. The radius shrinks
/// to fit the ring's width and the sector's angle; a pie's point at the centre stays sharp.
nonisolated enum SectorPath {
    static func path(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, cornerRadius: CGFloat) -> Path {
        let radius = fittedRadius(cornerRadius, inner: Double(inner), outer: Double(outer), sweep: end - start)
        func point(_ angle: Double, _ distance: Double) -> CGPoint {
            CGPoint(x: center.x + CGFloat(distance * cos(angle)), y: center.y + CGFloat(distance * sin(angle)))
        }
        return Path { path in
            guard radius > 0 else {
                path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
                if inner > 0 {
                    path.addArc(center: center, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
                } else {
                    path.addLine(to: center)
                }
                path.closeSubpath()
                return
            }
            let c = Double(radius), quarter = Double.pi / 2
            // The outer corners' centres: c inside the outer arc, c from each edge.
            let outerCentre = Double(outer) - c, outerTurn = asin(c / outerCentre)
            path.move(to: point(start + outerTurn, Double(outer)))
            path.addArc(center: center, radius: outer, startAngle: .radians(start + outerTurn), endAngle: .radians(end - outerTurn), clockwise: false)
            path.addArc(center: point(end - outerTurn, outerCentre), radius: radius, startAngle: .radians(end - outerTurn),
                        endAngle: .radians(end + quarter), clockwise: false)
            if inner > 0 {
                let innerCentre = Double(inner) + c, innerTurn = asin(c / innerCentre)
                path.addArc(center: point(end - innerTurn, innerCentre), radius: radius, startAngle: .radians(end + quarter),
                            endAngle: .radians(end - innerTurn + .pi), clockwise: false)
                path.addArc(center: center, radius: inner, startAngle: .radians(end - innerTurn), endAngle: .radians(start + innerTurn), clockwise: true)
                path.addArc(center: point(start + innerTurn, innerCentre), radius: radius, startAngle: .radians(start + innerTurn + .pi),
                            endAngle: .radians(start + 3 * quarter), clockwise: false)
            } else {
                path.addLine(to: center)
            }
            path.addArc(center: point(start + outerTurn, outerCentre), radius: radius, startAngle: .radians(start - quarter),
                        endAngle: .radians(start + outerTurn), clockwise: false)
            path.closeSubpath()
        }
    }

    /// The largest corner radius up to `wanted` that fits: half the ring's width, and small
    /// enough that the corners at both ends of each arc do not cross.
    static func fittedRadius(_ wanted: CGFloat, inner: Double, outer: Double, sweep: Double) -> CGFloat {
        guard wanted > 0, outer > inner, sweep > 0 else { return 0 }
        let half = sin(min(sweep / 2, Double.pi / 2))
        var radius = min(Double(wanted), (outer - inner) / 2, outer * half / (1 + half))
        if inner > 0 && half < 1 { radius = min(radius, inner * half / (1 - half)) }
        return CGFloat(max(0, radius))
    }
}
