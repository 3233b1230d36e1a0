import Foundation

/// Remembers the bits of recently written DEFLATE blocks that held many literal bytes, keyed by
/// their input. Snapshots of one scenario across Dynamic Type sizes repeat whole blocks of rows
/// byte for byte (a photo at the top of a card), and coding a block of photo residuals is the
/// encoder's slowest work; a block seen before is copied instead. A block is only reused after a
/// byte-for-byte comparison of everything its bits depend on (its bytes, the 4 bytes before them,
/// its rows' zero spans, whether it is the last block), so the output is exactly what encoding
/// would give: the same bytes on any thread, whatever ran before. A block is kept only the second
/// time its checksum comes by, so blocks that never repeat (text, which changes with the text
/// size) do not push out the ones that do. Owned by a `CodecWorkspace`.
final class EncodedBlockCache: @unchecked Sendable {
    /// What a block's bits depend on.
    private struct Input {
        /// Adler-32 of `bytes`, to find candidates quickly.
        var checksum: UInt32
        /// The 4 bytes before the block (fewer at the start of the stream) and then the block's bytes.
        var bytes: [UInt8]
        /// The non-zero spans of the block's rows.
        var spans: [PNGRowFiltering.NonZeroSpan]
        /// Whether it is the stream's last block.
        var final: Bool

        func matches(checksum: UInt32, bytes other: UnsafeBufferPointer<UInt8>,
                     spans otherSpans: ArraySlice<PNGRowFiltering.NonZeroSpan>, final otherFinal: Bool) -> Bool {
            checksum == self.checksum && final == otherFinal && bytes.count == other.count
                && spans.elementsEqual(otherSpans)
                && bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, other.baseAddress!, other.count) == 0 }
        }
    }

    /// A block's bits: whole bytes, then fewer than 8 pending bits.
    struct Bits {
        var bytes: [UInt8]
        var pending: UInt64
        var pendingCount: UInt64
    }

    private final class Entry {
        let input: Input
        let bits: Bits
        var lastUse: UInt64

        init(input: Input, bits: Bits, lastUse: UInt64) {
            self.input = input
            self.bits = bits
            self.lastUse = lastUse
        }
    }

    private let lock = NSLock()
    private let capacity: Int
    private var entries: [Entry] = []
    private var clock: UInt64 = 0
    private var hitCount = 0
    private var seenChecksums: Set<UInt32> = []
    private static let seenLimit = 4096

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many lookups found their block.
    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return hitCount
    }

    /// The bits stored for exactly this input, if any: `bytes` are the 4 bytes before the block
    /// (fewer at the start) and the block's own, `checksum` their Adler-32.
    func bits(checksum: UInt32, bytes: UnsafeBufferPointer<UInt8>, spans: ArraySlice<PNGRowFiltering.NonZeroSpan>,
              final: Bool) -> Bits? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries.first(where: { $0.input.matches(checksum: checksum, bytes: bytes, spans: spans, final: final) })
        else { return nil }
        hitCount += 1
        clock += 1
        entry.lastUse = clock
        return entry.bits
    }

    /// Stores the bits of a block (arguments as for `bits`) if its checksum was offered before,
    /// dropping the least recently used entry when full; otherwise only notes the checksum.
    func store(_ bits: Bits, checksum: UInt32, bytes: UnsafeBufferPointer<UInt8>,
               spans: ArraySlice<PNGRowFiltering.NonZeroSpan>, final: Bool) {
        lock.lock()
        let seen = seenChecksums.contains(checksum)
        if !seen {
            if seenChecksums.count >= EncodedBlockCache.seenLimit { seenChecksums.removeAll(keepingCapacity: true) }
            seenChecksums.insert(checksum)
        }
        lock.unlock()
        guard seen, capacity > 0 else { return }
        let input = Input(checksum: checksum, bytes: Array(bytes), spans: Array(spans), final: final)
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if entries.count >= capacity, let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }) {
            entries.remove(at: oldest)
        }
        entries.append(Entry(input: input, bits: bits, lastUse: clock))
    }
}

