import Foundation

/// Measurements of the iOS navigation bar (iOS 17, from Apple's Human Interface Guidelines and
/// UIKit's defaults); each is one named constant.
public nonisolated enum NavigationBarMetrics {
    /// The height of the bar's row of items and inline title, at the default text size.
    public static let barHeight: CGFloat = 44
    /// The inset of items and the large title from the screen edges, compact width.
    public static let compactMargin: CGFloat = 16
    /// The same on regular width (iPad).
    public static let regularMargin: CGFloat = 20
    /// Space between neighbouring bar items.
    public static let itemSpacing: CGFloat = 16
    /// The least width and height a bar item can be tapped in.
    public static let minimumTarget: CGFloat = 44
    /// Space above the large title's line, below the bar's row.
    public static let largeTitleTop: CGFloat = 3
    /// Space below the large title before the content.
    public static let largeTitleBottom: CGFloat = 8
    /// The text size the bar's items and inline title are drawn at, whatever the Dynamic Type
    /// size: iOS keeps its bars (navigation bar, toolbar, tab bar) at the default size and shows
    /// the Large Content Viewer instead (the large title does grow).
    public static let itemTextSize: DynamicTypeSize = .large
}

nonisolated extension EnvironmentValues {
    /// These values as a bar's items see them: at `NavigationBarMetrics.itemTextSize`.
    var inNavigationBar: EnvironmentValues {
        var values = self
        values.dynamicTypeSize = NavigationBarMetrics.itemTextSize
        return values
    }
}

