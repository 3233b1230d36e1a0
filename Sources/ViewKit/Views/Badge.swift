import Foundation

nonisolated extension View {
    /// A count shown with this view in a list row (trailing, in the secondary colour, before a
    /// navigation link's chevron) or on its tab's item in a `TabView` (a red badge), as SwiftUI's
    /// `badge(_:)`; zero shows none. Elsewhere it changes nothing.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// A text shown with this view in a list row or on its tab's item; nil shows none.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, label: label)
    }

    /// A string literal's text shown with this view in a list row or on its tab's item.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A string shown, exactly as given, with this view in a list row or on its tab's item.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// A view with a badge: in a list row, the badge is laid out after the content (a navigation link
/// in the row takes it before its chevron instead); in a tab view's content, it is marked for the
/// tab's item (`TabItemCollector`).
nonisolated struct BadgedView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: Text?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard let label else { return resolveView(content, in: environment) }
        if environment.isListContent {
            let slot = RowBadge(label: label)
            var inner = environment
            inner.rowBadge = slot
            let nodes = resolveView(content, in: inner)
            if slot.isPlaced { return nodes }
            let row = HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                ResolvedViews(nodes: nodes).frame(maxWidth: .infinity, alignment: .leading)
                RowBadge.text(label)
            }
            .accessibilityElement(children: .combine)
            return resolveView(row, in: environment)
        }
        if let tabs = environment.tabItems {
            let index = tabs.register(badge: label)
            return resolveView(content, in: environment).map {
                .annotation(component: TabItemCollector.badgeMarker, properties: ["index": String(index)], $0)
            }
        }
        return resolveView(content, in: environment)
    }
}

/// A list row's badge, waiting for a navigation link inside the row to place it.
final nonisolated class RowBadge: @unchecked Sendable {
    let label: Text
    /// Set by whatever drew the badge.
    var isPlaced = false

    init(label: Text) {
        self.label = label
    }

    /// The badge as a row draws it: the row's font, in the secondary colour.
    static func text(_ label: Text) -> some View {
        label.foregroundColor(.secondary)
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct RowBadgeKey: EnvironmentKey {
        static var defaultValue: RowBadge? { nil }
    }

    /// The badge of the list row being resolved, until something places it.
    var rowBadge: RowBadge? {
        get { self[RowBadgeKey.self] }
        set { self[RowBadgeKey.self] = newValue }
    }
}
