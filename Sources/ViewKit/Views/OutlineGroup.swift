import Foundation

/// A tree of data as rows, as SwiftUI's `OutlineGroup` (and `List(_:children:rowContent:)`): an
/// element with children (a non-nil `children` collection) is a `DisclosureGroup` with its row as
/// the label and its children's outline inside; one without is its row alone. Groups start
/// collapsed, as on iOS, so a snapshot shows the top level, each parent with its chevron.
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    private let rows: [AnyView]

    /// The rows of the top level.
    public var body: some View {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }

    /// The rows of `data`, each element's row made by `content` and its children (`children`,
    /// nil for a leaf) in a collapsed group under it.
    private init<Element>(rowsOf data: Data, children: KeyPath<Element, Data?>, content: @escaping (Element) -> Leaf)
    where Element == Data.Element {
        rows = data.map { element in
            guard let nested = element[keyPath: children] else { return AnyView(content(element)) }
            let inside = OutlineSubgroupChildren(content: AnyView(
                OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(rowsOf: nested, children: children, content: content)))
            return AnyView(DisclosureGroup(content: { inside }, label: { content(element) }))
        }
    }
}

nonisolated extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline of `data`, whose elements are identified by themselves.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(rowsOf: data, children: children, content: content)
    }

    /// The outline of `data`, whose elements are identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(rowsOf: data, children: children, content: content)
    }

    /// The outline under one root element, identified by itself.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        rows = [OutlineGroup.rootRow(root, children: children, content: content)]
    }

    /// The outline under one root element, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        rows = [OutlineGroup.rootRow(root, children: children, content: content)]
    }

    private static func rootRow<Element>(_ root: Element, children: KeyPath<Element, Data?>,
                                         content: @escaping (Element) -> Leaf) -> AnyView where Element == Data.Element {
        guard let nested = root[keyPath: children] else { return AnyView(content(root)) }
        let inside = OutlineSubgroupChildren(content: AnyView(OutlineGroup(rowsOf: nested, children: children, content: content)))
        return AnyView(DisclosureGroup(content: { inside }, label: { content(root) }))
    }
}

/// The children of an outline's element, as SwiftUI's `OutlineSubgroupChildren`: their own outline.
public nonisolated struct OutlineSubgroupChildren: View {
    let content: AnyView
    /// The children's rows.
    public var body: some View { content }
}

nonisolated extension List {
    /// A row for each element of `data`, those with children (`children`, nil for a leaf) as
    /// collapsed groups: the outline of `data` (`OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// The outline of `data`, its elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
