import Foundation

/// A type whose values an animation could move between, as SwiftUI's `Animatable`: shapes,
/// layouts, views and modifiers of your own declare their `animatableData` as they do for iOS.
///
/// A snapshot is one still moment, drawn at the values the view holds, so the kit never sets
/// `animatableData` (an animation on a device ends at those same values). Declaring it changes
/// nothing drawn; it is here so that code written for SwiftUI compiles unchanged.
public protocol Animatable {
    /// The values an animation moves, as one vector.
    associatedtype AnimatableData: VectorArithmetic
    /// The current values.
    var animatableData: AnimatableData { get set }
}

nonisolated extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A view modifier with animatable values, as SwiftUI's (deprecated) `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

nonisolated extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

nonisolated extension UnitPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

nonisolated extension EdgeInsets: Animatable {
    /// The top, leading, bottom and trailing insets, nested in pairs.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

nonisolated extension CGPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

nonisolated extension CGSize: Animatable {
    /// The width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

nonisolated extension CGRect: Animatable {
    /// The origin's and the size's animatable data.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
