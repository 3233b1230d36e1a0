import Foundation

// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so a list
// edits its rows in place: `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`.

nonisolated extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the elements' bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

nonisolated extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first element's index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// Past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// Every index, in order.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`: reading and writing it there.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

nonisolated extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

nonisolated extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

nonisolated extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}
