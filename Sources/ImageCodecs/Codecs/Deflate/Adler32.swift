import CDeflate

/// The Adler-32 checksum that ends a zlib stream (RFC 1950), and how to join the checksums of two
/// pieces compressed apart.
enum Adler32 {
    /// The modulus of both sums.
    private static let base: UInt64 = 65_521

    /// The checksum of `count` bytes at `data` (libdeflate's vectorised loop).
    static func checksum(_ data: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        libdeflate_adler32(1, data, count)
    }

    /// The checksum of the bytes `adler` was the checksum of, followed by `count` bytes at `data`
    /// (`adler` is 1 for no bytes).
    static func update(_ adler: UInt32, _ data: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        libdeflate_adler32(adler, data, count)
    }

    /// The checksum of two pieces one after the other, from the checksum of each and the length of
    /// the second. With A the running byte sum (starting at 1) and B the sum of the A after each
    /// byte: A = A₁ + A₂ − 1, and each byte of the second piece adds A₁ − 1 more to B than it did
    /// alone, so B = B₁ + B₂ + n₂ (A₁ − 1).
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let a1 = UInt64(first & 0xffff), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xffff), b2 = UInt64(second >> 16)
        let length = UInt64(secondLength) % base
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + length * ((a1 + base - 1) % base)) % base
        return UInt32(b << 16 | a)
    }
}
