import Foundation

/// Colours and where they sit along a gradient, as SwiftUI's `Gradient`.
public nonisolated struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and its place along it, 0…1.
    public nonisolated struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0 at the start and 1 at the end.
        public var location: CGFloat

        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from 0 to 1 (one colour is flat).
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }
}

/// A gradient's geometry in the unit square of the frame it fills, before layout gives the frame.
package nonisolated enum UnitGradientGeometry: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians, clockwise from the trailing side.
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    /// Radii as fractions of the frame's width and height.
    case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// A mesh's vertices in the frame's unit square, row by row; the stops are their colours in
    /// the same order (`MeshGradient`).
    case mesh(columns: Int, rows: Int, vertices: [UnitMeshVertex], background: Color.Resolved)
}

/// A mesh vertex and its edges' control points, in the frame's unit square.
package nonisolated struct UnitMeshVertex: Hashable, Sendable {
    package var position: UnitPoint
    package var leading: UnitPoint
    package var top: UnitPoint
    package var trailing: UnitPoint
    package var bottom: UnitPoint
}

/// A gradient style as resolved for one colour scheme: what layout fits to a frame.
package nonisolated struct ResolvedGradient: Hashable, Sendable {
    package var geometry: UnitGradientGeometry
    package var stops: [(color: Color.Resolved, location: CGFloat)]

    package init(geometry: UnitGradientGeometry, stops: [(color: Color.Resolved, location: CGFloat)]) {
        self.geometry = geometry
        self.stops = stops
    }

    package static func == (lhs: ResolvedGradient, rhs: ResolvedGradient) -> Bool {
        lhs.geometry == rhs.geometry && lhs.stops.map(\.color) == rhs.stops.map(\.color) && lhs.stops.map(\.location) == rhs.stops.map(\.location)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(geometry)
        for stop in stops { hasher.combine(stop.color); hasher.combine(stop.location) }
    }

    /// The stop whose colour text is audited in: the lightest in light mode, the darkest in dark
    /// mode (the stop nearest the backdrop a scheme usually has, so the worst for contrast).
    package func auditStop(for scheme: ColorScheme) -> Color.Resolved {
        func luminance(_ c: Color.Resolved) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
        let colours = stops.map(\.color)
        let pick = scheme == .dark ? colours.min { luminance($0) < luminance($1) } : colours.max { luminance($0) < luminance($1) }
        return pick ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
}

/// A shape style the kit can paint: a colour, a gradient or a material (package-internal).
package protocol ResolvableShapeStyle: ShapeStyle {
    /// The paint for the environment's scheme.
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint
}

/// A shape style as painted.
package nonisolated enum ResolvedPaint: Sendable {
    case color(Color.Resolved)
    case gradient(ResolvedGradient)
    /// A material drawn flat as its tint, with its name for the audit's finding.
    case material(name: String, tint: Color.Resolved)
    /// A Metal shader, never run here: drawn as nothing, with its function's name for the audit.
    case shader(name: String)
}

nonisolated extension Gradient {
    func resolved(_ geometry: UnitGradientGeometry, in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(geometry: geometry, stops: stops.map { (environment.resolve($0.color), $0.location) })
    }
}
