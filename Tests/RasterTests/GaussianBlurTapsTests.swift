import CRasterShims
import Testing

/// The blur's inner loop (`nhs_blur_add_rows`, `nhs_blur_add_pairs`): every path this processor
/// has gives the sums of the plain definition, written here in Swift, on every span length (the
/// vector parts and their tails), with and without a second row, where the products wrap too.
@Suite struct GaussianBlurTapsTests {
    private static let paths: [Int32] = [Int32(NHS_TAPS_BEST), Int32(NHS_TAPS_PORTABLE), Int32(NHS_TAPS_BASELINE),
                                         Int32(NHS_TAPS_AVX2)]

    /// Values from a fixed seed, below `limit`.
    private func values(_ count: Int, seed: UInt64, limit: UInt64) -> [UInt64] {
        var state = seed &+ 1
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 20) % limit
        }
    }

    @Test func everyPathAddsRowsAsThePlainDefinition() {
        for path in Self.paths where path == Int32(NHS_TAPS_BEST) || nhs_blur_taps_supported(path) != 0 {
            for count in 0...70 {
                let first = values(count, seed: UInt64(count), limit: 65_536).map { UInt16($0) }
                let second = values(count, seed: UInt64(count) + 100, limit: 65_536).map { UInt16($0) }
                let start = values(count, seed: UInt64(count) + 200, limit: 1 << 32).map { UInt32($0) }
                // 40,000 × (65,535 + 65,535) is past 2^32: the sums wrap, on every path alike.
                for weight: UInt32 in [0, 1, 257, 40_000] {
                    for withSecond in [true, false] {
                        let expected = (0..<count).map { i in
                            start[i] &+ weight &* (UInt32(first[i]) &+ (withSecond ? UInt32(second[i]) : 0))
                        }
                        var sums = start
                        sums.withUnsafeMutableBufferPointer { sums in
                            first.withUnsafeBufferPointer { a in
                                second.withUnsafeBufferPointer { b in
                                    nhs_blur_add_rows(sums.baseAddress, a.baseAddress, withSecond ? b.baseAddress : nil, weight, count, path)
                                }
                            }
                        }
                        #expect(sums == expected, "path \(path), \(count) pixels, weight \(weight), second row \(withSecond)")
                    }
                }
            }
        }
    }

    @Test func everyPathAddsPairsAsThePlainDefinition() {
        for path in Self.paths where path == Int32(NHS_TAPS_BEST) || nhs_blur_taps_supported(path) != 0 {
            for count in 0...70 {
                let left = values(count, seed: UInt64(count) + 300, limit: 1 << 32).map { UInt32($0) }
                let right = values(count, seed: UInt64(count) + 400, limit: 1 << 32).map { UInt32($0) }
                let start = values(count, seed: UInt64(count) + 500, limit: 1 << 32).map { UInt32($0) }
                for weight: UInt32 in [0, 1, 3, 65_535] {
                    let expected = (0..<count).map { i in start[i] &+ weight &* (left[i] &+ right[i]) }
                    var sums = start
                    sums.withUnsafeMutableBufferPointer { sums in
                        nhs_blur_add_pairs(sums.baseAddress, left, right, weight, count, path)
                    }
                    #expect(sums == expected, "path \(path), \(count) pixels, weight \(weight)")
                }
            }
        }
    }
}
