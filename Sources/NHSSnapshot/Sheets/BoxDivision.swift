/// Division of a box's channel sums by its pixel count `n`, rounded as the box filter rounds
/// (`(s + ⌊n/2⌋) / n`), as a multiply and a shift in 32 bits, so eight can be done at once in a
/// vector.
///
/// With `m = ⌈2ᵏ/n⌉` and `e = m·n − 2ᵏ` (below `n`), `⌊v·m / 2ᵏ⌋ = ⌊v/n⌋` whenever `v·e < 2ᵏ`:
/// `v·m/2ᵏ` is `v/n` plus `v·e/(n·2ᵏ)`, less than `1/n`, which cannot reach the next multiple.
/// The smallest such `k` whose products `v·m` stay below 2³² for every `v` a box can have
/// (`255·n + ⌊n/2⌋`) is chosen; there is none for a few large boxes (then `init` fails).
struct BoxDivision: Equatable {
    /// `⌊n/2⌋`, added before dividing.
    let half: UInt32
    /// `m`.
    let multiplier: UInt32
    /// `k`.
    let shift: UInt32

    /// The division by `count` pixels, or nil when no multiplier fits in 32 bits.
    init?(pixels count: Int) {
        guard count > 0 else { return nil }
        let largest = 255 * count + count / 2
        for shift in 0..<32 {
            let power = 1 << shift, multiplier = (power + count - 1) / count
            guard largest * multiplier < 1 << 32 else { return nil }
            if largest * (multiplier * count - power) < power {
                self.half = UInt32(count / 2)
                self.multiplier = UInt32(multiplier)
                self.shift = UInt32(shift)
                return
            }
        }
        return nil
    }

    /// `(sum + half) / n` for one sum.
    @inline(__always)
    func quotient(_ sum: UInt32) -> UInt32 { ((sum &+ half) &* multiplier) &>> shift }

    /// `(sum + half) / n` for eight sums.
    @inline(__always)
    func quotients(_ sums: SIMD8<UInt32>) -> SIMD8<UInt32> {
        ((sums &+ SIMD8(repeating: half)) &* SIMD8(repeating: multiplier)) &>> SIMD8(repeating: shift)
    }
}
