import Foundation

/// Collects results written from several threads, by index.
public final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    /// Room for `count` results.
    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Stores `value` at `index`; safe from any thread.
    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// The results stored so far, in index order.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
