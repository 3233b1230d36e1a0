/// A control that runs an action when tapped. It is one tap target and one VoiceOver element,
/// whose label joins the texts of its label view.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let id = environment.actionStore?.register(action) ?? -1
        var labelEnvironment = environment
        if !environment.isPlainButtonStyle, environment.foregroundColor == nil, let tint = environment.tint {
            labelEnvironment.foregroundColor = tint
        }
        let children = resolveView(label, in: labelEnvironment)
        let content: ResolvedNode = children.count == 1
            ? children[0]
            : .vstack(children)
        var spec = AccessibilitySpec()
        spec.combinesChildren = true
        spec.addedTraits = .isButton
        return [.accessibility(spec, .button(label: content, actionID: id))]
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// How buttons draw their labels.
public struct PlainButtonStyle: Sendable {
    /// The plain style: the label keeps its own colours.
    public init() {}
}

extension PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension EnvironmentValues {
    private struct PlainButtonStyleKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True under `.buttonStyle(.plain)`: button labels keep their colours instead of taking the tint.
    public var isPlainButtonStyle: Bool {
        get { self[PlainButtonStyleKey.self] }
        set { self[PlainButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons inside with the plain style: labels keep their own colours.
    public func buttonStyle(_ style: PlainButtonStyle) -> some View {
        environment(\.isPlainButtonStyle, true)
    }
}
