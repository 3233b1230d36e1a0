import Foundation

/// The background as a shape style, as SwiftUI's `BackgroundStyle` (`.background(.background)`,
/// `.fill(.background)`): the style `backgroundStyle(_:)` set around the view, or the system
/// background (white, black in dark mode) when none is set.
public nonisolated struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The background style.
    public init() {}

    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let set = environment.backgroundStyle { return set.paint(environment) }
        return .color(environment.resolve(Color(uiColor: .systemBackground)))
    }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A shape style set with `backgroundStyle(_:)`, kept as how it paints in an environment.
package nonisolated struct SetBackgroundStyle: @unchecked Sendable {
    let paint: (EnvironmentValues) -> ResolvedPaint
}

nonisolated extension EnvironmentValues {
    private nonisolated struct BackgroundStyleKey: EnvironmentKey {
        static var defaultValue: SetBackgroundStyle? { nil }
    }

    /// The style `.background` paints with below; nil for the system background.
    package var backgroundStyle: SetBackgroundStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style `.background` (`BackgroundStyle`) paints with inside (iOS 16). A style that is
    /// itself `.background` leaves the one set around it.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        guard let resolvable = style as? any ResolvableShapeStyle, !(style is BackgroundStyle) else {
            return transformingEnvironment { _ in }
        }
        let set = SetBackgroundStyle { resolvable.resolvedPaint(in: $0) }
        return transformingEnvironment { $0.backgroundStyle = set }
    }
}
