/// A growable byte buffer for a DEFLATE stream. Bits are written through a `DeflateBitWriter`
/// taken out with `beginBits(reserving:)` and handed back with `endBits(_:)`, so hot loops work on
/// a local value; bits that do not yet fill a byte are carried over between the two.
final class DeflateOutput {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes completely written.
    private(set) var count = 0
    private var pendingBits: UInt64 = 0
    private var pendingCount: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit { bytes.deallocate() }

    /// Makes room for `extra` more bytes, plus slack for the bit writer's whole-word stores.
    func reserve(_ extra: Int) {
        let needed = count + extra + 16
        guard needed > capacity else { return }
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: bytes, count: count)
        bytes.deallocate()
        bytes = moved
        capacity = grown
    }

    /// A bit writer positioned after everything written so far, with room for `extra` bytes.
    func beginBits(reserving extra: Int) -> DeflateBitWriter {
        reserve(extra)
        return DeflateBitWriter(next: bytes + count, buffer: pendingBits, bitCount: pendingCount)
    }

    /// Takes back a writer from `beginBits`; whole bytes become part of the buffer.
    func endBits(_ writer: DeflateBitWriter) {
        count = writer.next - bytes
        precondition(count <= capacity, "the bit writer ran past its reserved room")
        pendingBits = writer.buffer
        pendingCount = writer.bitCount
    }

    /// Pads the pending bits with zeros to a whole byte.
    func alignToByte() {
        var writer = beginBits(reserving: 8)
        writer.flushToByte()
        endBits(writer)
    }

    /// Everything written so far as bits: the whole bytes and the pending bits.
    var bits: EncodedBlockCache.Bits {
        EncodedBlockCache.Bits(bytes: Array(UnsafeBufferPointer(start: bytes, count: count)),
                               pending: pendingBits, pendingCount: pendingCount)
    }

    /// Appends `bits` at the current bit position (whole bytes are copied at once when the
    /// position is on a byte boundary, else 56 bits at a time).
    func append(_ bits: EncodedBlockCache.Bits) {
        var writer = beginBits(reserving: bits.bytes.count + 16)
        bits.bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            var index = 0
            if writer.bitCount == 0 {
                writer.next.update(from: base, count: source.count)
                writer.next += source.count
                index = source.count
            }
            let raw = UnsafeRawPointer(base)
            while index + 8 <= source.count {
                writer.write(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & 0x00ff_ffff_ffff_ffff, bits: 56)
                index += 7
            }
            while index < source.count {
                writer.write(UInt64(source[index]), bits: 8)
                index += 1
            }
        }
        if bits.pendingCount > 0 { writer.write(bits.pending, bits: bits.pendingCount) }
        endBits(writer)
    }

    /// Hands the whole bytes written so far to `body`, then forgets them; the pending bits stay,
    /// so writing goes on as if nothing was taken. For streams written out a piece at a time.
    func drain(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try body(UnsafeRawBufferPointer(start: bytes, count: count))
        count = 0
    }

    /// Appends whole bytes, after `alignToByte`.
    func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        precondition(pendingCount == 0, "bytes appended in the middle of a bit stream")
        reserve(length)
        (bytes + count).update(from: source, count: length)
        count += length
    }
}

/// Writes bits least significant first. After every write fewer than 8 bits are pending: the
/// whole 64-bit buffer is stored and the pointer moves on by the bytes it completed, so a write
/// never branches. That needs 8 bytes of room past the last byte written (`reserve` keeps 16).
struct DeflateBitWriter {
    var next: UnsafeMutablePointer<UInt8>
    var buffer: UInt64
    var bitCount: UInt64

    /// Writes the low `length` bits (at most 56) of `value`; the bits above them must be zero.
    @inline(__always)
    mutating func write(_ value: UInt64, bits length: UInt64) {
        buffer |= value &<< bitCount
        bitCount &+= length
        UnsafeMutableRawPointer(next).storeBytes(of: buffer.littleEndian, as: UInt64.self)
        let completed = bitCount &>> 3
        next += Int(truncatingIfNeeded: completed)
        buffer = buffer &>> (completed &<< 3)
        bitCount &= 7
    }

    /// Writes the low `length` bits (at most 56) of `value`.
    @inline(__always)
    mutating func write(_ value: UInt32, bits length: UInt32) {
        write(UInt64(value), bits: UInt64(length))
    }

    /// Writes out the pending bits, padded with zeros to a whole byte.
    mutating func flushToByte() {
        if bitCount > 0 {
            next.pointee = UInt8(truncatingIfNeeded: buffer)
            next += 1
        }
        buffer = 0
        bitCount = 0
    }
}
