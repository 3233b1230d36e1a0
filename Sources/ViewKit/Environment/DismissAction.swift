/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`, read with
/// `@Environment(\.dismiss)`. A snapshot's screen is never presented by anything, so calling it
/// does nothing.
public nonisolated struct DismissAction: Sendable {
    /// An action that dismisses nothing.
    public init() {}

    /// Does nothing: there is no presentation to dismiss.
    public func callAsFunction() {}
}

nonisolated extension EnvironmentValues {
    /// The action that dismisses the current presentation (it does nothing in a snapshot).
    public var dismiss: DismissAction { DismissAction() }
}
