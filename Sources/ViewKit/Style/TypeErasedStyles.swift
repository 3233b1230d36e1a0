import Foundation

/// Any shape style, as SwiftUI's `AnyShapeStyle`: paints as the style it wraps (a colour, a
/// gradient, a material...), so one type can hold either of two styles.
public nonisolated struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    private let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard let style = base as? any ResolvableShapeStyle else { return .color(Color.clear.resolve(in: environment.colorScheme)) }
        return style.resolvedPaint(in: environment)
    }
}

/// Any shape, as SwiftUI's `AnyShape` (iOS 16): draws as the shape it wraps, its exact outline
/// included, so one type can hold either of two shapes.
public nonisolated struct AnyShape: Shape, PrimitiveView, @unchecked Sendable {
    private let outline: (CGRect) -> Path
    private let resolved: ResolvedShapeValue

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        resolved = shape.resolvedShape
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { outline(rect) }
    /// The wrapped shape's outline as the kit draws it.
    public var resolvedShape: ResolvedShapeValue { resolved }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}
