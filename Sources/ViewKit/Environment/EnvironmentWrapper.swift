/// Reads a value from the environment of the view whose `body` is being evaluated.
///
/// As in SwiftUI: `@Environment(\.dynamicTypeSize) private var dynamicTypeSize`. The kit sets the
/// current environment (task-locally) while it evaluates a body, so the value is right for that
/// view even when many renders run at once. `@Environment(Model.self)` reads an `@Observable`
/// object put there with `environment(_:)` (`EnvironmentObjects.swift`).
@propertyWrapper
public struct Environment<Value>: Sendable, EnvironmentCapturing {
    private let source: Source
    let capturedEnvironment = CapturedEnvironment()

    /// Where the value is read from.
    nonisolated enum Source: Sendable {
        /// A property of the environment.
        case keyPath(KeyPath<EnvironmentValues, Value> & Sendable)
        /// An object kept under `key` (`EnvironmentObjects.swift`); `missing` stops the program
        /// when there is none and `Value` is not optional.
        case object(key: ObjectIdentifier, missing: String)
    }

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        source = .keyPath(keyPath)
    }

    /// Reads the value from `source`.
    init(_ source: Source) {
        self.source = source
    }

    /// The value in the environment of the body being evaluated.
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return capturedEnvironment.forReading[keyPath: keyPath]
        case .object(let key, let missing):
            // An optional `Value` takes nil when there is no object.
            guard let value = capturedEnvironment.forReading.object(at: key) as? Value else { fatalError(missing) }
            return value
        }
    }
}

