import Foundation

/// An input gesture, as SwiftUI's `Gesture`: a value it reports while it happens, and a body that
/// composes other gestures (the built-in gestures are primitives, with `Never` as their body).
/// A snapshot is a still picture: no gesture ever happens, so no callback of a gesture runs; a
/// tap gesture with an `onEnded` action makes its view a tap target, as `onTapGesture` does.
/// Main-actor isolated, as SwiftUI's is: a gesture of your own is main-actor code, and may read
/// the main-actor state of the view it belongs to in its body.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports: for a gesture of your own, what its body reports (as SwiftUI
    /// infers it).
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: Gesture {
    /// Never reported.
    public typealias Value = Never
}

nonisolated extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture whose view runs an action when tapped: what makes a tap target.
package protocol TapActionGesture {
    /// The action a tap runs, if any.
    var tapAction: (() -> Void)? { get }
}

/// The action a tap on `gesture` runs, if it is a tap with an action: a built-in one says so
/// itself (`TapActionGesture`); a gesture of your own is looked into through its `body`, on the
/// main actor, as SwiftUI does when it makes the gesture. Asked while views are resolved.
package func tapAction<G: Gesture>(of gesture: G) -> (() -> Void)? {
    foundThroughBodies(gesture) { ($0 as? any TapActionGesture)?.tapAction }
}

/// What `find` answers for `gesture`, or else for its body, its body's body... (evaluated on the
/// main actor) down to a primitive gesture; nil when none answers.
private func foundThroughBodies<G: Gesture, Found>(_ gesture: G, _ find: (any Gesture) -> Found?) -> Found? {
    if let found = find(gesture) { return found }
    guard G.Body.self != Never.self else { return nil }
    return onMainActor(gesture) { foundThroughBodies($0.body, find) }
}

/// Whether `gesture` is a tap: a `TapGesture`, or a gesture of your own whose body is one (looked
/// into on the main actor). Asked while views are resolved.
package func isTap<G: Gesture>(_ gesture: G) -> Bool {
    foundThroughBodies(gesture) { $0 is TapGesture ? true : nil } ?? false
}

/// A gesture of any type with the given value, as SwiftUI's `AnyGesture`.
public nonisolated struct AnyGesture<Value>: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// Finds the wrapped gesture's tap action when asked (a gesture of your own has a body,
    /// evaluated on the main actor while views are resolved, not where the gesture is wrapped).
    private let findTapAction: () -> (() -> Void)?

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        findTapAction = { ViewKit.tapAction(of: gesture) }
    }

    /// The wrapped gesture's tap action, if it is a tap with an action.
    package var tapAction: (() -> Void)? { findTapAction() }
}

nonisolated extension AnyGesture: TapActionGesture {}

/// Which gestures of a view and of the views inside it take part, as SwiftUI's `GestureMask`.
public nonisolated struct GestureMask: OptionSet, Sendable {
    /// Bits.
    public let rawValue: UInt32
    /// From bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// None of them.
    public static let none = GestureMask([])
    /// The gesture given.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}
