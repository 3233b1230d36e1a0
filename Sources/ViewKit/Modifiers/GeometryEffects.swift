import Foundation

nonisolated extension View {
    /// Draws this view through `transform` in its own coordinates (origin at its top leading
    /// corner), as SwiftUI's `projectionEffect(_:)`; its frame in layout stays as it was. An
    /// affine transform is drawn exactly (as `transformEffect`); perspective (m13, m23) is not
    /// applied: the view is drawn through the affine part over m33, flat, as `rotation3DEffect`
    /// is drawn. A transform that is not finite, or has m33 = 0, draws the view as it is.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        transformEffect(transform.drawnAffinePart ?? .identity)
    }
}

/// An effect that draws a view through a transform made from its size, as SwiftUI's
/// `GeometryEffect` (a shake, a skew, a flip written as a modifier): apply one with
/// `.modifier(_:)`. The transform is `effectValue(size:)` of the view's size where it is placed,
/// drawn as `projectionEffect` draws it; the layout is the view's own.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// The content, laid out as itself and drawn through `effectValue(size:)` of its size.
    @MainActor @preconcurrency
    public func body(content: Content) -> some View {
        content.hidden().overlay(alignment: .topLeading) {
            GeometryReader { proxy in content.projectionEffect(effectValue(size: proxy.size)) }
        }
    }

    /// This effect, marked as not moving the view's frame for the layout around it (SwiftUI's
    /// `ignoredByLayout()`); no effect moves a frame here, so it draws as the effect does.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// A geometry effect the layout around it ignores (`GeometryEffect.ignoredByLayout()`).
public nonisolated struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base

    /// The effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The effect's transform.
    @MainActor public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
