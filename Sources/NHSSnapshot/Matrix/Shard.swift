/// One part of a deterministic split of a plan across machines: `K/N` takes every N-th cell of the
/// plan's stable order, starting at the K-th, so the N shards together cover every cell exactly once.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1 to `count`.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Part `index` of `count`; throws when `index` is not in 1…count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw ShardError.outOfRange("\(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, for example `2/4`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError.malformed(text)
        }
        try self.init(index: index, count: count)
    }

    /// True when the element at `position` (0-based) of a stably ordered list belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// The elements of `ordered` that belong to this shard, in order.
    public func select<T>(_ ordered: [T]) -> [T] {
        ordered.enumerated().filter { contains(position: $0.offset) }.map(\.element)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}

/// A shard that cannot be parsed.
public enum ShardError: Error, Equatable, CustomStringConvertible {
    /// Not of the form `K/N`.
    case malformed(String)
    /// K is not between 1 and N, or N is below 1.
    case outOfRange(String)

    /// A message naming the value.
    public var description: String {
        switch self {
        case .malformed(let text): return "shard \"\(text)\" is not of the form K/N, for example 1/4"
        case .outOfRange(let text): return "shard \"\(text)\" needs 1 ≤ K ≤ N"
        }
    }
}
