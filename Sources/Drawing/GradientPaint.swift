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

    /// The same gradient with every stop's alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> GradientPaint {
        GradientPaint(geometry: geometry, stops: stops.map { GradientColorStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) })
    }
}

extension GradientPaint: CustomStringConvertible {
    /// `linear 0,0→100,0 #ff0000@0 #0000ff@1` (or `radial 50,10 r0→40 …`), as the dump prints it.
    public var description: String {
        func point(_ p: CGPoint) -> String { "\(DumpFormat.number(p.x)),\(DumpFormat.number(p.y))" }
        let head: String
        switch geometry {
        case .linear(let start, let end): head = "linear \(point(start))→\(point(end))"
        case .radial(let center, let startRadius, let endRadius):
            head = "radial \(point(center)) r\(DumpFormat.number(startRadius))→\(DumpFormat.number(endRadius))"
        }
        return ([head] + stops.map { "\($0.color.hexString)@\(DumpFormat.number(CGFloat($0.location)))" }).joined(separator: " ")
    }
}
