import Foundation

/// A value a scene keeps for when it is restored, as SwiftUI's `@SceneStorage`:
/// `@SceneStorage("selectedTab") private var tab = 0`. A snapshot's scene is new, with nothing
/// restored, so it reads the default; writes (through the value or `$binding`) are kept for the
/// view's one moment and forgotten.
@propertyWrapper
public struct SceneStorage<Value>: @unchecked Sendable {
    private final nonisolated class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    private init(value: Value) { box = Box(value) }

    /// The value: the default, or what was written since.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

nonisolated extension SceneStorage {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue) }
    /// A whole number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue) }
    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue) }
    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue) }
    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue) }
    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue) }
    /// A raw-representable value kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(value: wrappedValue)
    }
    /// A raw-representable value kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(value: wrappedValue)
    }
}

nonisolated extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`, nil at first.
    public init(_ key: String) where Value == Bool? { self.init(value: nil) }
    /// An optional whole number kept under `key`, nil at first.
    public init(_ key: String) where Value == Int? { self.init(value: nil) }
    /// An optional string kept under `key`, nil at first.
    public init(_ key: String) where Value == String? { self.init(value: nil) }
}
