import Foundation

/// How a path's outline is drawn: its width, the ends of open lines, the corners and any dashes,
/// as Core Graphics (and SwiftUI's `StrokeStyle`) describe them.
public struct StrokeGeometry: Hashable, Sendable, CustomStringConvertible {
    /// The end of an open line.
    public enum Cap: String, Hashable, Sendable {
        /// Square at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// A corner.
    public enum Join: String, Hashable, Sendable {
        /// Pointed, up to the miter limit.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }

    /// The line's width, in points.
    public var width: CGFloat
    /// The ends of open lines.
    public var cap: Cap
    /// The corners.
    public var join: Join
    /// The longest a miter join may reach, in line widths.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternately, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke's geometry.
    public init(width: CGFloat, cap: Cap = .butt, join: Join = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How far the ink of `elements` stroked this way may reach past their points (control
    /// points included): half the width; further at a square cap's corner, and at the point of
    /// each miter join, by the miter's length for its angle (a join past the miter limit is
    /// bevelled and reaches no further than half the width).
    public func reach(along elements: [PathElement]) -> CGFloat {
        let half = width / 2
        var ratio: CGFloat = cap == .square ? 2.0.squareRoot() : 1
        guard join == .miter else { return half * ratio }
        for (incoming, outgoing) in StrokeGeometry.joins(of: elements) {
            let lengths = (incoming.x * incoming.x + incoming.y * incoming.y).squareRoot()
                * (outgoing.x * outgoing.x + outgoing.y * outgoing.y).squareRoot()
            let turn = (incoming.x * outgoing.x + incoming.y * outgoing.y) / lengths
            let halfAngleCosine = ((1 + max(-1, min(1, turn))) / 2).squareRoot()
            guard halfAngleCosine > 0 else { continue }
            let miter = 1 / halfAngleCosine
            if miter <= max(1, miterLimit) { ratio = max(ratio, miter) }
        }
        return half * ratio
    }

    /// The directions into and out of each corner where two segments meet (closing lines
    /// included); curves by their end tangents. Zero-length segments are skipped.
    package static func joins(of elements: [PathElement]) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        var first: CGPoint?, last: CGPoint?
        func direction(_ from: CGPoint, _ candidates: [CGPoint]) -> CGPoint? {
            for point in candidates where point != from { return CGPoint(x: point.x - from.x, y: point.y - from.y) }
            return nil
        }
        func segment(into: CGPoint?, outOf: CGPoint?) {
            guard let into, let outOf else { return }
            if let last { result.append((last, into)) }
            if first == nil { first = into }
            last = outOf
        }
        for element in elements {
            switch element {
            case .move(let point):
                start = point; current = point; first = nil; last = nil
            case .line(let point):
                let way = direction(current, [point])
                segment(into: way, outOf: way)
                current = point
            case .curve(let point, let c1, let c2):
                let into = direction(current, [c1, c2, point])
                let outOf = direction(point, [c2, c1, current]).map { CGPoint(x: -$0.x, y: -$0.y) }
                segment(into: into, outOf: outOf)
                current = point
            case .circle:
                first = nil; last = nil
            case .close:
                let way = direction(current, [start])
                segment(into: way, outOf: way)
                if let last, let first { result.append((last, first)) }
                current = start; first = nil; last = nil
            }
        }
        return result
    }

    /// "width 8 butt miter", with "dash 4 2" (and "phase 1") when dashed.
    public var description: String {
        var text = "width \(DumpFormat.number(width)) \(cap.rawValue) \(join.rawValue)"
        if join == .miter, miterLimit != 10 { text += " limit \(DumpFormat.number(miterLimit))" }
        if !dash.isEmpty { text += " dash " + dash.map(DumpFormat.number).joined(separator: " ") }
        if dashPhase != 0 { text += " phase \(DumpFormat.number(dashPhase))" }
        return text
    }
}
