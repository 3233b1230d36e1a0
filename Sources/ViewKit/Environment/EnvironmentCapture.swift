import Foundation
import Synchronization

/// A property wrapper that reads the environment of the view it belongs to (`@Environment`,
/// `@EnvironmentObject`, `@AppStorage`). While a body is evaluated it reads that evaluation's
/// environment; read later, outside any body (an action run by `tap(targetAt:)`, which calls
/// `openURL` or turns `editMode`), it reads the environment of the view's last evaluation, as
/// SwiftUI's properties keep the values of where the view stands.
protocol EnvironmentCapturing {
    /// Where the view's environment is kept for reads outside a body.
    var capturedEnvironment: CapturedEnvironment { get }
}

/// The environment of a view's last evaluation, shared by the copies of the view (its actions
/// hold copies). Locked: one view value may be evaluated by renders on several threads.
final nonisolated class CapturedEnvironment: Sendable {
    private let kept = Mutex<EnvironmentValues?>(nil)

    /// The environment last kept, if any.
    var environment: EnvironmentValues? { kept.withLock { $0 } }

    /// Keeps `environment`.
    func keep(_ environment: EnvironmentValues) {
        kept.withLock { $0 = environment }
    }

    /// The environment to read now: the evaluation under way's, else the one kept, else the defaults.
    var forReading: EnvironmentValues {
        EnvironmentValues.evaluating ?? environment ?? EnvironmentValues()
    }
}

nonisolated extension EnvironmentValues {
    /// The environment of the body being evaluated on this task; nil outside any body.
    @TaskLocal package static var evaluating: EnvironmentValues?

    /// The environment of the body being evaluated on this task (the defaults outside any).
    package static var current: EnvironmentValues { evaluating ?? EnvironmentValues() }

    /// Runs `body` (the evaluation of `subject`'s body) with `environment` as the current
    /// environment, first keeping it in `subject`'s environment-reading properties.
    static func evaluate<T>(_ subject: Any, in environment: EnvironmentValues, _ body: () -> T) -> T {
        EnvironmentCaptureIndex.keep(environment, in: subject)
        return $evaluating.withValue(environment, operation: body)
    }
}

/// Which types of view have environment-reading properties, found once a type (with `Mirror`),
/// so that only those views are reflected on each evaluation. A `DynamicProperty` of the view's
/// (a property wrapper of your own) is looked into for its own.
nonisolated enum EnvironmentCaptureIndex {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var hasCapturing: [ObjectIdentifier: Bool] = [:]

    /// Keeps `environment` in each environment-reading property of `subject`.
    static func keep(_ environment: EnvironmentValues, in subject: Any) {
        let type = ObjectIdentifier(Swift.type(of: subject))
        lock.lock()
        let known = hasCapturing[type]
        lock.unlock()
        if known == false { return }
        let found = keepInProperties(environment, of: subject)
        if known == nil {
            lock.lock()
            hasCapturing[type] = found
            lock.unlock()
        }
    }

    /// Keeps `environment` in the environment-reading properties of `subject`, and of its
    /// dynamic properties in turn; whether there were any.
    private static func keepInProperties(_ environment: EnvironmentValues, of subject: Any) -> Bool {
        var found = false
        for child in Mirror(reflecting: subject).children {
            if let property = child.value as? EnvironmentCapturing {
                property.capturedEnvironment.keep(environment)
                found = true
            } else if child.value is DynamicProperty {
                found = keepInProperties(environment, of: child.value) || found
            }
        }
        return found
    }
}
