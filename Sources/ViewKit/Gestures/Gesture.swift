import Foundation

/// An input gesture, as SwiftUI's `Gesture`: a value it reports while it happens, and a body that
/// composes other gestures (the built-in gestures are primitives, with `Never` as their body).
/// A snapshot is a still picture: no gesture ever happens, so no callback of a gesture runs; a
/// tap gesture with an `onEnded` action makes its view a tap target, as `onTapGesture` does.
public protocol Gesture<Value> {
    /// What the gesture reports.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
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

/// A gesture of any type with the given value, as SwiftUI's `AnyGesture`.
public nonisolated struct AnyGesture<Value>: Gesture {
    /// A primitive.
    public typealias Body = Never
    package let tapAction: (() -> Void)?

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        tapAction = (gesture as? any TapActionGesture)?.tapAction
    }
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
