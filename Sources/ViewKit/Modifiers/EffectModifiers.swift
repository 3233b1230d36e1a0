import Foundation

/// Opacity and offset.
nonisolated extension View {
    /// Draws this view at `opacity` (0 transparent, 1 as it is), as one group: where what the
    /// view draws overlaps itself, it is composited first and then faded, as SwiftUI does; where
    /// nothing inside overlaps (one text, one fill) each colour is faded instead, which gives
    /// the same pixels.
    public func opacity(_ opacity: Double) -> some View {
        let value = opacity.isFinite ? min(1, max(0, opacity)) : 1
        return wrappingNodes { node, _ in value < 1 ? .effect(.opacity(value), node) : node }
    }

    /// Hides this view, as SwiftUI's `hidden()`: it keeps its place in the layout but draws
    /// nothing, is not read out and takes no taps.
    public func hidden() -> some View {
        wrappingNodes { node, _ in .effect(.hidden, node) }
    }

    /// Draws this view moved by `offset`, without changing its size or where its neighbours go.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws this view moved `x` right and `y` down, without changing its size or where its
    /// neighbours go.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let dx = x.isFinite ? x : 0, dy = y.isFinite ? y : 0
        return wrappingNodes { node, _ in .offset(CGSize(width: dx, height: dy), node) }
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct OpacityKey: EnvironmentKey {
        static var defaultValue: Double { 1 }
    }

    /// The opacity views inside are drawn at: the product of every `opacity(_:)` around them.
    package var opacity: Double {
        get { self[OpacityKey.self] }
        set { self[OpacityKey.self] = newValue }
    }

    /// `color` in this environment's colour scheme, faded by its opacity.
    package func resolve(_ color: Color) -> Color.Resolved {
        let value = color.resolve(in: colorScheme)
        guard opacity < 1 else { return value }
        return Color.Resolved(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity * opacity)
    }
}
