/// A reference to a value owned elsewhere, as SwiftUI's `Binding`: read and write through it,
/// reach into its properties with `$model.name`, or make one of a fixed value with `.constant`.
/// Snapshots are of one moment: writing changes the value, but nothing is drawn again.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// The same binding, as `@Binding var x: T` is initialised from `$x` of a parent.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, for `$x`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { newValue in self.wrappedValue[keyPath: keyPath] = newValue })
    }
}

nonisolated extension Binding: @unchecked Sendable {}
