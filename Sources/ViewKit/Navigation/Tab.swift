import Foundation

/// A tab of a `TabView`, as iOS 18's `Tab`: its content, its item in the bar (a title with a
/// symbol or an image, or a label of your own) and its value for the selection. Written here as a
/// view (SwiftUI's is `TabContent`), it draws as `content.tabItem { label }.tag(value)` would, so
/// `TabView(selection:) { Tab(...) { ... } }` shows the chosen tab over the bar.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    /// A tab with `value`, `content` and a label of your own.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let item = content.tabItem { label }
        guard let value else { return resolveView(item, in: environment) }
        return resolveView(item.tag(value), in: environment)
    }
}

/// The label of a tab made from a title and an image: the title beside its icon.
public typealias DefaultTabLabel = ViewKit.Label<Text, Image>

nonisolated extension Tab where Label == DefaultTabLabel {
    /// A tab titled by a string literal's key, with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled as given, with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { ViewKit.Label(title, systemImage: systemImage) }
    }

    /// A tab titled by a string literal's key, with a named image.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) { ViewKit.Label(titleKey, image: image) }
    }
}

nonisolated extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab with no value (a tab view without a selection), titled by a string literal's key,
    /// with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(noValue: role, content: content()) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab with no value, titled as given, with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(noValue: role, content: content()) { ViewKit.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension Tab where Value == Never {
    /// A tab with no value.
    init(noValue role: TabRole?, content: Content, label: () -> Label) {
        value = nil
        self.role = role
        self.content = content
        self.label = label()
    }
}

nonisolated extension Tab {
    /// This tab with its content made by `modify`: a tab's modifiers keep it a `Tab`, so a tab
    /// builder still reads its value as the selection's type.
    private func withContent<Modified: View>(_ modify: (Content) -> Modified) -> Tab<Value, Modified, Label> {
        Tab<Value, Modified, Label>(value: value, role: role, content: modify(content), label: label)
    }

    private init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// A count on the tab's item (a red badge); zero shows none.
    public func badge(_ count: Int) -> Tab<Value, some View, Label> { withContent { $0.badge(count) } }

    /// A text on the tab's item; nil shows none.
    public func badge(_ label: Text?) -> Tab<Value, some View, Label> { withContent { $0.badge(label) } }

    /// A string literal's text on the tab's item.
    public func badge(_ key: LocalizedStringKey?) -> Tab<Value, some View, Label> { withContent { $0.badge(key) } }

    /// A string on the tab's item, exactly as given.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab<Value, some View, Label> { withContent { $0.badge(label) } }

    /// Names the tab for the iPad's customizable sidebar (iOS 18): accepted; the tab bar is drawn
    /// as written.
    public func customizationID(_ id: String) -> Tab<Value, Content, Label> { self }
}

/// What a tab is for, as SwiftUI's `TabRole`.
public nonisolated struct TabRole: Hashable, Sendable {
    private let name: String
    /// The tab that searches the app: drawn here in its place in the bar, as any other tab.
    public static let search = TabRole(name: "search")
}

/// Tabs grouped under a header, as iOS 18's `TabSection`: in a tab bar its tabs are shown as if
/// written without it (the header belongs to the iPad's sidebar).
public nonisolated struct TabSection<Header: View, Content: View, SelectionValue: Hashable>: View, PrimitiveView {
    let content: Content

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(content, in: environment)
    }
}

nonisolated extension TabSection where Content == TabContentGroup<SelectionValue> {
    /// The tabs `content` makes, under `header`.
    public init(@TabContentBuilder<SelectionValue> content: () -> TabContentGroup<SelectionValue>,
                @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

nonisolated extension TabSection where Header == Text, Content == TabContentGroup<SelectionValue> {
    /// Tabs under a title.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> TabContentGroup<SelectionValue>) {
        self.content = content()
    }

    /// Tabs under a title given as a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> TabContentGroup<SelectionValue>) {
        self.content = content()
    }
}

/// The tabs a `TabContentBuilder` gathers, drawn one after another as a view builder's views are.
public nonisolated struct TabContentGroup<SelectionValue: Hashable>: View, PrimitiveView {
    let tabs: [AnyView]

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        tabs.flatMap { resolveView($0, in: environment) }
    }
}

/// Gathers a tab view's tabs as iOS 18's `TabContentBuilder` does, so that a tab's `value` is
/// read as the tab view's selection type (`Tab("Home", systemImage: "house", value: .home)`).
/// Any other view (a modified tab, a `ForEach` of tabs) is taken as it is.
@resultBuilder
public nonisolated enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab with a value of the selection's type.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> [AnyView] { [AnyView(tab)] }

    /// A section of tabs.
    public static func buildExpression<H: View, C: View>(_ section: TabSection<H, C, SelectionValue>) -> [AnyView] {
        [AnyView(section)]
    }

    /// Any other view: a tab with no value, a tab with modifiers, a `ForEach` of tabs.
    @_disfavoredOverload
    public static func buildExpression<V: View>(_ view: V) -> [AnyView] { [AnyView(view)] }

    /// The tabs in order.
    public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] { parts.flatMap { $0 } }

    /// Tabs shown under a condition.
    public static func buildOptional(_ part: [AnyView]?) -> [AnyView] { part ?? [] }

    /// The tabs of an `if`.
    public static func buildEither(first part: [AnyView]) -> [AnyView] { part }

    /// The tabs of an `else`.
    public static func buildEither(second part: [AnyView]) -> [AnyView] { part }

    /// The tabs of a `for` loop.
    public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] { parts.flatMap { $0 } }

    /// The group.
    public static func buildFinalResult(_ parts: [AnyView]) -> TabContentGroup<SelectionValue> { TabContentGroup(tabs: parts) }
}

nonisolated extension TabView where SelectionValue == Int, Content == TabContentGroup<Never> {
    /// Tabs written iOS 18's way, with no selection: the first is shown.
    @_disfavoredOverload
    public init(@TabContentBuilder<Never> content: () -> TabContentGroup<Never>) {
        self.init(selection: nil, content: content)
    }
}

nonisolated extension TabView where Content == TabContentGroup<SelectionValue> {
    /// Tabs written iOS 18's way, whose choice follows `selection`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> TabContentGroup<SelectionValue>) {
        self.init(selection: selection as Binding<SelectionValue>?, content: content)
    }
}

/// A tab bar that becomes a sidebar where there is room, as iOS 18's
/// `SidebarAdaptableTabViewStyle`: drawn here as the tab bar, on the iPad too.
public nonisolated struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

/// Only the tab bar, as iOS 18's `TabBarOnlyTabViewStyle`.
public nonisolated struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

nonisolated extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room (drawn as the tab bar).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Only the tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
