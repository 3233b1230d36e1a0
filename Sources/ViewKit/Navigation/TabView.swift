import Foundation

/// A view that switches between tabs, as SwiftUI's `TabView`. A snapshot shows the chosen tab (the
/// one whose `tag` equals the selection, else the first) above iOS's tab bar, or, in the `.page`
/// style, the chosen page over its page dots (`TabBarBuilder`).
///
/// Each view of the content is a tab; `tabItem(_:)` gives its item in the bar (the first image
/// and the first text inside it) and `tag(_:)` its value for the selection.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs whose choice follows `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let collector = TabItemCollector()
        var inner = environment
        inner.tabItems = collector
        let tabs = TabItemCollector.tabs(of: resolveView(content, in: inner), collected: collector)
        guard !tabs.isEmpty else { return [] }
        let chosen = selection.flatMap { binding in
            tabs.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) }
        } ?? 0
        let choose: (Int) -> Void = { index in
            guard let selection, let value = tabs[index].tag?.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
        return TabBarBuilder.screen(tabs, chosen: chosen, choose: choose, in: environment)
    }
}

nonisolated extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

nonisolated extension View {
    /// The item this view shows in an enclosing `TabView`'s bar: a `Label`, or an image and a
    /// text. Elsewhere it changes nothing.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: AnyView(label()))
    }

    /// How an enclosing `TabView` shows its tabs: `.automatic` (a tab bar) or `.page`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style.kind)
    }
}

/// A view with a tab item.
nonisolated struct TabItemView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: AnyView
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let nodes = resolveView(content, in: environment)
        guard let collector = environment.tabItems else { return nodes }
        let index = collector.register(label: label)
        return nodes.map { .annotation(component: TabItemCollector.itemMarker, properties: ["index": String(index)], $0) }
    }
}

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    /// What the kit draws for the style.
    var kind: TabViewStyleKind { get }
}

/// The styles the kit draws.
public nonisolated enum TabViewStyleKind: Hashable, Sendable {
    /// iOS's tab bar under the chosen tab.
    case tabBar
    /// The chosen page, with page dots unless `showsIndex` is false.
    case page(showsIndex: Bool)
}

/// The tab bar, as SwiftUI's `DefaultTabViewStyle`.
public nonisolated struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

/// Pages swiped sideways, as SwiftUI's `PageTabViewStyle`.
public nonisolated struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public nonisolated struct IndexDisplayMode: Hashable, Sendable {
        let showsIndex: Bool
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(showsIndex: true)
        /// Always shown.
        public static let always = IndexDisplayMode(showsIndex: true)
        /// Never shown.
        public static let never = IndexDisplayMode(showsIndex: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Pages.
    public var kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.showsIndex) }
}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct TabViewStyleKey: EnvironmentKey {
        static var defaultValue: TabViewStyleKind { .tabBar }
    }

    private nonisolated struct TabItemsKey: EnvironmentKey {
        static var defaultValue: TabItemCollector? { nil }
    }

    /// How tab views below show their tabs.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// Where tab items and tags below are gathered, while a tab view's content resolves.
    var tabItems: TabItemCollector? {
        get { self[TabItemsKey.self] }
        set { self[TabItemsKey.self] = newValue }
    }
}
