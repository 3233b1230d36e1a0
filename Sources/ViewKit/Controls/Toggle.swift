import Foundation

/// An on/off switch with its label, as SwiftUI's `Toggle`, drawn as iOS draws it at rest: the
/// label, then the switch at the trailing end (green with the knob at the trailing end when on,
/// grey with it at the leading end when off). One button for VoiceOver, read with its state.
public nonisolated struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// Made by a style from its configuration: drawn in a built-in style, never a style of your own.
    private var fromConfiguration = false

    /// A toggle bound to `isOn`, with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle a style is given, drawn in the built-in style around it (never a style of your
    /// own: inside `makeBody(configuration:)` this draws the switch).
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        self.init(isOn: configuration.$isOn) { configuration.label }
        fromConfiguration = true
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let style = environment.toggleStyle {
            var inner = environment
            inner.toggleStyle = nil
            let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
            return style.body(configuration, in: inner)
        }
        if environment.toggleKind == .button { return buttonToggle(in: environment) }
        let on = isOn.wrappedValue
        let row = Button(action: { isOn.wrappedValue.toggle() }) {
            HStack(spacing: environment.labelsHidden ? 0 : ToggleMetrics.labelSpacing) {
                if environment.labelsHidden {
                    label.readOnlyByVoiceOver()
                } else {
                    label.greyedWhenDisabled(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                }
                ZStack(alignment: on ? .trailing : .leading) {
                    Capsule().fill(on ? ToggleMetrics.onColor : ToggleMetrics.offColor)
                    Circle().fill(Color.white)
                        .frame(width: ToggleMetrics.knobDiameter, height: ToggleMetrics.knobDiameter)
                        .padding(ToggleMetrics.knobInset)
                }
                .frame(width: ToggleMetrics.trackWidth, height: ToggleMetrics.trackHeight)
                .fadedWhenDisabled(environment.isEnabled)
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityValue(on ? "On" : "Off")
        return resolveView(row, in: environment)
    }
}

nonisolated extension Toggle {
    /// `.toggleStyle(.button)`: the label on a bordered button's panel, the prominent one while on;
    /// read as a button with its state.
    private func buttonToggle(in environment: EnvironmentValues) -> [ResolvedNode] {
        let on = isOn.wrappedValue
        let button = Button(action: { isOn.wrappedValue.toggle() }) { label }
        let drawn = on ? AnyView(button.buttonStyle(.borderedProminent)) : AnyView(button.buttonStyle(.bordered))
        return resolveView(drawn.accessibilityValue(on ? "On" : "Off"), in: environment)
    }
}

nonisolated extension Toggle where Label == Text {
    /// A toggle with a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch's measurements and colours (iOS 17), one constant each.
public nonisolated enum ToggleMetrics {
    /// The track's width.
    public static let trackWidth: CGFloat = 51
    /// The track's height.
    public static let trackHeight: CGFloat = 31
    /// The gap around the knob inside the track.
    public static let knobInset: CGFloat = 2
    /// The knob's diameter: the track's height less the gap above and below.
    public static let knobDiameter: CGFloat = trackHeight - 2 * knobInset
    /// The least space between the label and the switch.
    public static let labelSpacing: CGFloat = 8
    /// The track when on: system green.
    public static let onColor = Color.green
    /// The track when off: iOS's system grey 5 / dark grey.
    public static let offColor = Color(hex: 0xe9e9ea, darkHex: 0x39393d)
}
