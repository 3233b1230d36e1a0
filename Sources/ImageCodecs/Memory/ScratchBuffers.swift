import Foundation

/// Large temporary byte buffers (drawing surfaces, filtered PNG rows) kept for reuse between
/// images. A fresh multi-megabyte allocation costs a page fault and a zero-fill per 4 KiB page;
/// a reused one costs nothing. Each buffer is lent to one caller at a time, so this is safe from
/// any thread; at most `keep` buffers are held while idle, none larger than `largestKept` (a
/// contact sheet's page of a few hundred megabytes is freed at once, not held for the rest of the
/// run). Lent memory is not cleared: callers must write every byte they read. Owned by a
/// `CodecWorkspace`.
package final class ScratchBuffers: @unchecked Sendable {
    private let lock = NSLock()
    private let keep: Int
    private let largestKept: Int
    private var idle: [UnsafeMutableRawBufferPointer] = []

    package init(keep: Int, largestKept: Int = .max) {
        self.keep = keep
        self.largestKept = largestKept
    }

    deinit {
        for buffer in idle { buffer.deallocate() }
    }

    /// How many buffers are held, waiting to be lent.
    var idleCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return idle.count
    }

    /// Calls `body` with a buffer of at least `byteCount` bytes (16-byte aligned), then takes it back.
    package func withBuffer<Result>(byteCount: Int, _ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        let buffer = take(byteCount)
        defer { give(buffer) }
        return try body(buffer.baseAddress!)
    }

    private func take(_ byteCount: Int) -> UnsafeMutableRawBufferPointer {
        lock.lock()
        // The smallest idle buffer that is big enough.
        let fitting = idle.indices.filter { idle[$0].count >= byteCount }.min { idle[$0].count < idle[$1].count }
        if let fitting {
            defer { lock.unlock() }
            return idle.remove(at: fitting)
        }
        lock.unlock()
        return .allocate(byteCount: max(byteCount, 1), alignment: 16)
    }

    private func give(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count <= largestKept else {
            buffer.deallocate()
            return
        }
        lock.lock()
        idle.append(buffer)
        var dropped: UnsafeMutableRawBufferPointer? = nil
        if idle.count > keep, let smallest = idle.indices.min(by: { idle[$0].count < idle[$1].count }) {
            dropped = idle.remove(at: smallest)
        }
        lock.unlock()
        dropped?.deallocate()
    }
}
