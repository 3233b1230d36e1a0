/// How a toggle is drawn, as SwiftUI's `ToggleStyle`. iOS draws toggles as switches, and that is
/// the one style the kit draws: `.automatic` and `.switch`. (`.button` and custom styles are
/// missing; README, deviations.)
public protocol ToggleStyle: Sendable {}

/// The system's toggle style on iOS: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The system's style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// Sets the style of toggles inside; both styles the kit has draw a switch, as iOS does.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
