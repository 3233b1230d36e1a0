/// The size of controls, as SwiftUI's `ControlSize`, set with `controlSize(_:)` and read from the
/// environment. The kit's buttons and controls are drawn at their regular size whatever it says
/// (README, deviations).
public nonisolated enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

nonisolated extension View {
    /// Sets the size of controls inside: recorded in the environment (`controlSize`), not drawn.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        transformingEnvironment { $0.controlSize = controlSize }
    }
}
