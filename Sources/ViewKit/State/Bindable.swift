/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` then `TextField("Name", text: $model.name)`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `value`'s properties.
    public init(_ value: Value) {
        self.wrappedValue = value
    }

    /// Itself, for `$model`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        objectBinding(wrappedValue, keyPath)
    }
}

nonisolated extension Bindable: @unchecked Sendable {}
