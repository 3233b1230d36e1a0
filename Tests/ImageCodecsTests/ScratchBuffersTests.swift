@testable import ImageCodecs
import Testing

/// Scratch buffers are lent again when they fit, and one over the size limit is freed at once
/// instead of being held for the rest of the run.
@Suite struct ScratchBuffersTests {
    @Test func aReturnedBufferIsLentAgainUnlessItIsOverTheLimit() {
        let pool = ScratchBuffers(keep: 2, largestKept: 1 << 20)
        let small = pool.withBuffer(byteCount: 4096) { UInt(bitPattern: $0) }
        #expect(pool.withBuffer(byteCount: 1000) { UInt(bitPattern: $0) } == small, "a kept buffer that fits is reused")
        #expect(pool.idleCount == 1)
        _ = pool.withBuffer(byteCount: 4 << 20) { pointer in
            pointer.storeBytes(of: 1, toByteOffset: (4 << 20) - 1, as: UInt8.self)
        }
        #expect(pool.idleCount == 1, "the 4 MiB buffer was freed, not kept")
    }
}
