import Foundation

/// A shadow a shape style carries, as SwiftUI's `ShadowStyle` (`.fill(.blue.shadow(.drop(radius: 4)))`).
public nonisolated struct ShadowStyle: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow under the shape: its alpha blurred by `radius` points, tinted `color`, moved
    /// `x` right and `y` down (as `View.shadow`).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, as if cast by its edge onto it: what lies outside the shape,
    /// blurred by `radius` points, tinted `color`, moved `x` right and `y` down, seen within the shape.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with a shadow: a shape filled with it draws its shadow too. Text and other
/// views painted with it are painted with the base style, without a shadow (README, deviations).
public nonisolated struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let resolvable = base as? any ResolvableShapeStyle { return resolvable.resolvedPaint(in: environment) }
        return .color(environment.resolve(base as? Color ?? environment.foregroundColor ?? .defaultLabel))
    }
}

nonisolated extension ShapeStyle {
    /// This style with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

nonisolated extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        ForegroundStyle().shadow(style)
    }
}

/// How a shape filled with a shadowed style is drawn.
protocol ShadowedShapeStyle {
    /// `shape` filled with the base style, with the shadow.
    func shadowedFill<S: Shape>(_ shape: S) -> AnyView
}

nonisolated extension _ShadowShapeStyle: ShadowedShapeStyle {
    func shadowedFill<S: Shape>(_ shape: S) -> AnyView {
        let fill = shape.fill(base)
        let blur = shadow.radius.isFinite ? max(0, shadow.radius) : 0
        let dx = shadow.x.isFinite ? shadow.x : 0, dy = shadow.y.isFinite ? shadow.y : 0
        switch shadow.kind {
        case .drop:
            return AnyView(fill.shadow(color: shadow.color, radius: blur, x: dx, y: dy))
        case .inner:
            return AnyView(fill.overlay(InnerShadow(shape: shape, color: shadow.color, radius: blur, x: dx, y: dy)))
        }
    }
}

/// The inner shadow: the outside of the shape (as far out as the blur and offset reach), moved,
/// blurred and seen through the shape.
nonisolated struct InnerShadow<S: Shape>: View {
    let shape: S
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    var body: some View {
        let margin = 3 * radius + abs(x) + abs(y) + 1
        Rectangle().fill(color)
            .clipShape(ShapeComplement(shape: shape, margin: margin), style: FillStyle(eoFill: true))
            .padding(-margin)
            .offset(x: x, y: y)
            .blur(radius: radius)
            .mask(shape)
    }
}

/// A frame grown by `margin` less the shape in the middle of it, filled even-odd.
nonisolated struct ShapeComplement<S: Shape>: Shape {
    let shape: S
    let margin: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        path.addPath(shape.path(in: rect.insetBy(dx: margin, dy: margin)))
        return path
    }
}