/// Builds a navigation stack's screen: gathers what its views ask of the bar and lays the bar
/// out above them.
///
/// 1. The root is resolved; every `navigationTitle`, display mode, `toolbar` and
///    `navigationBarHidden` inside is gathered (the first title found wins) and removed.
/// 2. The bar's row is `barHeight` tall (or its items' height, when text is larger): leading
///    items at the leading margin, trailing items at the trailing one, `itemSpacing` apart, and
///    in the middle the principal item or, for an inline title, the title in semibold body text,
///    centred where the items allow and wrapped rather than drawn over them.
/// 3. A large title (the default) follows below the row in bold `largeTitle` text at the leading
///    margin, wrapped rather than cut off, marked as a heading.
/// 4. A `searchable` field follows the title (`searchField`).
/// 5. The content comes below, offered the width and what is left of the height; bottom-bar
///    items, if any, follow it in a row of their own. In a sheet (`navigationFillsHeight`) the
///    content takes all that height, in its middle when smaller, as iOS draws a stack filling its sheet.
nonisolated enum NavigationBarBuilder {
    static func screen<Content: View>(_ content: Content, in environment: EnvironmentValues) -> [ResolvedNode] {
        column(content, in: environment).nodes
    }

    /// The screen of `content` and what its views asked of the bar (a split view's column reads
    /// its width there).
    static func column<Content: View>(_ content: Content, in environment: EnvironmentValues)
        -> (nodes: [ResolvedNode], request: NavigationBarRequest) {
        var request = NavigationBarRequest()
        var rootEnvironment = environment
        rootEnvironment.outerSearch = nil
        let nodes = resolveView(content, in: rootEnvironment).map { gather($0, into: &request) }
        if request.search == nil { request.search = environment.outerSearch }
        var body: ResolvedNode = nodes.count == 1 ? nodes[0] : .vstack(nodes)
        if environment.navigationFillsHeight {
            // In a sheet the stack fills it: the content in the middle of what the bar leaves.
            let content = ResolvedViews(nodes: [body])
            let filling = ViewThatFits(in: .vertical) {
                content.frame(maxHeight: .infinity)
                content.frame(maxHeight: .infinity, alignment: .top)
            }
            body = PresentedAlert.single(resolveView(filling, in: environment))
        }
        if request.isHidden == true { return ([body], request) }
        let margin = environment.horizontalSizeClass == .regular ? NavigationBarMetrics.regularMargin : NavigationBarMetrics.compactMargin
        var parts: [ResolvedNode] = []
        let mode = request.displayMode ?? .automatic
        let row = barRow(request, inlineTitle: mode == .inline ? request.title : nil, margin: margin, in: environment)
        parts.append(row)
        if mode != .inline, let title = request.title {
            parts.append(largeTitle(title, margin: margin, in: environment))
        }
        if let search = request.search {
            parts += searchField(search, margin: margin, in: environment)
        }
        parts.append(body)
        let bottom = request.toolbar.filter { $0.slot == .bottom }.flatMap(\.nodes)
        let status = request.toolbar.filter { $0.slot == .status }.flatMap(\.nodes)
        if !bottom.isEmpty || !status.isEmpty {
            parts.append(bottomRow(bottom, status: status, margin: margin))
        }
        return ([.vstack(spacing: 0, parts)], request)
    }

    /// Takes the bar requests out of `node`, merging them into `request`.
    static func gather(_ node: ResolvedNode, into request: inout NavigationBarRequest) -> ResolvedNode {
        if case .navigationRequest(let found, let child) = node {
            if request.title == nil { request.title = found.title }
            if request.displayMode == nil { request.displayMode = found.displayMode }
            if request.isHidden == nil { request.isHidden = found.isHidden }
            if request.search == nil { request.search = found.search }
            if request.columnWidth == nil { request.columnWidth = found.columnWidth }
            request.toolbar += found.toolbar
            return gather(child, into: &request)
        }
        return node.mappingChildren { gather($0, into: &request) }
    }

    private static func barRow(_ request: NavigationBarRequest, inlineTitle: String?, margin: CGFloat,
                               in environment: EnvironmentValues) -> ResolvedNode {
        let leading = request.toolbar.filter { $0.slot == .leading }.flatMap(\.nodes)
        let trailing = request.toolbar.filter { $0.slot == .trailing }.flatMap(\.nodes)
        var principal = request.toolbar.filter { $0.slot == .principal }.flatMap(\.nodes).first
        if principal == nil, let inlineTitle {
            var titleEnvironment = environment.inNavigationBar
            titleEnvironment.font = Font.system(.body, weight: .semibold)
            principal = resolveView(Text(inlineTitle).accessibilityAddTraits(.isHeader), in: titleEnvironment).first
        }
        return itemRow(leading: leading, trailing: trailing, principal: principal, margin: margin)
    }

    /// A row of the bar: leading items, the principal item (or inline title) in the middle,
    /// trailing items. The two ends share what the middle leaves equally, so the middle is
    /// centred when it can be and is never drawn over the items; each item's tap target is at
    /// least `minimumTarget` square, as a bar button's is.
    private static func itemRow(leading: [ResolvedNode], trailing: [ResolvedNode], principal: ResolvedNode?,
                                margin: CGFloat) -> ResolvedNode {
        func end(_ items: [ResolvedNode], _ alignment: Alignment) -> ResolvedNode {
            let row: ResolvedNode = .layout(AnyLayout(HStackLayout(spacing: NavigationBarMetrics.itemSpacing)),
                                            children: items.map(barItem))
            return .frame(flexible(maxWidth: .infinity, alignment: alignment), row)
        }
        var children = [end(leading, .leading)]
        if let principal { children.append(.layoutPriority(1, principal)) }
        children.append(end(trailing, .trailing))
        let row: ResolvedNode = .layout(AnyLayout(HStackLayout(spacing: NavigationBarMetrics.itemSpacing)), children: children)
        return .padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
                        .frame(flexible(minHeight: NavigationBarMetrics.barHeight, alignment: .center), row))
    }

    /// The bottom toolbar: the `.bottomBar` items side by side from the leading end across the
    /// whole bar, where a `Spacer` among them takes the room left (so `Spacer()` before an item
    /// puts it at the trailing end, and one either side centres it); `.status` items in the
    /// centre, the bottom-bar items then sharing the leading half.
    private static func bottomRow(_ items: [ResolvedNode], status: [ResolvedNode], margin: CGFloat) -> ResolvedNode {
        guard status.isEmpty else {
            let centre: ResolvedNode = status.count == 1 ? status[0]
                : .layout(AnyLayout(HStackLayout(spacing: NavigationBarMetrics.itemSpacing)), children: status)
            return itemRow(leading: items, trailing: [], principal: centre, margin: margin)
        }
        let row: ResolvedNode = .layout(AnyLayout(HStackLayout(spacing: NavigationBarMetrics.itemSpacing)),
                                        children: items.map(barItem))
        return .padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
                        .frame(flexible(maxWidth: .infinity, minHeight: NavigationBarMetrics.barHeight, alignment: .leading), row))
    }

    /// A bar item: kept on one line (a bar button does not wrap), its single button, if any,
    /// tapped anywhere in at least 44 × 44 points. A `Spacer` stays flexible: a toolbar's
    /// flexible space.
    private static func barItem(_ node: ResolvedNode) -> ResolvedNode {
        if case .spacer = node { return node }
        let target = NavigationBarMetrics.minimumTarget
        return .tapArea(.fixedSize(horizontal: true, vertical: false,
                                   .frame(flexible(minWidth: target, minHeight: target, alignment: .center), node)))
    }

    private static func flexible(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                                 alignment: Alignment) -> FrameSpec {
        FrameSpec(minWidth: minWidth, idealWidth: nil, maxWidth: maxWidth, minHeight: minHeight, idealHeight: nil,
                  maxHeight: nil, alignment: alignment, isFixed: false)
    }

    private static func largeTitle(_ title: String, margin: CGFloat, in environment: EnvironmentValues) -> ResolvedNode {
        var titleEnvironment = environment
        titleEnvironment.font = Font.system(.largeTitle, weight: .bold)
        let text = resolveView(Text(title).accessibilityAddTraits(.isHeader), in: titleEnvironment)
        let frame = flexible(maxWidth: .infinity, alignment: .leading)
        return .padding(EdgeInsets(top: NavigationBarMetrics.largeTitleTop, leading: margin,
                                   bottom: NavigationBarMetrics.largeTitleBottom, trailing: margin),
                        .frame(frame, text.count == 1 ? text[0] : .vstack(text)))
    }
}
