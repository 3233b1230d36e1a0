import Foundation

/// Measurements and colours of iOS 17's tab bar on iPhone and of the page dots of a paged tab
/// view. The bar's height and the item title's font are UIKit's documented defaults; the others
/// are guesses from screenshots (Apple does not publish them), each one named constant.
public nonisolated enum TabBarMetrics {
    /// The bar's height, above the home indicator (UIKit's tab bar on iPhone, portrait).
    public static let barHeight: CGFloat = 49
    /// The item title's size: 10 pt medium, which does not grow with Dynamic Type (iOS shows the
    /// large content viewer on a long press instead).
    public static let titleSize: Double = 10
    /// The point size the item's symbol is drawn at (a guess: about the 25 pt glyph the Human
    /// Interface Guidelines give for tab bar icons).
    public static let symbolPointSize: Double = 22
    /// Space between the item's icon and its title (a guess).
    public static let iconTitleSpacing: CGFloat = 2
    /// The colour of the items not chosen (a guess: UIKit's system grey).
    public static let unselectedColor = Color(uiColor: .systemGray)
    /// The bar's background when content runs under it (a guess at iOS's chrome material, drawn
    /// flat: near-white or near-black, slightly translucent).
    public static let background = Color(light: Color.Resolved(red: 0.976, green: 0.976, blue: 0.976, opacity: 0.94),
                                         dark: Color.Resolved(red: 0.086, green: 0.086, blue: 0.086, opacity: 0.94))
    /// The hairline along the bar's top: one device pixel of UIKit's separator colour.
    public static let hairlineColor = Color(uiColor: .separator)
    /// A tab item's badge: its least height and width, its text size, the space beside its text
    /// and how far its centre sits right of and below the icon's top-trailing corner (guesses).
    public static let badgeHeight: CGFloat = 18
    public static let badgeTextSize: Double = 13
    public static let badgePadding: CGFloat = 5
    public static let badgeOffset = CGSize(width: 2, height: 3)
    /// The badge's colour and its text's (UIKit's system red, white).
    public static let badgeColor = Color(uiColor: .systemRed)
    public static let badgeTextColor = Color.white
    /// A page dot's diameter (a guess at UIPageControl's).
    public static let pageDotSize: CGFloat = 7
    /// Space between page dots (a guess).
    public static let pageDotSpacing: CGFloat = 9
    /// Space under the page dots (a guess).
    public static let pageDotsBottom: CGFloat = 12
    /// The chosen page's dot, and the others' (white, and white at 30 %, whatever the scheme, as
    /// UIPageControl draws them by default over any content).
    public static let pageDotColor = Color.white
    public static let otherPageDotColor = Color.white.opacity(0.3)
}

