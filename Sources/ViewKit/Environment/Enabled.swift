import Foundation

nonisolated extension EnvironmentValues {
    private nonisolated struct IsEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    /// False inside a view disabled with `disabled(true)`, as SwiftUI's `isEnabled`: a button
    /// style of your own reads it with `@Environment(\.isEnabled)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// With `true`, the controls inside cannot be used: buttons are drawn in grey (`DisabledMetrics`),
    /// nothing inside is a tap target, and VoiceOver says each element is dimmed. `disabled(false)`
    /// does not enable what an outer `disabled(true)` disabled, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        TransformedView(content: self,
                        transformEnvironment: { environment in if disabled { environment.isEnabled = false } },
                        transformNodes: { node, _ in disabled ? .effect(.disabled, node) : node })
    }
}

/// How a disabled control is drawn: guesses at iOS 17's greys, not documented values.
public nonisolated enum DisabledMetrics {
    /// A disabled button's label, and a disabled control's label and value (iOS's tertiary label grey).
    public static let labelColor = Color.tertiary
    /// How strong a disabled control's own drawing is: a switch, a slider, a colour well, a
    /// segmented control (a guess: UIKit dims a disabled control rather than recolouring it).
    public static let controlOpacity: Double = 0.5
    /// The panel behind a disabled bordered or prominent button (iOS's tertiary fill grey).
    public static let panelColor = Color.gray
    /// How strong that panel is.
    public static let panelOpacity: Double = 0.12
}
