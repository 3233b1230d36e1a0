import Foundation

/// State a gesture updates while it happens and that goes back to its initial value when it ends,
/// as SwiftUI's `GestureState`. A snapshot is drawn before any gesture, so it always reads the
/// initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// State starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }

    /// State starting at `wrappedValue`, reset within `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// State starting at `initialValue`, reset within `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }

    /// State starting at `wrappedValue`, reset by `reset`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// State starting at `initialValue`, reset by `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The value: the initial one, as no gesture is happening.
    public var wrappedValue: Value { initial }

    /// The state itself, for `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

nonisolated extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }

    /// State starting at nil, reset by `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { initial = nil }
}
