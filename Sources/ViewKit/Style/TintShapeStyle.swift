/// The environment's tint as a shape style, as SwiftUI's `TintShapeStyle` (`.foregroundStyle(.tint)`,
/// `.fill(.tint)`): the tint set with `tint(_:)`, or the accent colour when none is set.
public nonisolated struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The tint style.
    public init() {}

    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.resolve(environment.tint ?? .accentColor))
    }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
