import Foundation

/// Shadows, blurs and compositing groups: drawing effects that never change layout.
nonisolated extension View {
    /// Draws a shadow of this view's shape under it: its drawing's alpha blurred with a Gaussian
    /// whose standard deviation is `radius` points, tinted `color`, moved `x` right and `y` down.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let blur = radius.isFinite ? max(0, radius) : 0
        let dx = x.isFinite ? x : 0, dy = y.isFinite ? y : 0
        return wrappingNodes { node, environment in
            .effect(.shadow(environment.resolve(color), radius: blur, x: dx, y: dy), node)
        }
    }

    /// Blurs this view's drawing with a Gaussian whose standard deviation is `radius` points;
    /// `opaque` keeps the result fully opaque inside the view's bounds instead of fading at
    /// its edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let amount = radius.isFinite ? max(0, radius) : 0
        return wrappingNodes { node, _ in .effect(.blur(radius: amount, opaque: opaque), node) }
    }

    /// Composites this view's drawing on its own before later effects (opacity, blending) apply.
    public func compositingGroup() -> some View {
        wrappingNodes { node, _ in .effect(.compositingGroup, node) }
    }

    /// Sets this view's place in its container's drawing order: higher values draw in front;
    /// equal values keep the order the views were written in. Reading order does not change.
    public func zIndex(_ value: Double) -> some View {
        let order = value.isFinite ? value : 0
        return wrappingNodes { node, _ in .effect(.zIndex(order), node) }
    }
}
