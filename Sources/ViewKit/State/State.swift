/// A value a view owns, as SwiftUI's `@State`. A snapshot shows the initial value; a write (through
/// the value or a `$binding`) is kept, but nothing is drawn again: there is no later moment.
@propertyWrapper
public struct State<Value> {
    private let storage: StateStorage<Value>

    /// `@State private var isOn = false`.
    public init(wrappedValue: Value) {
        storage = StateStorage(value: wrappedValue)
    }

    /// The older spelling of `init(wrappedValue:)`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, for `$isOn`.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

nonisolated extension State where Value: ExpressibleByNilLiteral {
    /// `@State private var selection: Item?` with no value yet.
    public init() {
        self.init(wrappedValue: nil)
    }
}

nonisolated extension State: @unchecked Sendable {}

/// The box a `State` keeps its value in, so that copies of a view share it.
final nonisolated class StateStorage<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}
