/// pixelmatch's colour test (after Kotsarenko and Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space in mobile applications", 2010), reproduced to the last
/// bit of its floating-point arithmetic so that counts agree exactly:
///
/// 1. Channel differences `dr, dg, db` of the two pixels. When either pixel is translucent, both
///    are first blended over a background: `d = (c1·a1 − c2·a2 − background·(a1 − a2)) / 255`.
/// 2. `Y = 0.29889531 dr + 0.58662247 dg + 0.11448223 db`, and I and Q likewise with their weights.
/// 3. The squared distance `0.5053 Y² + 0.299 I² + 0.1957 Q²` (at most 35215, black on white),
///    negative when the second pixel is darker (Y > 0).
///
/// The background is white, or (pixelmatch's default) a pattern that depends on the pixel's byte
/// offset `k = 4 × index`: red 48 or 207 by `k mod 2`, green by `⌊k / φ⌋ mod 2`, blue by `⌊k / φ²⌋ mod 2`.
enum YIQDifference {
    /// The signed squared YIQ distance between two pixel words whose bytes differ.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32, offset: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(Channels(first), Channels(second), offset: offset, checkerboard: checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The Y (brightness) difference alone, `first` minus `second`; 0 when the words are equal.
    /// `offset` is the byte offset of `first`, the pixel whose neighbours are being looked at.
    @inline(__always)
    static func brightnessDelta(_ first: UInt32, _ second: UInt32, offset: Int, checkerboard: Bool) -> Double {
        if first == second { return 0 }
        let (dr, dg, db) = channelDifferences(Channels(first), Channels(second), offset: offset, checkerboard: checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// A squared distance as a threshold: the `t` at which `35215 t²` equals it (0…1).
    static func thresholdUnits(_ delta: Double) -> Double {
        (abs(delta) / PixelmatchOptions.maximumDelta).squareRoot()
    }

    @inline(__always)
    private static func channelDifferences(_ p: Channels, _ q: Channels, offset: Int, checkerboard: Bool) -> (Double, Double, Double) {
        if p.alpha == 255 && q.alpha == 255 {
            return (Double(p.red - q.red), Double(p.green - q.green), Double(p.blue - q.blue))
        }
        let (rb, gb, bb) = checkerboard ? pattern(offset) : (255.0, 255.0, 255.0)
        let a1 = Double(p.alpha), a2 = Double(q.alpha), da = Double(p.alpha - q.alpha)
        let dr = (Double(p.red) * a1 - Double(q.red) * a2 - rb * da) / 255
        let dg = (Double(p.green) * a1 - Double(q.green) * a2 - gb * da) / 255
        let db = (Double(p.blue) * a1 - Double(q.blue) * a2 - bb * da) / 255
        return (dr, dg, db)
    }

    /// The pattern's colour at byte offset `k`. The quotients are truncated to 32-bit integers and
    /// their remainders keep the sign, as JavaScript's `(k / φ | 0) % 2` does.
    private static func pattern(_ k: Int) -> (Double, Double, Double) {
        func bit(_ divisor: Double) -> Double {
            let quotient = (Double(k) / divisor).rounded(.towardZero)
            let wrapped = Int32(truncatingIfNeeded: Int64(quotient))
            return Double(wrapped % 2)
        }
        return (48 + 159 * Double(k % 2), 48 + 159 * bit(1.618033988749895), 48 + 159 * bit(2.618033988749895))
    }
}
