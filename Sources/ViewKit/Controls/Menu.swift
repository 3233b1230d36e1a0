import Foundation

/// A button that opens a menu, as SwiftUI's `Menu`. A snapshot shows it closed: its label, drawn
/// and read as a button (the default style's tint); the menu's content is never built. A
/// `MenuStyle` of your own (`menuStyle(_:)`) draws it instead, around `Menu(configuration)`.
public nonisolated struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    /// Made by a style from its configuration: drawn closed, never in a style of your own.
    private var fromConfiguration = false

    /// A menu with `label`; `content` is what it would open.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with `label` that runs `primaryAction` when tapped; `content` opens on a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    /// The closed menu: its label as a button, or the style of your own around it.
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let custom = environment.menuStyle {
            var inner = environment
            inner.menuStyle = nil
            let configuration = MenuStyleConfiguration(
                label: _StyledPart(content: AnyView(label), restyle: { $0.menuStyle = custom }))
            return custom.body(configuration, in: inner)
        }
        return resolveView(Button(action: {}) { label }, in: environment)
    }
}

nonisolated extension Menu {
    /// The menu a style is given, drawn closed as the standard menu (inside `makeBody(configuration:)`).
    public init(_ configuration: MenuStyleConfiguration)
    where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
        label = configuration.label
        fromConfiguration = true
    }
}

nonisolated extension Menu where Label == Text {
    /// A menu titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
    }

    /// A menu titled by a localized key that runs `primaryAction` when tapped; `content` opens on a
    /// long press. Drawn as the menu is.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(titleKey)
    }

    /// A menu titled by a string that runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        label = Text(title)
    }

    /// A menu titled by a string, shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }
}

nonisolated extension Menu where Label == ViewKit.Label<Text, Image> {
    /// A menu titled by a localized key with a symbol, drawn as `Label(_:systemImage:)` is.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = ViewKit.Label(titleKey, systemImage: systemImage)
    }
}
