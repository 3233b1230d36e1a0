import Foundation

/// A colour chooser, as SwiftUI's `ColorPicker`, drawn as iOS draws it at rest: the label, then
/// the colour well at the trailing end (the chosen colour in a ring of the hue wheel). One
/// button for VoiceOver, read with its label; the picker it opens is never drawn.
public nonisolated struct ColorPicker<Label: View>: View, PrimitiveView {
    let selection: Color
    let label: Label

    /// A picker bound to `selection`, with a label view; `supportsOpacity` is accepted.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let well = ZStack {
            Circle().fill(AngularGradient(colors: ColorPickerMetrics.hueWheel, center: .center,
                                          startAngle: .zero, endAngle: .degrees(360)))
            Circle().fill(selection).padding(ColorPickerMetrics.ringWidth)
        }
        .frame(width: ColorPickerMetrics.wellDiameter, height: ColorPickerMetrics.wellDiameter)
        .fadedWhenDisabled(environment.isEnabled)
        let row = Button(action: {}) {
            HStack(spacing: ColorPickerMetrics.labelSpacing) {
                label.greyedWhenDisabled(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                well
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        return resolveView(row, in: environment)
    }
}

nonisolated extension ColorPicker where Label == Text {
    /// A picker with a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker with a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well's measurements (guesses: Apple does not publish them), one constant each.
public nonisolated enum ColorPickerMetrics {
    /// The well's diameter.
    public static let wellDiameter: CGFloat = 28
    /// The hue ring's width around the chosen colour.
    public static let ringWidth: CGFloat = 4
    /// The least space between the label and the well.
    public static let labelSpacing: CGFloat = 8
    /// The hue wheel's colours, clockwise from the right.
    public static let hueWheel: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
}
