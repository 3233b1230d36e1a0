import Foundation

/// Colours that change along a line, as SwiftUI's `LinearGradient`: a shape style, and a view that
/// fills the space it is offered.
public nonisolated struct LinearGradient: ShapeStyle, View, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where the first stop sits, in the filled frame's unit square.
    public var startPoint: UnitPoint
    /// Where the last stop sits.
    public var endPoint: UnitPoint

    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient through evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A primitive.
    public typealias Body = Never
}

/// Colours that change with the distance from a centre, as SwiftUI's `RadialGradient`.
public nonisolated struct RadialGradient: ShapeStyle, View, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the filled frame's unit square.
    public var center: UnitPoint
    /// The radius of the first stop, in points.
    public var startRadius: CGFloat
    /// The radius of the last stop, in points.
    public var endRadius: CGFloat

    /// A radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A primitive.
    public typealias Body = Never
}

/// A colour's standard gradient, as SwiftUI's `AnyGradient` from `Color.gradient`: the colour
/// lightened a little at the top, down to the colour itself at the bottom.
public nonisolated struct AnyGradient: ShapeStyle, View, Hashable {
    /// How much white is mixed into the top of a colour's gradient (an approximation of iOS 16's).
    package static let topLightening = 0.18
    let base: Color

    var linear: LinearGradient {
        func lighten(_ c: Color.Resolved) -> Color.Resolved {
            let t = AnyGradient.topLightening
            return Color.Resolved(red: c.red + (1 - c.red) * t, green: c.green + (1 - c.green) * t,
                                  blue: c.blue + (1 - c.blue) * t, opacity: c.opacity)
        }
        let top = Color(light: lighten(base.light), dark: lighten(base.dark))
        return LinearGradient(colors: [top, base], startPoint: .top, endPoint: .bottom)
    }

    /// The gradient's colours and stops, for the static members that place them (`.linearGradient(_:startPoint:endPoint:)`…).
    var stops: Gradient { linear.gradient }

    /// A primitive.
    public typealias Body = Never
}

nonisolated extension Color {
    /// The colour as a subtle top-to-bottom gradient (iOS 16's `Color.gradient`).
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

nonisolated extension LinearGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(gradient.resolved(.linear(start: startPoint, end: endPoint), in: environment))
    }
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}

nonisolated extension RadialGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .gradient(gradient.resolved(.radial(center: center, startRadius: startRadius, endRadius: endRadius), in: environment))
    }
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}

nonisolated extension AnyGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint { linear.resolvedPaint(in: environment) }
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}

nonisolated extension Color: ResolvableShapeStyle {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(environment.resolve(self)) }
}

/// A style filling `shape`: a colour as before, a gradient as one, a material as its tint with an
/// annotation the audit reports.
package func styledShapeNodes(_ shape: ResolvedShape, _ style: some ShapeStyle, _ environment: EnvironmentValues) -> [ResolvedNode] {
    guard let style = style as? any ResolvableShapeStyle else { return [] }
    switch style.resolvedPaint(in: environment) {
    case .color(let colour):
        return [.shape(shape, .fill(colour))]
    case .gradient(let gradient):
        return [.shape(shape, .gradient(gradient))]
    case .material(let name, let tint):
        return [.annotation(component: MaterialAnnotation.component, properties: [MaterialAnnotation.name: name],
                            .shape(shape, .fill(tint)))]
    case .shader(let name):
        return [ShaderAnnotation.marking(.shape(shape, .fill(Color.clear.light)), name: name, use: "fill")]
    }
}

/// A style as a view filling the space it is offered.
func styleFillNodes(_ style: some ShapeStyle, _ environment: EnvironmentValues) -> [ResolvedNode] {
    if let paint = style as? ImagePaint { return resolveView(paint.tiles, in: environment) }
    return styledShapeNodes(.rectangle, style, environment)
}

/// A shape style as a view filling the space it is offered (`background(_:)` with a style).
nonisolated struct StyleFill<Style: ShapeStyle>: View, PrimitiveView {
    let style: Style
    typealias Body = Never
    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(style, environment) }
}
