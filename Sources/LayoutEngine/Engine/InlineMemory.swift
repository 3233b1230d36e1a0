/// Answers remembered by key for one pass, the first three held inline and any more in an array
/// made only when a fourth comes.
///
/// A view is asked about two or three questions a pass (2.2 sizes worked out a view in the long
/// stacks, where six of a row's ten views are asked a third), so nodes do not allocate:
/// an array a node used to start costs a heap block, and then a bigger one when it grew, for each
/// of a page's tens of thousands of views. Held two inline, the third answer still made an array
/// for six of a row's ten views, while the pass measured, between the text shaper's short-lived
/// allocations, and those arrays lived until the page was done. Keys are compared with `==`, in
/// the order they were remembered, as a linear search of an array would.
///
/// The entries are held without `Optional` (a count says how many are in use, the rest hold
/// the placeholder given at the start): an optional entry costs a tag byte and the padding after
/// it, 24 bytes a node over three entries, and a long page has ten thousand nodes.
struct InlineMemory<Key: Equatable, Value> {
    private var first: (key: Key, value: Value)
    private var second: (key: Key, value: Value)
    private var third: (key: Key, value: Value)
    private var more: [(key: Key, value: Value)] = []
    /// How many of `first`, `second` and `third` hold answers.
    private var inlineCount: UInt8 = 0

    /// An empty memory; `placeholder` fills the unused inline entries and is never answered.
    init(placeholder: (key: Key, value: Value)) {
        first = placeholder
        second = placeholder
        third = placeholder
    }

    /// The value remembered for `key`, if any. Inlined, so that a node's memory is searched where
    /// it lies rather than first copied whole (four cache lines, for a long page's rows read from
    /// memory) to search the copy.
    @inline(__always)
    func value(for key: Key) -> Value? {
        guard inlineCount > 0 else { return nil }
        if first.key == key { return first.value }
        guard inlineCount > 1 else { return nil }
        if second.key == key { return second.value }
        guard inlineCount > 2 else { return nil }
        if third.key == key { return third.value }
        for entry in more where entry.key == key { return entry.value }
        return nil
    }

    /// Remembers `value` for `key`; a key already remembered keeps its first value for lookups.
    mutating func remember(_ value: Value, for key: Key) {
        switch inlineCount {
        case 0: first = (key, value)
        case 1: second = (key, value)
        case 2: third = (key, value)
        default:
            more.append((key, value))
            return
        }
        inlineCount += 1
    }
}
