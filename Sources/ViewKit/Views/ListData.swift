import Foundation

/// `List` made from data, as SwiftUI's: a row for each element, as `ForEach` over the same data
/// makes them inside `List { }`.
nonisolated extension List {
    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by itself.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of the rows the builder makes, whose chosen rows are `selection`: the choice is
    /// kept, not drawn (iOS marks chosen rows only while editing, or in an iPad sidebar).
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list of the rows the builder makes, whose one chosen row is `selection` (kept, not drawn).
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A row for each element of `data`, identified by `id`, the chosen ones `selection` (kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A row for each element of `data`, identified by `id`, the one chosen `selection` (kept, not drawn).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A row for each element of `data`, identified by itself, the chosen ones `selection` (kept, not drawn).
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A row for each element of `data`, identified by itself, the one chosen `selection` (kept, not drawn).
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
}
