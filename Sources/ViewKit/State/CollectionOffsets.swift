import Foundation

/// The collection edits SwiftUI declares for `onDelete` and `onMove`, with its names: they come
/// with `import SwiftUI`, not with Foundation.
nonisolated extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start, not indices).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

nonisolated extension MutableCollection {
    /// Moves the elements at `source` (positions from the start), in their order, to just before
    /// the element at position `destination` as it was before the move (`count` moves them to the
    /// end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moved = source.filter { $0 < elements.count }.map { elements[$0] }
        let kept = { (range: Range<Int>) in range.filter { !source.contains($0) }.map { elements[$0] } }
        let split = Swift.min(Swift.max(destination, 0), elements.count)
        let reordered = kept(0..<split) + moved + kept(split..<elements.count)
        var position = startIndex
        for element in reordered {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
