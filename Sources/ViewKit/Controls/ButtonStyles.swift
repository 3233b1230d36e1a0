import Foundation

/// How a button is drawn around its label, as SwiftUI's `ButtonStyle`: write your own with
/// `makeBody(configuration:)`, or use `.plain`, `.borderless`, `.bordered` and `.borderedProminent`.
/// A snapshot shows the button at rest, so `configuration.isPressed` is always false.
@MainActor @preconcurrency
public protocol ButtonStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's properties, as the style sees them.
    typealias Configuration = ButtonStyleConfiguration
    /// The whole button: the label, and whatever the style draws around it.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given.
public nonisolated struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public nonisolated struct Label: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The label.
    public let label: Label
    /// Always false: a snapshot is of a button at rest.
    public let isPressed = false
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// Labels keep their own colours; nothing is drawn around them.
public nonisolated struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    /// The label alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default look: the label in the tint colour (red for a destructive role), nothing around it.
public nonisolated struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role, onTint: false)
    }
}

/// The label in the tint colour on a faint rounded panel of the tint (iOS's bordered button).
public nonisolated struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a faint panel.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role, onTint: false)
            .padding(.horizontal, ButtonMetrics.horizontalPadding)
            .padding(.vertical, ButtonMetrics.verticalPadding)
            .frame(minHeight: ButtonMetrics.minimumHeight)
            .background(TintPanel(opacity: ButtonMetrics.borderedFillOpacity, role: configuration.role))
    }
}

/// White label on a rounded panel of the tint colour (iOS's prominent button).
public nonisolated struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}
    /// The label on a tint panel.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, role: configuration.role, onTint: true)
            .padding(.horizontal, ButtonMetrics.horizontalPadding)
            .padding(.vertical, ButtonMetrics.verticalPadding)
            .frame(minHeight: ButtonMetrics.minimumHeight)
            .background(TintPanel(opacity: 1, role: configuration.role))
    }
}

/// The measurements of the bordered styles (iOS 17, regular control size), one constant each.
public nonisolated enum ButtonMetrics {
    /// Space either side of the label.
    public static let horizontalPadding: CGFloat = 14
    /// Space above and below the label.
    public static let verticalPadding: CGFloat = 7
    /// The least height, so the button is a 44 pt target.
    public static let minimumHeight: CGFloat = 44
    /// The panel's corner radius.
    public static let cornerRadius: CGFloat = 8
    /// How strong the bordered style's panel is.
    public static let borderedFillOpacity: Double = 0.15
}

nonisolated extension ButtonStyle where Self == PlainButtonStyle {
    /// Labels keep their own colours.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, nothing around it.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
    /// The platform's default: borderless.
    public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label on a faint panel of the tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// White label on a panel of the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A label coloured for its button: the tint (red for destructive), or white on a tint panel.
nonisolated struct TintedLabel: View, PrimitiveView {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let onTint: Bool
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var tinted = environment
        if !environment.isEnabled {
            tinted.foregroundColor = DisabledMetrics.labelColor
        } else if onTint {
            tinted.foregroundColor = .white
        } else if environment.foregroundColor == nil {
            tinted.foregroundColor = role == .destructive ? .red : environment.tint
        }
        return resolveView(label, in: tinted)
    }
}

/// The rounded panel behind a bordered button, in the tint (red for destructive).
nonisolated struct TintPanel: View, PrimitiveView {
    let opacity: Double
    let role: ButtonRole?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let tint = role == .destructive ? Color.red : (environment.tint ?? .blue)
        let fill = environment.isEnabled ? tint.opacity(opacity) : DisabledMetrics.panelColor.opacity(DisabledMetrics.panelOpacity)
        return resolveView(environment.buttonBorderShape.panel(fill), in: environment)
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ButtonStyleKey: EnvironmentKey {
        static var defaultValue: AnyButtonStyle? { nil }
    }
    private nonisolated struct PlainButtonStyleKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }
    private nonisolated struct ButtonRoleKey: EnvironmentKey {
        static var defaultValue: ButtonRole? { nil }
    }

    /// The style buttons inside are drawn with, other than the default and plain ones.
    package var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// True under `.buttonStyle(.plain)`: button labels keep their colours instead of taking the tint.
    public var isPlainButtonStyle: Bool {
        get { self[PlainButtonStyleKey.self] }
        set { self[PlainButtonStyleKey.self] = newValue }
    }

    /// The role of the button being drawn.
    package var buttonRole: ButtonRole? {
        get { self[ButtonRoleKey.self] }
        set { self[ButtonRoleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { environment in
            environment.primitiveButtonStyle = nil
            if style is PlainButtonStyle {
                environment.isPlainButtonStyle = true
                environment.buttonStyle = nil
            } else if style is BorderlessButtonStyle {
                environment.isPlainButtonStyle = false
                environment.buttonStyle = nil
            } else {
                environment.isPlainButtonStyle = false
                environment.buttonStyle = AnyButtonStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
            }
        }
    }
}
