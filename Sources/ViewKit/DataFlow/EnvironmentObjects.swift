import Observation

/// An `ObservableObject` put in the environment by a view around this one, as SwiftUI's
/// `@EnvironmentObject`: `@EnvironmentObject var session: Session`, found by its type where
/// `.environmentObject(session)` was set. As in SwiftUI, a view that reads one when none is there
/// stops the program, with a message that names the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: Sendable, EnvironmentCapturing {
    let capturedEnvironment = CapturedEnvironment()

    /// Reads the object from the environment of the body being evaluated.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object: ObjectType = capturedEnvironment.forReading.object(.environmentObject) else {
            fatalError(EnvironmentObjectKind.environmentObject.missing(ObjectType.self))
        }
        return object
    }

    /// Bindings to the object's properties, for `$session.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties: `$session.name` is a `Binding<String>` (the
    /// same type as `ObservedObject`'s).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

nonisolated extension Environment {
    /// Reads the `@Observable` object of type `objectType` put in the environment with
    /// `environment(_:)`, as SwiftUI's `@Environment(Model.self) var model`. As in SwiftUI, a view
    /// that reads one when none is there stops the program, with a message that names the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(.object(key: EnvironmentValues.objectKey(objectType, .observable),
                          missing: EnvironmentObjectKind.observable.missing(objectType)))
    }

    /// Reads the `@Observable` object of type `objectType`, or nil when none was put in the
    /// environment: `@Environment(Model.self) var model: Model?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(.object(key: EnvironmentValues.objectKey(objectType, .observable),
                          missing: EnvironmentObjectKind.observable.missing(objectType)))
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and everything inside it, for
    /// `@EnvironmentObject var object: ObjectType` to find by its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        let kept = EnvironmentObjectBox.keeping(object, .environmentObject)
        return transformingEnvironment { $0.custom[kept.key] = kept.box }
    }

    /// Puts the `@Observable` `object` in the environment of this view and everything inside it,
    /// for `@Environment(T.self)` to find by its type; nil takes an object of its type away.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let kept = EnvironmentObjectBox.keeping(object, .observable)
        return transformingEnvironment { $0.custom[kept.key] = kept.box }
    }
}

/// The two ways SwiftUI hands an object down: `environmentObject(_:)` for `@EnvironmentObject`,
/// `environment(_:)` for `@Environment(Type.self)`. An object put there one way is not found the
/// other way, as in SwiftUI.
nonisolated enum EnvironmentObjectKind {
    case environmentObject
    case observable

    /// What stops the program when a view reads an object of `type` that is not there.
    func missing(_ type: Any.Type) -> String {
        switch self {
        case .environmentObject:
            return "@EnvironmentObject: no object of type \(type) in the environment. Put "
                + ".environmentObject(_:) with one on a view around the view that reads it."
        case .observable:
            return "@Environment(\(type).self): no object of type \(type) in the environment. Put "
                + ".environment(_:) with one on a view around the view that reads it."
        }
    }
}

/// The key an object of type `Object` is kept under, one type of key a kind and object type.
private nonisolated enum EnvironmentObjectKey<Object> {}
private nonisolated enum ObservableObjectKey<Object> {}

/// An object kept in the environment. Environments cross threads between renders; the object
/// is only read while a body is evaluated, on the thread that evaluates it.
private nonisolated struct EnvironmentObjectBox: @unchecked Sendable {
    let object: AnyObject

    /// Where `object` is kept `kind`'s way, and its box (nil to take an object of its type away).
    static func keeping<T: AnyObject>(_ object: T?, _ kind: EnvironmentObjectKind) -> (key: ObjectIdentifier, box: EnvironmentObjectBox?) {
        (EnvironmentValues.objectKey(T.self, kind), object.map { EnvironmentObjectBox(object: $0) })
    }
}

nonisolated extension EnvironmentValues {
    /// The object of type `T` put in the environment `kind`'s way, if any.
    func object<T: AnyObject>(_ kind: EnvironmentObjectKind) -> T? {
        object(at: Self.objectKey(T.self, kind)) as? T
    }

    /// The object kept under `key`, if any.
    func object(at key: ObjectIdentifier) -> AnyObject? {
        (custom[key] as? EnvironmentObjectBox)?.object
    }

    /// The key of `custom` that objects of `type` are kept under `kind`'s way.
    static func objectKey<T>(_ type: T.Type, _ kind: EnvironmentObjectKind) -> ObjectIdentifier {
        switch kind {
        case .environmentObject: return ObjectIdentifier(EnvironmentObjectKey<T>.self)
        case .observable: return ObjectIdentifier(ObservableObjectKey<T>.self)
        }
    }
}
