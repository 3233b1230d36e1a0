import Foundation

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public nonisolated enum NavigationBarItem {
    /// Large below the bar, or small in it.
    public nonisolated enum TitleDisplayMode: Sendable, Hashable {
        /// Large, as the root of a stack shows it.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// How a navigation title is shown, as iOS 17's `ToolbarTitleDisplayMode`.
public nonisolated struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// Large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// Small, centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// Large in the bar on the platforms that draw it so; on iPhone and iPad, inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
}

/// What views inside a navigation stack ask of its bar; the stack gathers it.
package nonisolated struct NavigationBarRequest: Sendable {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var isHidden: Bool?
    var search: SearchRequest?
    /// The width a split view's column asks for (`navigationSplitViewColumnWidth`).
    var columnWidth: CGFloat?
}

nonisolated extension View {
    /// The title the navigation bar shows while this view is the stack's top.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationRequestView(content: self) { request, _ in request.title = String(title) }
    }

    /// The title the navigation bar shows, from a text.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationRequestView(content: self) { request, _ in request.title = title.content }
    }

    /// Large or inline title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationRequestView(content: self) { request, _ in request.displayMode = mode }
    }

    /// iOS 17's name for the title's display mode: `.inline`, `.large`, `.automatic`, and
    /// `.inlineLarge` (drawn as `.inline`: a large title in the bar is a watchOS and visionOS look).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        NavigationRequestView(content: self) { request, _ in request.displayMode = mode.barMode }
    }

    /// Hides or shows the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationRequestView(content: self) { request, _ in request.isHidden = hidden }
    }

    /// Items for the navigation bar, each placed by its `ToolbarItem` placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return NavigationRequestView(content: self) { request, environment in
            request.toolbar += resolveToolbar(items, in: environment.inNavigationBar)
        }
    }

    /// Views for the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return NavigationRequestView(content: self) { request, environment in
            request.toolbar.append(ToolbarEntry(slot: .trailing, nodes: resolveView(items, in: environment.inNavigationBar)))
        }
    }

    /// Accepted: destinations are other screens; snapshot them on their own.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// Accepted: destinations are other screens; snapshot them on their own.
    public func navigationDestination<C: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> C) -> some View {
        self
    }

    /// Accepted: a snapshot shows no back button (it is of a stack's root).
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
}

/// A view with a request for the navigation bar above it.
nonisolated struct NavigationRequestView<Content: View>: View, PrimitiveView {
    let content: Content
    /// A search field for a navigation stack that is this view itself (`NavigationStack {…}.searchable(…)`).
    var search: SearchRequest? = nil
    let update: (inout NavigationBarRequest, EnvironmentValues) -> Void
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var request = NavigationBarRequest()
        update(&request, environment)
        var inner = environment
        if let search { inner.outerSearch = search }
        let nodes = resolveView(content, in: inner)
        return [.navigationRequest(request, nodes.count == 1 ? nodes[0] : .vstack(nodes))]
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct OuterSearchKey: EnvironmentKey {
        static var defaultValue: SearchRequest? { nil }
    }

    /// A search field set on a navigation stack from outside it, for the stack to draw.
    var outerSearch: SearchRequest? {
        get { self[OuterSearchKey.self] }
        set { self[OuterSearchKey.self] = newValue }
    }
}
