/// How a picker is drawn, as SwiftUI's `PickerStyle`, set with `.pickerStyle(_:)`. The menu,
/// segmented, inline and wheel styles are drawn as iOS draws them at rest; navigation-link
/// pickers are drawn as menus (see README's deviations).
public protocol PickerStyle: Sendable {
    /// The kit's drawing of the style.
    var kind: PickerStyleKind { get }
}

/// The drawings the picker styles come to.
public nonisolated enum PickerStyleKind: Sendable, Hashable {
    /// A button showing the chosen option.
    case menu
    /// Segments side by side.
    case segmented
    /// The options as list rows, a checkmark on the chosen one (a wheel outside a list).
    case inline
    /// A still wheel: the chosen option centred on a highlight, its neighbours fading.
    case wheel
    /// In a list, a row that would push the options: the label, the chosen option in the
    /// secondary colour and a disclosure chevron; elsewhere, a button of the label.
    case navigationLink
}

/// The platform's choice: a menu.
public nonisolated struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as a menu.
    public var kind: PickerStyleKind { .menu }
}

/// A button showing the chosen option, that opens a menu.
public nonisolated struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as a menu.
    public var kind: PickerStyleKind { .menu }
}

/// The options side by side as segments.
public nonisolated struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as segments.
    public var kind: PickerStyleKind { .segmented }
}

/// The options as rows of the list around, a checkmark on the chosen one; outside a list, a wheel.
public nonisolated struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn inline.
    public var kind: PickerStyleKind { .inline }
}

/// A wheel of options, drawn still: the chosen one centred, its neighbours fading.
public nonisolated struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as a wheel.
    public var kind: PickerStyleKind { .wheel }
}

/// A row that pushes a list of options: the label, the chosen option and a chevron.
public nonisolated struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as a navigation row.
    public var kind: PickerStyleKind { .navigationLink }
}

/// iOS 17's palette: the options side by side; outside a menu iOS draws it as segments, and so
/// does the kit.
public nonisolated struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Drawn as segments.
    public var kind: PickerStyleKind { .segmented }
}

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

nonisolated extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

nonisolated extension PickerStyle where Self == InlinePickerStyle {
    /// Rows of the list around, a checkmark on the chosen one.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

nonisolated extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel, drawn still.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

nonisolated extension PickerStyle where Self == PalettePickerStyle {
    /// The options side by side (drawn as segments).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct PickerStyleKey: EnvironmentKey {
        static var defaultValue: PickerStyleKind { .menu }
    }

    /// The style pickers below draw in.
    package var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws pickers inside in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style.kind)
    }
}
