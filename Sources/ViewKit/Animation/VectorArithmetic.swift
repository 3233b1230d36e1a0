import Foundation

/// A value an animation could move along, as SwiftUI's `VectorArithmetic`: it adds, subtracts
/// and scales, and knows its squared length. The `animatableData` of an `Animatable` type is one.
/// Snapshots show one still moment, so nothing here is ever interpolated by the kit; the
/// arithmetic is for screen code that does its own.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

nonisolated extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves the value `amount` of the way towards `other` (0 stays, 1 arrives).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way from this one towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

nonisolated extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

nonisolated extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs` (in single precision).
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

nonisolated extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values moved together, as SwiftUI's `AnimatablePair`: the `animatableData` of a
/// type with two (or, nested, more) values, such as `CGPoint` or a layout's two lengths.
public nonisolated struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The sums of the firsts and of the seconds.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The differences of the firsts and of the seconds.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The two squared lengths, summed.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

nonisolated extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
nonisolated extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

/// The `animatableData` of a type with nothing to animate, as SwiftUI's `EmptyAnimatableData`:
/// every value is zero.
public nonisolated struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The one value.
    public init() {}

    /// The one value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The one value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The one value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
