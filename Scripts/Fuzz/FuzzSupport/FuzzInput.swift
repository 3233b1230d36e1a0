/// A fuzzer's input read as a stream of choices: bytes, small numbers, flags, doubles (any bit
/// pattern, so NaN and infinities too) and strings. Reading past the end gives zeros.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// The input's bytes.
    public init(_ start: UnsafePointer<UInt8>, _ count: Int) {
        bytes = Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Bytes not read yet.
    public var remaining: Int { bytes.count - offset }

    /// The next byte, or 0.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `0..<bound` (bound ≥ 1) from one or two bytes.
    public mutating func number(below bound: Int) -> Int {
        let raw = bound <= 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return raw % bound
    }

    /// A flag from one byte.
    public mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A double from eight bytes: any bit pattern.
    public mutating func anyDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A string of up to `limit` bytes, decoded as UTF-8 with repairs (so any bytes at all).
    public mutating func string(limit: Int = 64) -> String {
        let length = min(number(below: limit + 1), remaining)
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    /// The rest of the input.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return Array(bytes[offset...])
    }
}