/// Lays out a tab view: the chosen tab over the bar, or the chosen page over its dots.
///
/// 1. The chosen tab's views are stacked and take the width and the height left above the bar
///    (a page as tall as its content gives them their own height), centred as SwiftUI centres a
///    tab's content.
/// 2. The bar is `barHeight` tall, on its background with a hairline on top; the items share its
///    width equally, each its icon (the first image of its `tabItem`, filled, at `symbolPointSize`) over
///    its title (the first text, in `titleSize` medium), centred, in the tint when chosen and grey
///    otherwise.
/// 3. A tab's badge is a red capsule centred near its icon's top-trailing corner.
/// 4. Each item is a tap target that chooses its tab and one VoiceOver element: its title, then
///    its badge and "Tab, N of M", "Selected" on the chosen one.
/// 5. In the `.page` style there is no bar: the chosen page has the dots over its bottom, one
///    adjustable element "Page N of M".
nonisolated enum TabBarBuilder {
    static func screen(_ tabs: [TabEntry], chosen: Int, choose: @escaping (Int) -> Void,
                       in environment: EnvironmentValues) -> [ResolvedNode] {
        let content = ResolvedViews(nodes: tabs[chosen].nodes.count == 1 ? tabs[chosen].nodes : [.vstack(tabs[chosen].nodes)])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        if case .page(let showsIndex) = environment.tabViewStyleKind {
            let view = ZStack(alignment: .bottom) {
                content
                if showsIndex && tabs.count > 1 { pageDots(count: tabs.count, chosen: chosen) }
            }
            return resolveView(view, in: environment)
        }
        let items = tabs.indices.map { item(tabs[$0], index: $0, of: tabs.count, chosen: $0 == chosen, choose: choose, in: environment) }
        let bar = HStack(spacing: 0) { ResolvedViews(nodes: items) }
            .frame(maxWidth: .infinity, minHeight: TabBarMetrics.barHeight, maxHeight: TabBarMetrics.barHeight)
            .background(TabBarMetrics.background)
            .overlay(alignment: .top) {
                Rectangle().fill(TabBarMetrics.hairlineColor).frame(height: 1 / max(1, environment.displayScale))
            }
        return resolveView(VStack(spacing: 0) { content; bar }, in: environment)
    }

    /// The bar item of `tab`: a button choosing it, one element.
    private static func item(_ tab: TabEntry, index: Int, of count: Int, chosen: Bool, choose: @escaping (Int) -> Void,
                             in environment: EnvironmentValues) -> ResolvedNode {
        var labelEnvironment = environment
        labelEnvironment.font = .system(size: TabBarMetrics.titleSize, weight: .medium)
        labelEnvironment.foregroundColor = chosen ? (environment.tint ?? .accentColor) : TabBarMetrics.unselectedColor
        let resolved = tab.label.map { resolveView($0, in: labelEnvironment) } ?? []
        var parts = FirstParts()
        resolved.forEach { parts.search($0) }
        if var icon = parts.image {
            // iOS draws tab bar symbols filled.
            icon.symbolPointSize = TabBarMetrics.symbolPointSize
            icon.symbolVariants = icon.symbolVariants.union(.fill)
            parts.image = icon
        }
        let stack = VStack(spacing: TabBarMetrics.iconTitleSpacing) {
            if let icon = parts.image {
                ResolvedViews(nodes: [.image(icon)]).overlay(alignment: .topTrailing) {
                    if let badge = tab.badge { badgeView(badge) }
                }
            }
            if let title = parts.text { ResolvedViews(nodes: [.text(title)]) }
        }
        .frame(maxWidth: .infinity, minHeight: TabBarMetrics.barHeight)
        let label = resolveView(stack, in: labelEnvironment)
        let id = environment.actionStore?.register { choose(index) } ?? -1
        var spec = AccessibilitySpec()
        spec.ignoresChildren = true
        spec.label = parts.text?.string ?? ""
        spec.value = (tab.badge.map { [$0.content] } ?? []).joined() + (tab.badge == nil ? "" : ", ") + "Tab, \(index + 1) of \(count)"
        if chosen { spec.addedTraits = .isSelected }
        return .accessibility(spec, .button(label: label.count == 1 ? label[0] : .vstack(label), actionID: id))
    }

    /// A tab item's badge, centred near its icon's top-trailing corner.
    private static func badgeView(_ badge: Text) -> some View {
        let font = Font.system(size: TabBarMetrics.badgeTextSize)
        let text: some View = badge.font(font).foregroundColor(TabBarMetrics.badgeTextColor).lineLimit(1)
        let capsule: some View = text.padding(.horizontal, TabBarMetrics.badgePadding)
            .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
            .background(Capsule().fill(TabBarMetrics.badgeColor))
            .fixedSize()
        // Centred on a point with no size at the icon's corner, moved by the offset.
        return Color.clear.frame(width: 0, height: 0)
            .overlay { capsule }
            .offset(x: TabBarMetrics.badgeOffset.width, y: TabBarMetrics.badgeOffset.height)
    }

    /// A paged tab view's dots, one adjustable element.
    private static func pageDots(count: Int, chosen: Int) -> some View {
        HStack(spacing: TabBarMetrics.pageDotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == chosen ? TabBarMetrics.pageDotColor : TabBarMetrics.otherPageDotColor)
                    .frame(width: TabBarMetrics.pageDotSize, height: TabBarMetrics.pageDotSize)
            }
        }
        .padding(.bottom, TabBarMetrics.pageDotsBottom)
        .accessibilityElement()
        .accessibilityLabel("Page \(chosen + 1) of \(count)")
        .accessibilityAdjustableAction { _ in }
    }

    /// The first image and the first text of a tab item's label, as iOS's bar takes them.
    private nonisolated struct FirstParts {
        var image: ResolvedImage?
        var text: ResolvedText?

        mutating func search(_ node: ResolvedNode) {
            switch node {
            case .image(let found): if image == nil { image = found }
            case .text(let found): if text == nil { text = found }
            default: _ = node.mappingChildren { child in search(child); return child }
            }
        }
    }
}

/// Views already resolved, placed as they are.
nonisolated struct ResolvedViews: View, PrimitiveView {
    let nodes: [ResolvedNode]
    typealias Body = Never
    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { nodes }
}
