import Foundation

/// The view an animator's content closure is given, as SwiftUI's `PlaceholderContentView`: the
/// view the animator modifies.
public nonisolated struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The modified view.
    public var body: some View { content }
}

/// iOS 17's phase and keyframe animators. A snapshot is one still moment, the first: a phase
/// animator's content is drawn at its first phase, a keyframe animator's at its initial value;
/// the keyframes and the animations between phases are never run.
nonisolated extension View {
    /// This view through `content` at the first of `phases` (SwiftUI cycles through them).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View>(
        _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// This view through `content` at the first of `phases` (SwiftUI runs through them when
    /// `trigger` changes).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View, T: Equatable>(
        _ phases: Phases, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
                      animation: animation)
    }

    /// This view through `content` at `initialValue` (SwiftUI plays `keyframes`, again and
    /// again when `repeating`).
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// This view through `content` at `initialValue` (SwiftUI plays `keyframes` when `trigger`
    /// changes).
    public func keyframeAnimator<Value, V: View, K: Keyframes, T: Equatable>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// Content drawn through a sequence of phases, as SwiftUI's `PhaseAnimator`: drawn at the first.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let first: Phase?
    private let content: (Phase) -> Content

    /// Content at each of `phases`, cycling.
    public init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
                                  animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    /// Content at each of `phases`, run through when `trigger` changes.
    public init<Phases: Sequence, T: Equatable>(_ phases: Phases, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default })
    where Phases.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    /// The content at the first phase (nothing when there are no phases).
    public var body: some View {
        if let first { content(first) }
    }
}

/// Content drawn along keyframes, as SwiftUI's `KeyframeAnimator`: drawn at its initial value.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let content: (Value) -> Content

    /// Content along `keyframes`, again and again when `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Content along `keyframes`, played when `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content at the initial value.
    public var body: some View { content(initialValue) }
}

/// Keyframes for a value, as SwiftUI's `Keyframes`: made by `KeyframesBuilder`, never played here.
public protocol Keyframes {
    /// The value the keyframes animate.
    associatedtype Value
}

/// Keyframes of one track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent {
    /// The value the keyframes move.
    associatedtype Value
}

/// Keyframes with their type erased (what the builders make).
public nonisolated struct AnyKeyframes<Value>: Keyframes {}

/// Track keyframes with their type erased (what the builders make).
public nonisolated struct AnyKeyframeTrackContent<Value>: KeyframeTrackContent {}

/// Builds a value's keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public nonisolated enum KeyframesBuilder<Value> {
    /// No keyframes.
    public static func buildBlock() -> AnyKeyframes<Value> { AnyKeyframes() }
    /// The first track.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> AnyKeyframes<Value> where K.Value == Value { AnyKeyframes() }
    /// One more track.
    public static func buildPartialBlock<K: Keyframes>(accumulated: AnyKeyframes<Value>, next: K) -> AnyKeyframes<Value>
    where K.Value == Value { AnyKeyframes() }
    /// A track written as an expression.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
    /// Keyframes of the whole value written without a `KeyframeTrack` (`LinearKeyframe(1.2, duration: 0.2)`).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> AnyKeyframes<Value> where K.Value == Value {
        AnyKeyframes()
    }
    /// Keyframes in a loop.
    public static func buildArray(_ keyframes: [AnyKeyframes<Value>]) -> AnyKeyframes<Value> { AnyKeyframes() }
    /// Keyframes under an `if`.
    public static func buildOptional(_ keyframes: AnyKeyframes<Value>?) -> AnyKeyframes<Value> { AnyKeyframes() }
    /// Keyframes under an `if`'s first branch.
    public static func buildEither(first: AnyKeyframes<Value>) -> AnyKeyframes<Value> { first }
    /// Keyframes under an `if`'s other branch.
    public static func buildEither(second: AnyKeyframes<Value>) -> AnyKeyframes<Value> { second }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public nonisolated enum KeyframeTrackContentBuilder<Value> {
    /// No keyframes.
    public static func buildBlock() -> AnyKeyframeTrackContent<Value> { AnyKeyframeTrackContent() }
    /// The first keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> AnyKeyframeTrackContent<Value>
    where K.Value == Value { AnyKeyframeTrackContent() }
    /// One more keyframe.
    public static func buildPartialBlock<K: KeyframeTrackContent>(accumulated: AnyKeyframeTrackContent<Value>, next: K)
        -> AnyKeyframeTrackContent<Value> where K.Value == Value { AnyKeyframeTrackContent() }
    /// A keyframe written as an expression, of the track's value (so `LinearKeyframe(1.0, ...)`
    /// takes the track's type).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value { keyframe }
    /// Keyframes under an `if`.
    public static func buildOptional(_ content: AnyKeyframeTrackContent<Value>?) -> AnyKeyframeTrackContent<Value> {
        AnyKeyframeTrackContent()
    }
    /// Keyframes under an `if`'s first branch.
    public static func buildEither(first: AnyKeyframeTrackContent<Value>) -> AnyKeyframeTrackContent<Value> { first }
    /// Keyframes under an `if`'s other branch.
    public static func buildEither(second: AnyKeyframeTrackContent<Value>) -> AnyKeyframeTrackContent<Value> { second }
    /// Keyframes in a loop.
    public static func buildArray(_ contents: [AnyKeyframeTrackContent<Value>]) -> AnyKeyframeTrackContent<Value> {
        AnyKeyframeTrackContent()
    }
}

/// The keyframes of one property of the animated value, as SwiftUI's `KeyframeTrack`.
public nonisolated struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    /// The animated value.
    public typealias Value = Root

    /// Keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {}

    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {}
}

/// A keyframe reached at a steady pace, as SwiftUI's `LinearKeyframe`.
public nonisolated struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// Moves to `to` in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`.
public nonisolated struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// Springs to `to`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`.
public nonisolated struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// Moves to `to` in `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to, as SwiftUI's `MoveKeyframe`.
public nonisolated struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// Jumps to `to`.
    public init(_ to: Value) {}
}

/// A curve of progress over time, as SwiftUI's `UnitCurve`.
public nonisolated struct UnitCurve: Hashable, Sendable {
    private let name: String

    /// Steady.
    public static let linear = UnitCurve(name: "linear")
    /// Slow, then fast.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Fast, then slow.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Slow, fast, slow.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// Circular, slow then fast.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// Circular, fast then slow.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// Circular, slow, fast, slow.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    /// A cubic Bézier curve through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }
}

/// A spring's motion, as SwiftUI's `Spring` (iOS 17).
public nonisolated struct Spring: Hashable, Sendable {
    /// How long it takes to settle, in seconds.
    public var duration: TimeInterval
    /// How much it overshoots, from -1 to 1.
    public var bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring of `response` and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// A smooth spring.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
