/// A control that runs an action when tapped. It is one tap target and one VoiceOver element,
/// whose label joins the texts of its label view.
public nonisolated struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (a destructive one is drawn in red) and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var environment = environment
        if let recorder = environment.buttonRoleRecorder {
            // An alert's action: its role noted in order (not those of anything inside its label).
            recorder.roles.append(role)
            environment.buttonRoleRecorder = nil
        }
        if let primitive = environment.primitiveButtonStyle {
            // The style makes the whole control, its taps included (`trigger()` runs the action).
            var inner = environment
            inner.primitiveButtonStyle = nil
            inner.buttonRole = role
            let configuration = PrimitiveButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role, action: action)
            let children = primitive.body(configuration, in: inner)
            var spec = AccessibilitySpec()
            spec.combinesChildren = true
            spec.addedTraits = .isButton
            return [.accessibility(spec, children.count == 1 ? children[0] : .vstack(children))]
        }
        let id = environment.actionStore?.register(action) ?? -1
        var labelEnvironment = environment
        labelEnvironment.buttonRole = role
        let children: [ResolvedNode]
        if let style = environment.buttonStyle {
            // A style draws the whole button around its label; the label keeps its colours.
            labelEnvironment.buttonStyle = nil
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role)
            children = style.body(configuration, in: labelEnvironment)
        } else {
            if !environment.isEnabled, !environment.isPlainButtonStyle {
                labelEnvironment.foregroundColor = DisabledMetrics.labelColor
            } else if !environment.isPlainButtonStyle, environment.foregroundColor == nil,
               let tint = role == .destructive ? Color.red : environment.tint {
                labelEnvironment.foregroundColor = tint
            }
            children = resolveView(label, in: labelEnvironment)
        }
        let content: ResolvedNode = children.count == 1
            ? children[0]
            : .vstack(children)
        var spec = AccessibilitySpec()
        spec.combinesChildren = true
        spec.addedTraits = .isButton
        return [.accessibility(spec, .button(label: content, actionID: id))]
    }
}

nonisolated extension Button where Label == Text {
    /// A button with a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role and a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role and a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public nonisolated struct ButtonRole: Sendable, Hashable {
    let name: String
    /// It deletes or discards: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// It cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

