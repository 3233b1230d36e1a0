/// An `ObservableObject` a view is given, as SwiftUI's `@ObservedObject`:
/// `@ObservedObject var model: Model`, `TextField("Name", text: $model.name)`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The older spelling of `init(wrappedValue:)`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties, for `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties: `$model.name` is a `Binding<String>`.
    @dynamicMemberLookup
    public nonisolated struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`: reads and writes the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }
}

/// An `ObservableObject` a view makes and owns, as SwiftUI's `@StateObject`:
/// `@StateObject private var model = Model()`. The object is made the first time it is read and
/// kept by the view (its copies share it), as SwiftUI makes it once for the view's lifetime.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let storage: LazyObject<ObjectType>

    /// Makes the object with `thunk` when it is first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = LazyObject(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties, for `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

nonisolated extension StateObject: @unchecked Sendable {}
nonisolated extension ObservedObject: @unchecked Sendable {}

/// An object made once, on first use.
final nonisolated class LazyObject<ObjectType: AnyObject> {
    private var make: (() -> ObjectType)?
    private var made: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make!()
        made = object
        make = nil
        return object
    }
}

/// A binding that reads and writes `object`'s property at `keyPath`.
func objectBinding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}
