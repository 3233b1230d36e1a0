import Foundation

/// Gestures and hit testing, as SwiftUI's modifiers declare them. A snapshot is not touched, so
/// each is accepted and changes nothing drawn or read out. Tap targets come from buttons, links
/// and controls only: a view made tappable with `onTapGesture` is not one (README, deviations).
extension View {
    /// Accepted; the action does not run.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Accepted; the action does not run.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View { self }

    /// Accepted: the shape that takes touches does not change what is drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Accepted: whether the view takes touches does not change what is drawn.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}
