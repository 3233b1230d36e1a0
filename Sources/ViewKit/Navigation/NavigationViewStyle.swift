import Foundation

/// How a `NavigationView` shows its columns, as SwiftUI's older `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// The platform's choice, as SwiftUI's `DefaultNavigationViewStyle`.
public nonisolated struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// One view at a time, as SwiftUI's `StackNavigationViewStyle`: how this kit draws a
/// `NavigationView` in every style.
public nonisolated struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns side by side, as SwiftUI's `ColumnNavigationViewStyle`; drawn as a stack here.
public nonisolated struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side (drawn as a stack).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// How navigation views inside show their columns: accepted; a `NavigationView` is drawn as a
    /// stack, one view at a time.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Items at the ends of the navigation bar, as SwiftUI's older `navigationBarItems`: drawn as
    /// the toolbar items `topBarLeading` and `topBarTrailing` are.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// The navigation bar's title, as SwiftUI's older `navigationBarTitle`: `navigationTitle`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The navigation bar's title from a text: `navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title and how it is shown, as SwiftUI's older `navigationBarTitle(_:displayMode:)`:
    /// `navigationTitle` with `navigationBarTitleDisplayMode`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title from a text, and how it is shown.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}

/// The tint a list gives a row's content, as SwiftUI's `ListItemTint`: on iOS a sidebar tints its
/// label icons with it, and other list styles do not use it.
public nonisolated struct ListItemTint: Sendable, Hashable {
    private nonisolated enum Kind: Sendable, Hashable {
        case fixed(Color)
        case preferred(Color)
        case monochrome
    }

    private let kind: Kind

    /// This colour, whatever the system's settings.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }

    /// This colour unless the system's settings choose another.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }

    /// The system's monochrome tint.
    public static let monochrome = ListItemTint(kind: .monochrome)
}

nonisolated extension View {
    /// The tint of the rows' content in a sidebar list. Accepted: a sidebar's label icons keep the
    /// environment's tint here, and iOS's other list styles do not use it.
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// `listItemTint(.fixed(tint))`, or no tint for nil.
    public func listItemTint(_ tint: Color?) -> some View { self }
}
