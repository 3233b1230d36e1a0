import Foundation

/// Collects the actions of the buttons resolved in one render, so a tap on a target can run them.
public final nonisolated class ActionStore: @unchecked Sendable {
    private let lock = NSLock()
    /// Each action, given the page frame of the tap target it runs from (nil when run without one).
    private var actions: [(CGRect?) -> Void] = []

    /// An empty store.
    public init() {}

    /// Keeps `action` and returns its number.
    package func register(_ action: @escaping () -> Void) -> Int {
        register { (_: CGRect?) in action() }
    }

    /// Keeps `action`, which is told the page frame of the tap target it runs from, and returns its number.
    package func register(located action: @escaping (CGRect?) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        actions.append(action)
        return actions.count - 1
    }

    /// Runs the action numbered `id`, tapped in `targetFrame` (on the page) when known; false
    /// when there is none.
    @discardableResult
    public func run(_ id: Int, targetFrame: CGRect? = nil) -> Bool {
        lock.lock()
        let action = actions.indices.contains(id) ? actions[id] : nil
        lock.unlock()
        action?(targetFrame)
        return action != nil
    }

    /// How many actions are held.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return actions.count
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ActionStoreKey: EnvironmentKey {
        static var defaultValue: ActionStore? { nil }
    }

    /// Where buttons register their actions during a render.
    public var actionStore: ActionStore? {
        get { self[ActionStoreKey.self] }
        set { self[ActionStoreKey.self] = newValue }
    }
}
