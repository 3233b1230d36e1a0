/// Reads a value from the environment of the view whose `body` is being evaluated.
///
/// As in SwiftUI: `@Environment(\.dynamicTypeSize) private var dynamicTypeSize`. The kit sets the
/// current environment (task-locally) while it evaluates a body, so the value is right for that
/// view even when many renders run at once.
@propertyWrapper
public struct Environment<Value>: Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the body being evaluated.
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}

extension EnvironmentValues {
    /// The environment of the body being evaluated on this task.
    @TaskLocal package static var current = EnvironmentValues()
}
