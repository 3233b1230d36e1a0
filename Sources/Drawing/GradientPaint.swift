import Foundation

/// One colour of a gradient at a place along it, 0 at the start and 1 at the end.
public struct GradientColorStop: Hashable, Sendable {
    /// The colour at the stop.
    public var color: RGBAColor
    /// Where along the gradient, 0…1.
    public var location: Double

    /// A stop.
    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// The geometry of a gradient, in page points.
public enum GradientGeometry: Hashable, Sendable {
    /// Colours change along the line from `start` to `end`, and are constant across it.
    case linear(start: CGPoint, end: CGPoint)
    /// Colours change with the distance from `center`, from `startRadius` to `endRadius`.
    case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours change with the angle around `center` (a conic gradient), from `startAngle` to
    /// `endAngle` in radians, clockwise on the page from the positive x axis. Over more than a
    /// turn only the last turn shows; in the gap of less than a turn the last colour continues
    /// to the gap's middle and the first one from there (SwiftUI's `AngularGradient`).
    case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    /// Colours change across ellipses around `center`: the stop at fraction f lies on the ellipse
    /// with radii f × `size.width` and f × `size.height`, from `startFraction` to `endFraction`.
    case elliptical(center: CGPoint, size: CGSize, startFraction: CGFloat, endFraction: CGFloat)
    /// A mesh of `columns` × `rows` vertices, row by row from the top-left: each cell a patch
    /// bounded by curves through its corners' control points, its colour blended from its
    /// corners'. The vertices' colours are the stops, in the same order (the stop at location i
    /// is vertex i's colour); `background` fills what no patch covers.
    case mesh(columns: Int, rows: Int, vertices: [MeshVertex], background: RGBAColor)
}

/// One vertex of a mesh gradient: where it is and the control points of the four edges that
/// leave it (towards the leading, top, trailing and bottom neighbours), in points.
public struct MeshVertex: Hashable, Sendable {
    /// The vertex.
    public var position: CGPoint
    /// The control point of the edge to the neighbour on the leading side.
    public var leading: CGPoint
    /// The control point of the edge to the neighbour above.
    public var top: CGPoint
    /// The control point of the edge to the neighbour on the trailing side.
    public var trailing: CGPoint
    /// The control point of the edge to the neighbour below.
    public var bottom: CGPoint

    /// A vertex.
    public init(position: CGPoint, leading: CGPoint, top: CGPoint, trailing: CGPoint, bottom: CGPoint) {
        self.position = position
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// A gradient as the display list paints it: a geometry and colour stops (sorted by location).
/// Beyond the first and last stops the end colours continue (Cairo's `EXTEND_PAD`).
public struct GradientPaint: Hashable, Sendable {
    /// Where the colours go.
    public var geometry: GradientGeometry
    /// The stops, sorted by location.
    public var stops: [GradientColorStop]

    /// A gradient; `stops` are sorted by location (stable, so equal locations keep their order).
    public init(geometry: GradientGeometry, stops: [GradientColorStop]) {
        self.geometry = geometry
        self.stops = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

extension GradientPaint: CustomStringConvertible {
    /// `linear 0,0→100,0 #ff0000@0 #0000ff@1` (or `radial 50,10 r0→40 …`, `angular 50,10 0°→360° …`,
    /// `elliptical 50,10 100×20 f0→0.5 …`), as the dump prints it.
    public var description: String {
        func point(_ p: CGPoint) -> String { "\(DumpFormat.number(p.x)),\(DumpFormat.number(p.y))" }
        let head: String
        switch geometry {
        case .linear(let start, let end): head = "linear \(point(start))→\(point(end))"
        case .radial(let center, let startRadius, let endRadius):
            head = "radial \(point(center)) r\(DumpFormat.number(startRadius))→\(DumpFormat.number(endRadius))"
        case .angular(let center, let startAngle, let endAngle):
            func degrees(_ radians: Double) -> String { DumpFormat.number(CGFloat(radians * 180 / .pi)) }
            head = "angular \(point(center)) \(degrees(startAngle))°→\(degrees(endAngle))°"
        case .elliptical(let center, let size, let startFraction, let endFraction):
            head = "elliptical \(point(center)) \(DumpFormat.number(size.width))×\(DumpFormat.number(size.height))"
                + " f\(DumpFormat.number(startFraction))→\(DumpFormat.number(endFraction))"
        case .mesh(let columns, let rows, let vertices, let background):
            head = "mesh \(columns)×\(rows) " + vertices.map { point($0.position) }.joined(separator: " ")
                + " on \(background.hexString)"
        }
        return ([head] + stops.map { "\($0.color.hexString)@\(DumpFormat.number(CGFloat($0.location)))" }).joined(separator: " ")
    }
}

extension GradientPaint {
    /// The colour at `location` along the gradient (straight alpha): the end colours past the
    /// ends, else the two neighbouring stops mixed linearly (equal locations make a hard edge).
    public func color(at location: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if !(location > first.location) { return first.color }
        if location >= last.location { return last.color }
        var index = 1
        while index < stops.count - 1, stops[index].location <= location { index += 1 }
        let left = stops[index - 1], right = stops[index]
        let span = right.location - left.location
        let t = span > 0 ? (location - left.location) / span : 1
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return RGBAColor(red: mix(left.color.red, right.color.red), green: mix(left.color.green, right.color.green),
                         blue: mix(left.color.blue, right.color.blue), alpha: mix(left.color.alpha, right.color.alpha))
    }

    /// Where along an angular gradient from `startAngle` to `endAngle` the angle `angle` falls
    /// (all in radians), 0…1: the last full turn when the span is a turn or more; in the gap of a
    /// shorter span, 1 (the last colour) up to the gap's middle and 0 (the first) after it.
    public static func angularLocation(of angle: Double, startAngle: Double, endAngle: Double) -> Double {
        let turn = 2 * Double.pi
        let span = endAngle - startAngle
        let start = span >= turn ? endAngle - turn : startAngle
        var offset = (angle - start).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if span >= turn { return offset / turn }
        if span > 0, offset <= span { return offset / span }
        let gap = turn - max(0, span)
        return offset - max(0, span) < gap / 2 ? 1 : 0
    }
}
