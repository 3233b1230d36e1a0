import Foundation

/// Modifiers that act over time. A snapshot is one moment, so each is accepted and none runs:
/// the view is drawn as it is before anything appears, changes or finishes loading.
nonisolated extension View {
    /// Accepted; the action does not run.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; the action does not run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; the task does not run.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Accepted; the task does not run.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Accepted; the action does not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted; the action does not run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    /// The iOS 14 form, given the new value only: accepted; the action does not run.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// Pulling to refresh cannot happen in a still; `action` is the views' `@Environment(\.refresh)`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action)
        return transformingEnvironment { $0.refresh = refresh }
    }
}
