import Foundation

/// How the built-in controls look where `disabled(true)` reaches them (`isEnabled` false): their
/// labels and values in the disabled grey, their own drawing faded (`DisabledMetrics`). A colour
/// set inside (`foregroundColor` on a label's text) still wins, as it does on iOS.
nonisolated extension View {
    /// The view's text in `DisabledMetrics.labelColor` where `isEnabled` is false; as it is otherwise.
    @ViewBuilder
    func greyedWhenDisabled(_ isEnabled: Bool) -> some View {
        if isEnabled {
            self
        } else {
            foregroundColor(DisabledMetrics.labelColor)
        }
    }

    /// The view at `DisabledMetrics.controlOpacity` where `isEnabled` is false; as it is otherwise.
    @ViewBuilder
    func fadedWhenDisabled(_ isEnabled: Bool) -> some View {
        if isEnabled {
            self
        } else {
            opacity(DisabledMetrics.controlOpacity)
        }
    }
}
