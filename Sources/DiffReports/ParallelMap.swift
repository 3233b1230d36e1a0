import Foundation

/// Runs `body` for each index on up to `width` threads and returns the results in index order;
/// when some calls fail, the error of the lowest index is thrown, so the outcome never depends on timing.
func parallelMap<Result: Sendable>(
    count: Int, width: Int, _ body: @Sendable (Int) throws(DiffError) -> Result
) throws(DiffError) -> [Result] {
    let slots = ResultSlots<Result>(count: count)
    let workers = max(1, min(width, count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var index = worker
        while index < count {
            do throws(DiffError) {
                slots.set(index, .success(try body(index)))
            } catch {
                slots.set(index, .failure(error))
            }
            index += workers
        }
    }
    return try slots.collect()
}

/// Lock-protected storage for results written from several threads.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Swift.Result<Result, DiffError>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Swift.Result<Result, DiffError>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func collect() throws(DiffError) -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        var results: [Result] = []
        results.reserveCapacity(values.count)
        for value in values {
            switch value {
            case .success(let result)?: results.append(result)
            case .failure(let error)?: throw error
            case nil: throw DiffError("internal error: a comparison did not finish")
            }
        }
        return results
    }
}
