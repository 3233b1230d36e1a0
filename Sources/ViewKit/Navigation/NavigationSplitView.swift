import Foundation

/// Columns of navigation, as SwiftUI's `NavigationSplitView`: a sidebar and a detail, or a
/// sidebar, a content column and a detail. Each column is drawn as a `NavigationStack`'s root,
/// with its own bar and title.
///
/// - Compact width (iPhone): one column, as iOS collapses the split view into a stack: the
///   sidebar, or the `preferredCompactColumn`.
/// - Regular width (iPad, upright): with `.automatic` visibility, the detail alone with a sidebar
///   button leading its bar, as iOS shows an upright iPad; `.all` (or `.doubleColumn`) puts the
///   columns side by side, `NavigationSplitViewMetrics` wide (or the width a column asks with
///   `navigationSplitViewColumnWidth`), a hairline between them, the detail taking the rest;
///   under `.navigationSplitViewStyle(.prominentDetail)` the detail keeps the whole width and the
///   other columns lie over its leading edge.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let compactColumn: NavigationSplitViewColumn

    private init(visibility: NavigationSplitViewVisibility, compactColumn: NavigationSplitViewColumn,
                 sidebar: Sidebar, content: Content?, detail: Detail) {
        self.visibility = visibility
        self.compactColumn = compactColumn
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// A sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: .automatic, compactColumn: .sidebar, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar and a detail, showing the columns `columnVisibility` holds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, sidebar: sidebar(), content: nil,
                  detail: detail())
    }

    /// A sidebar and a detail, showing `preferredCompactColumn` in compact width.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue, sidebar: sidebar(), content: nil,
                  detail: detail())
    }

    /// A sidebar and a detail, with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue,
                  sidebar: sidebar(), content: nil, detail: detail())
    }

    /// A sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: .sidebar, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns, showing those `columnVisibility` holds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: .sidebar, sidebar: sidebar(), content: content(),
                  detail: detail())
    }

    /// Three columns, with both bindings.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility.wrappedValue, compactColumn: preferredCompactColumn.wrappedValue,
                  sidebar: sidebar(), content: content(), detail: detail())
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard environment.horizontalSizeClass == .regular else {
            switch compactColumn.column {
            case .detail: return NavigationBarBuilder.screen(detail, in: environment)
            case .content: if let content { return NavigationBarBuilder.screen(content, in: environment) }
            case .sidebar: break
            }
            return NavigationBarBuilder.screen(sidebar, in: environment)
        }
        let shown = visibility.shownColumns(threeColumns: content != nil)
        if shown == [.detail] {
            return NavigationBarBuilder.screen(detail.toolbar {
                ToolbarItem(placement: .topBarLeading) { SidebarButton() }
            }, in: environment)
        }
        let overlaid = environment.navigationSplitViewStyle == .prominentDetail
        var leading: [ResolvedNode] = []
        if shown.contains(.sidebar) {
            leading.append(Self.column(sidebar, width: NavigationSplitViewMetrics.sidebarWidth, backed: overlaid, in: environment))
        }
        if shown.contains(.content), let content {
            leading.append(Self.column(content, width: NavigationSplitViewMetrics.contentWidth, backed: overlaid, in: environment))
        }
        let detailScreen = NavigationBarBuilder.screen(detail, in: environment)
        let detailNode: ResolvedNode = detailScreen.count == 1 ? detailScreen[0] : .vstack(spacing: 0, detailScreen)
        let hairline = resolveView(Divider(), in: environment)
        let columns = leading.flatMap { [$0] + hairline }
        if overlaid {
            let over: ResolvedNode = .layout(AnyLayout(HStackLayout(alignment: .top, spacing: 0)), children: columns)
            return [.layout(AnyLayout(ZStackLayout(alignment: .topLeading)), children: [detailNode, over])]
        }
        return [.layout(AnyLayout(HStackLayout(alignment: .top, spacing: 0)), children: columns + [detailNode])]
    }

    /// A column of `width` (or the width its views ask for); over the detail (`backed`), on
    /// the grouped background, so that the detail does not show through.
    private static func column<V: View>(_ view: V, width: CGFloat, backed: Bool, in environment: EnvironmentValues) -> ResolvedNode {
        let (nodes, request) = NavigationBarBuilder.column(view, in: environment)
        let screen: ResolvedNode = nodes.count == 1 ? nodes[0] : .vstack(spacing: 0, nodes)
        let fixed = FrameSpec(width: request.columnWidth ?? width, alignment: .top, isFixed: true)
        guard backed else { return .frame(fixed, screen) }
        let backing = resolveView(Rectangle().fill(Color(uiColor: .systemGroupedBackground)), in: environment)
        return .frame(fixed, .background(screen, behind: backing, alignment: .center))
    }
}

/// The button that shows the sidebar, leading the bar of a detail shown alone.
private nonisolated struct SidebarButton: View {
    var body: some View {
        Button {} label: { Image(systemName: "sidebar.left") }
            .accessibilityLabel("Show Sidebar")
    }
}

/// Which columns a split view shows, as SwiftUI's `NavigationSplitViewVisibility`.
public nonisolated struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String

    /// As the platform shows them: on an upright iPad, the detail alone.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// Two columns: the sidebar and the detail, or the content and the detail.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

    /// The columns shown in regular width.
    func shownColumns(threeColumns: Bool) -> Set<NavigationSplitViewColumn.Column> {
        switch name {
        case "all": return threeColumns ? [.sidebar, .content, .detail] : [.sidebar, .detail]
        case "doubleColumn": return threeColumns ? [.content, .detail] : [.sidebar, .detail]
        default: return [.detail]
        }
    }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public nonisolated struct NavigationSplitViewColumn: Hashable, Sendable {
    nonisolated enum Column: Hashable, Sendable {
        case sidebar, content, detail
    }

    let column: Column

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(column: .sidebar)
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(column: .content)
    /// The detail.
    public static let detail = NavigationSplitViewColumn(column: .detail)
}

/// How a split view lays its columns out, as SwiftUI's `NavigationSplitViewStyle`.
public nonisolated struct NavigationSplitViewStyle: Hashable, Sendable {
    private let name: String

    /// The platform's: side by side, as `.balanced`.
    public static let automatic = NavigationSplitViewStyle(name: "automatic")
    /// The columns side by side, the detail narrowed.
    public static let balanced = NavigationSplitViewStyle(name: "balanced")
    /// The detail at full width, the other columns over it.
    public static let prominentDetail = NavigationSplitViewStyle(name: "prominentDetail")
}

/// The widths of a split view's columns on iPad (guesses, near UIKit's defaults).
public nonisolated enum NavigationSplitViewMetrics {
    /// The sidebar's width.
    public static let sidebarWidth: CGFloat = 320
    /// The content column's width.
    public static let contentWidth: CGFloat = 320
}

nonisolated extension EnvironmentValues {
    private nonisolated struct NavigationSplitViewStyleKey: EnvironmentKey {
        static var defaultValue: NavigationSplitViewStyle { .automatic }
    }

    /// The style split views inside are laid out in.
    var navigationSplitViewStyle: NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How split views inside lay their columns out.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View {
        transformingEnvironment { $0.navigationSplitViewStyle = style }
    }

    /// The width of the split view column this view is in.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        NavigationRequestView(content: self) { request, _ in request.columnWidth = width }
    }

    /// The width of the split view column this view is in: its ideal width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        NavigationRequestView(content: self) { request, _ in request.columnWidth = ideal }
    }
}
