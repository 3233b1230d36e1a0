import Foundation

/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view and its scene publish (`focusedValue`, `focusedSceneValue`), as
/// SwiftUI's `FocusedValues`, read by menus and commands through `@FocusedValue`. A snapshot has
/// no focus and no menu bar, so nothing is published: every value reads nil.
public struct FocusedValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value under `key`, if published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value the focused view publishes, as SwiftUI's `@FocusedValue`: nil in a snapshot.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// An `@Observable` object the focused view publishes (`focusedValue(_:)`).
    public init(_ objectType: Value.Type) where Value: AnyObject {}

    /// The value: nil, as nothing has focus.
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, as SwiftUI's `@FocusedBinding`: nil in a snapshot.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value: nil, as nothing has focus.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the value (reads nil; writes go nowhere).
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// An observable object the focused view publishes, as SwiftUI's `@FocusedObject`: nil here.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The focused view's object of this type.
    public init() {}

    /// The object: nil, as nothing has focus.
    public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Publishes `value` at `keyPath` while this view has focus (nothing has focus in a snapshot).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `value` at `keyPath` while this view's scene has focus (kept, not read).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes an `@Observable` object while this view has focus (kept, not read).
    public func focusedValue<Object: AnyObject>(_ object: Object?) -> some View { self }

    /// Publishes an `ObservableObject` while this view has focus (kept, not read).
    public func focusedObject<Object: ObservableObject>(_ object: Object?) -> some View { self }

    /// Publishes an `ObservableObject` while this view's scene has focus (kept, not read).
    public func focusedSceneObject<Object: ObservableObject>(_ object: Object?) -> some View { self }
}
