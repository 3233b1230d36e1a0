import Foundation

/// How a change animates, as SwiftUI's `Animation`. A snapshot is one moment, after every change
/// has finished, so an animation is accepted and never run; it keeps its description so that two
/// animations compare as SwiftUI's do.
public nonisolated struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What the animation is: its curve and parameters, then any delay, speed or repetition.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The system's default animation.
    public static let `default` = Animation("default")
    /// Slow at the start and the end.
    public static let easeInOut = Animation("easeInOut")
    /// Slow at the start.
    public static let easeIn = Animation("easeIn")
    /// Slow at the end.
    public static let easeOut = Animation("easeOut")
    /// At one pace.
    public static let linear = Animation("linear")
    /// A spring with the system's response and damping.
    public static let spring = Animation("spring")
    /// A spring that overshoots a little.
    public static let bouncy = Animation("bouncy")
    /// A spring that does not overshoot.
    public static let smooth = Animation("smooth")
    /// A quick spring that overshoots a little.
    public static let snappy = Animation("snappy")

    /// Slow at the start and the end, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
    /// Slow at the start, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    /// Slow at the end, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    /// At one pace, over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }

    /// A spring by its response, damping and blend.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))")
    }

    /// A spring by its perceived duration and bounce.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration))")
    }

    /// This animation, started `delay` seconds late.
    public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(delay))") }
    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    /// This animation, `repeatCount` times, back and forth when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    /// This animation, again and again, back and forth when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever(autoreverses: \(autoreverses))")
    }
}

/// Runs `body` and returns its result, as SwiftUI's `withAnimation` does. The changes `body`
/// makes are not animated: a snapshot shows the state they leave.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` within `transaction` and returns its result, as SwiftUI's `withTransaction` does;
/// nothing is animated, as with `withAnimation`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Changes the transaction of changes inside, as SwiftUI's `transaction(_:)`: accepted; a
    /// snapshot animates nothing.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`. Accepted and never run: a snapshot
/// shows the views present at its moment, each in its place.
public nonisolated struct AnyTransition: Sendable {
    private init() {}

    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// Grows from nothing and shrinks to nothing.
    public static let scale = AnyTransition()
    /// No change.
    public static let identity = AnyTransition()

    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Scales from and to `scale`, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Pushes in from `edge`, the old view out the other way.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// One transition in and another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition, run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition() }
}

nonisolated extension View {
    /// Accepted; the view is drawn as it is once `value`'s change has finished animating.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Accepted; the view is drawn in place, as it is once it has come in.
    public func transition(_ transition: AnyTransition) -> some View { self }
}
