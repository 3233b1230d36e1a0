import Foundation

/// How a toggle is drawn, as SwiftUI's `ToggleStyle`: `.automatic` and `.switch` (a switch, as
/// iOS draws toggles), `.button` (a bordered button, filled while on), or your own with
/// `makeBody(configuration:)` (inside it `Toggle(configuration)` draws the switch).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's parts, as the style sees them.
    typealias Configuration = ToggleStyleConfiguration
    /// The whole toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the label, type-erased, and the state, bound.
public nonisolated struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public nonisolated struct Label: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` turns it.
    @Binding public var isOn: Bool
    /// Whether it stands for several values that are not all on or all off (never, here).
    public var isMixed: Bool = false
}

/// The system's toggle style on iOS: a switch.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// A switch.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A switch.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// A switch.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A button that stays pressed while on, as SwiftUI's `ButtonToggleStyle`: the label on a bordered
/// button's faint tint panel when off, on the tint in white when on.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The button.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The system's style: a switch on iOS.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The built-in looks a toggle is drawn in.
nonisolated enum ToggleKind: Hashable, Sendable {
    case `switch`, button
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ToggleStyleKey: EnvironmentKey {
        static var defaultValue: AnyToggleStyle? { nil }
    }

    private nonisolated struct ToggleKindKey: EnvironmentKey {
        static var defaultValue: ToggleKind { .switch }
    }

    /// The style of your own toggles inside are drawn with; nil for a built-in one.
    package var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// The built-in look toggles inside are drawn in.
    var toggleKind: ToggleKind {
        get { self[ToggleKindKey.self] }
        set { self[ToggleKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the toggles inside with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind: ToggleKind? = switch style {
        case is DefaultToggleStyle, is SwitchToggleStyle: .switch
        case is ButtonToggleStyle: .button
        default: nil
        }
        let custom = kind == nil ? AnyToggleStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } }) : nil
        return transformingEnvironment { environment in
            environment.toggleStyle = custom
            if let kind { environment.toggleKind = kind }
        }
    }
}
