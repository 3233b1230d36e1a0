import Foundation

/// One tab of a `TabView`: its views, its item's label and its tag.
struct TabEntry {
    var nodes: [ResolvedNode]
    var label: AnyView?
    var tag: AnyHashable?
    /// The item's number in the collector, to join the views of one tab.
    var item: Int?
}

/// Gathers the tab items and tags of a tab view's content while it resolves. `tabItem(_:)` and
/// `tag(_:)` register what they carry and mark their views with an annotation holding its number;
/// the tab view then finds the marks on each of its views and removes them.
final class TabItemCollector: @unchecked Sendable {
    /// The component name of a tab item's mark.
    static let itemMarker = "TabView.tabItem"
    /// The component name of a tag's mark.
    static let tagMarker = "TabView.tag"

    private var labels: [AnyView] = []
    private var tags: [AnyHashable] = []

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

    /// The tabs of `nodes`, the tab view's content resolved with `collector`: each view is a
    /// tab, and neighbouring views of one `tabItem` (a `Group` given an item) are one tab.
    static func tabs(of nodes: [ResolvedNode], collected collector: TabItemCollector) -> [TabEntry] {
        var peeled = nodes.map { peel($0) }
        let items = Set(peeled.compactMap(\.1.item)), tags = Set(peeled.compactMap(\.1.tag))
        if items.count < collector.labels.count || tags.count < collector.tags.count {
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
                                 tag: found.tag.map { collector.tags[$0] }, item: found.item))
        }
        return tabs
    }

    /// The item and tag numbers found on a view.
    struct Marks {
        var item: Int?
        var tag: Int?
    }

    /// `node` without the marks wrapped directly around it, and those marks.
    private static func peel(_ node: ResolvedNode) -> (ResolvedNode, Marks) {
        var found = Marks()
        var current = node
        while case .annotation(let component, let properties, let child) = current,
              let number = properties["index"].flatMap(Int.init),
              component == itemMarker || component == tagMarker {
            if component == itemMarker { found.item = found.item ?? number } else { found.tag = found.tag ?? number }
            current = child
        }
        return (current, found)
    }

    /// `node` with every mark inside removed; the first item and tag marks found, outermost first.
    private static func strip(_ node: ResolvedNode, into found: inout Marks) -> ResolvedNode {
        if case .annotation(let component, let properties, let child) = node,
           let number = properties["index"].flatMap(Int.init),
           component == itemMarker || component == tagMarker {
            if component == itemMarker { found.item = found.item ?? number } else { found.tag = found.tag ?? number }
            return strip(child, into: &found)
        }
        return node.mappingChildren { strip($0, into: &found) }
    }
}
