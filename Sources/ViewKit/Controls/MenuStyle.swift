import Foundation

/// How a menu is drawn, as SwiftUI's `MenuStyle`: `.automatic`, `.button` and `.borderlessButton`
/// (all drawn closed, as a button of the label), or your own with `makeBody(configuration:)`,
/// inside which `Menu(configuration)` is the closed menu.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The menu, as the style sees it.
    typealias Configuration = MenuStyleConfiguration
    /// The whole menu.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a menu style is given: the menu, to draw with `Menu(configuration)` (as in SwiftUI, its
/// parts are not public).
public nonisolated struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public typealias Label = _StyledPart
    /// The menu's content, as a view (never built: a snapshot shows the menu closed).
    public typealias Content = _StyledPart

    let label: Label
}

/// The platform's menu: the closed menu, a button of its label.
public nonisolated struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button (styled by `buttonStyle`): the closed menu.
public nonisolated struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button: the closed menu.
public nonisolated struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The closed menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// A menu style with its type erased.
package typealias AnyMenuStyle = AnyStyle<MenuStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct MenuStyleKey: EnvironmentKey {
        static var defaultValue: AnyMenuStyle? { nil }
    }

    /// The style of your own menus inside are drawn with; nil for a built-in one.
    package var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws menus inside in `style`; the built-in styles all draw the closed menu.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultMenuStyle || style is ButtonMenuStyle || style is BorderlessButtonMenuStyle
        let custom = builtIn ? nil : AnyMenuStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        return transformingEnvironment { $0.menuStyle = custom }
    }
}
