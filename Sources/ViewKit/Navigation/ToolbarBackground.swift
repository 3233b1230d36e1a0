/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public nonisolated struct ToolbarPlacement: Sendable, Hashable {
    private let name: String

    /// The system's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How bars look behind their items, as SwiftUI's modifiers declare them. The kit draws no bar
/// background (README, deviations), so each is accepted and changes nothing.
nonisolated extension View {
    /// Accepted: no bar background is drawn.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: no bar background is drawn.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: the bar's items keep the scheme of the cell.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: every bar the kit draws is shown.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}
