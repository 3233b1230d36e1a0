import Bitmaps

extension Bitmap {
    /// Calls `body` with the pixels viewed as 32-bit words, one per pixel, in memory order
    /// (use ``Channels`` to read them whatever the machine's byte order).
    func withPixelWords<Result>(_ body: (UnsafeBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeBytes { raw in
            try raw.withMemoryRebound(to: UInt32.self) { try body($0) }
        }
    }
}

/// The four channels of a pixel word as loaded from memory.
struct Channels {
    let red: Int
    let green: Int
    let blue: Int
    let alpha: Int

    /// The channels of a word loaded from a pixel's four bytes.
    @inline(__always)
    init(_ word: UInt32) {
        let value = UInt32(littleEndian: word)
        red = Int(value & 0xff)
        green = Int((value >> 8) & 0xff)
        blue = Int((value >> 16) & 0xff)
        alpha = Int(value >> 24)
    }

    /// The word whose four bytes in memory are red, green, blue, alpha.
    @inline(__always)
    static func word(red: Int, green: Int, blue: Int, alpha: Int) -> UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24)
    }
}
