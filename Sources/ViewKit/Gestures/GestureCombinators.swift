import Foundation

/// A gesture with an action for each change of its value, as SwiftUI's `_ChangedGesture`.
public nonisolated struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// A primitive.
    public typealias Body = Never
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action for when it ends, as SwiftUI's `_EndedGesture`.
public nonisolated struct _EndedGesture<Content: Gesture>: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture whose value is mapped, as SwiftUI's `_MapGesture`.
public nonisolated struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// A primitive.
    public typealias Body = Never
    let content: Content
}

/// A gesture that updates a `GestureState` while it happens, as SwiftUI's `GestureStateGesture`.
public nonisolated struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How it updates it.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// `base` updating `state` through `body`.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// One gesture, then another once the first succeeds, as SwiftUI's `SequenceGesture`.
public nonisolated struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public nonisolated enum Value {
        /// The first gesture is happening.
        case first(First.Value)
        /// The first has ended and the second is happening, if it has begun.
        case second(First.Value, Second.Value?)
    }

    /// A primitive.
    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures at once, as SwiftUI's `SimultaneousGesture`.
public nonisolated struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both values, each while its gesture happens.
    public nonisolated struct Value {
        /// The first gesture's.
        public var first: First.Value?
        /// The second's.
        public var second: Second.Value?
    }

    /// A primitive.
    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second.
    public var second: Second

    /// `first` and `second` together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// The first of two gestures to succeed, as SwiftUI's `ExclusiveGesture`.
public nonisolated struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the one that succeeded.
    public nonisolated enum Value {
        /// The first's.
        case first(First.Value)
        /// The second's.
        case second(Second.Value)
    }

    /// A primitive.
    public typealias Body = Never
    /// The gesture tried first.
    public var first: First
    /// The other.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

nonisolated extension Gesture {
    /// Runs `action` when the gesture ends. On a `TapGesture`, its view becomes a tap target that
    /// runs it (`LaidOutScreen.tap`).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` while the gesture happens (never, in a snapshot).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its value mapped by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// This gesture, then `other` once it succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture and `other` together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

nonisolated extension Gesture where Value: Equatable {
    /// Runs `action` each time the value changes (never, in a snapshot).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self)
    }
}

nonisolated extension _EndedGesture: TapActionGesture {
    /// A tap gesture's `onEnded` action (a `TapGesture`'s, or a gesture of your own whose body is
    /// one): a tap reports no value.
    package var tapAction: (() -> Void)? {
        guard isTap(content), let value = () as? Content.Value else { return nil }
        let action = self.action
        return { action(value) }
    }
}

nonisolated extension SimultaneousGesture: TapActionGesture {
    /// Both gestures happen together: a tap runs the tap actions of both that have one.
    package var tapAction: (() -> Void)? {
        let actions = [ViewKit.tapAction(of: first), ViewKit.tapAction(of: second)].compactMap { $0 }
        guard !actions.isEmpty else { return nil }
        return { actions.forEach { $0() } }
    }
}

nonisolated extension ExclusiveGesture: TapActionGesture {
    /// The first gesture that can succeed wins: a tap runs the first's tap action, or else the
    /// second's (for a double tap `exclusively(before:)` a single tap, the double tap's).
    package var tapAction: (() -> Void)? {
        ViewKit.tapAction(of: first) ?? ViewKit.tapAction(of: second)
    }
}
