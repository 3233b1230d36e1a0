@testable import ImageCodecs
import Testing

/// Joining the Adler-32 of strips compressed apart gives the checksum of the whole, at every cut,
/// including lengths past the modulus, where a wrong formula shows.
@Suite struct Adler32Tests {
    @Test(arguments: [0, 1, 4, 5_552, 65_520, 65_521, 70_000, 199_999])
    func combiningTwoPiecesIsTheChecksumOfBoth(cut: Int) {
        var seed: UInt32 = 7
        let bytes = (0..<200_000).map { _ -> UInt8 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: seed >> 24) | 0x80 // high bytes push both sums past the modulus
        }
        bytes.withUnsafeBufferPointer { all in
            let whole = Adler32.checksum(all.baseAddress!, count: all.count)
            let first = Adler32.checksum(all.baseAddress!, count: cut)
            let second = Adler32.checksum(all.baseAddress! + cut, count: all.count - cut)
            #expect(Adler32.combine(first, second, secondLength: all.count - cut) == whole)
        }
    }
}
