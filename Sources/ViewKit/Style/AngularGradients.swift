import Foundation

/// Colours that change with the angle around a centre, as SwiftUI's `AngularGradient` (a conic
/// gradient): a shape style, and a view that fills the space it is offered. Angles run clockwise
/// from the trailing side (3 o'clock); over more than a turn only the last turn shows, and the gap
/// of a shorter span takes the last colour up to its middle and the first colour after it.
public nonisolated struct AngularGradient: ShapeStyle, View, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the filled frame's unit square.
    public var center: UnitPoint
    /// Where the first stop sits.
    public var startAngle: Angle
    /// Where the last stop sits.
    public var endAngle: Angle

    /// An angular gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// An angular gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one whole turn around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A conic gradient through evenly spaced `colors`, one whole turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient through `stops`, one whole turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A primitive.
    public typealias Body = Never
}

/// Colours that change across ellipses that fit the filled frame, as SwiftUI's
/// `EllipticalGradient`: the stop at radius fraction f lies on the ellipse f × the frame's width
/// wide and f × its height tall (radii), around `center`; 0.5 reaches the frame's edges.
public nonisolated struct EllipticalGradient: ShapeStyle, View, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the filled frame's unit square.
    public var center: UnitPoint
    /// The first stop's radius, as a fraction of the frame's size.
    public var startRadiusFraction: CGFloat
    /// The last stop's radius, as a fraction of the frame's size.
    public var endRadiusFraction: CGFloat

    /// An elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A primitive.
    public typealias Body = Never
}

nonisolated extension AngularGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(gradient.resolved(.angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians), in: environment))
    }
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}

nonisolated extension EllipticalGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(gradient.resolved(.elliptical(center: center, startRadiusFraction: startRadiusFraction,
                                                endRadiusFraction: endRadiusFraction), in: environment))
    }
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}
