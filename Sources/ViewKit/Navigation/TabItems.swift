import Foundation

/// One tab of a `TabView`: its views, its item's label and its tag.
nonisolated struct TabEntry {
    var nodes: [ResolvedNode]
    var label: AnyView?
    var tag: AnyHashable?
    /// The item's badge (`badge(_:)` on the tab's view).
    var badge: Text?
    /// The item's number in the collector, to join the views of one tab.
    var item: Int?
}

/// Gathers the tab items, tags and badges of a tab view's content while it resolves. `tabItem(_:)`,
/// `tag(_:)` and `badge(_:)` register what they carry and mark their views with an annotation holding its number;
/// the tab view then finds the marks on each of its views and removes them.
final nonisolated class TabItemCollector: @unchecked Sendable {
    /// The component name of a tab item's mark.
    static let itemMarker = "TabView.tabItem"
    /// The component name of a tag's mark.
    static let tagMarker = "TabView.tag"
    /// The component name of a badge's mark.
    static let badgeMarker = "TabView.badge"

    private var labels: [AnyView] = []
    private var tags: [AnyHashable] = []
    private var badges: [Text] = []

    /// Registers an item's label; its number.
    func register(label: AnyView) -> Int {
        labels.append(label)
        return labels.count - 1
    }

    /// Registers a tag; its number.
    func register(tag: AnyHashable) -> Int {
        tags.append(tag)
        return tags.count - 1
    }

    /// Registers a badge; its number.
    func register(badge: Text) -> Int {
        badges.append(badge)
        return badges.count - 1
    }

    /// The tabs of `nodes`, the tab view's content resolved with `collector`: each view is a
    /// tab, and neighbouring views of one `tabItem` (a `Group` given an item) are one tab.
    static func tabs(of nodes: [ResolvedNode], collected collector: TabItemCollector) -> [TabEntry] {
        var peeled = nodes.map { peel($0) }
        let items = Set(peeled.compactMap(\.1.item)), tags = Set(peeled.compactMap(\.1.tag))
        let badges = Set(peeled.compactMap(\.1.badge))
        if items.count < collector.labels.count || tags.count < collector.tags.count || badges.count < collector.badges.count {
            // Marks under other modifiers (`.tabItem {…}.padding()`) or deeper: search the whole views.
            peeled = nodes.map { node in
                var found = Marks()
                let stripped = strip(node, into: &found)
                return (stripped, found)
            }
        }
        var tabs: [TabEntry] = []
        for (node, found) in peeled {
            if let item = found.item, let last = tabs.last, last.item == item {
                tabs[tabs.count - 1].nodes.append(node)
                continue
            }
            tabs.append(TabEntry(nodes: [node], label: found.item.map { collector.labels[$0] },
                                 tag: found.tag.map { collector.tags[$0] }, badge: found.badge.map { collector.badges[$0] },
                                 item: found.item))
        }
        return tabs
    }

    /// The item, tag and badge numbers found on a view.
    nonisolated struct Marks {
        var item: Int?
        var tag: Int?
        var badge: Int?

        /// Takes the mark `component` numbered `number`, unless one of its kind was found first.
        mutating func take(_ component: String, _ number: Int) {
            switch component {
            case TabItemCollector.itemMarker: item = item ?? number
            case TabItemCollector.tagMarker: tag = tag ?? number
            default: badge = badge ?? number
            }
        }
    }

    /// Whether `component` names one of the marks.
    private static func isMark(_ component: String) -> Bool {
        component == itemMarker || component == tagMarker || component == badgeMarker
    }

    /// `node` without the marks wrapped directly around it, and those marks.
    private static func peel(_ node: ResolvedNode) -> (ResolvedNode, Marks) {
        var found = Marks()
        var current = node
        while case .annotation(let component, let properties, let child) = current,
              let number = properties["index"].flatMap(Int.init), isMark(component) {
            found.take(component, number)
            current = child
        }
        return (current, found)
    }

    /// `node` with every mark inside removed; the first item and tag marks found, outermost first.
    private static func strip(_ node: ResolvedNode, into found: inout Marks) -> ResolvedNode {
        if case .annotation(let component, let properties, let child) = node,
           let number = properties["index"].flatMap(Int.init), isMark(component) {
            found.take(component, number)
            return strip(child, into: &found)
        }
        return node.mappingChildren { strip($0, into: &found) }
    }
}
