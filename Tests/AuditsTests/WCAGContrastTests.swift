import Audits
import Drawing
import Testing

/// The contrast formulas against the ratios of design-reference §8.
@Suite struct WCAGContrastTests {
    struct Pair: CustomStringConvertible, Sendable {
        let foreground: UInt32
        let background: UInt32
        let ratio: Double
        var description: String { String(format: "#%06x on #%06x", foreground, background) }
    }

    static let referenceTable: [Pair] = [
        Pair(foreground: 0xffffff, background: 0x00386e, ratio: 11.73),
        Pair(foreground: 0x263037, background: 0xadd1ff, ratio: 8.55),
        Pair(foreground: 0x212b33, background: 0xffffff, ratio: 14.40),
        Pair(foreground: 0x212b33, background: 0xccdff1, ratio: 10.56),
        Pair(foreground: 0x4c6273, background: 0xccdff1, ratio: 4.66),
        Pair(foreground: 0x4c6273, background: 0xffffff, ratio: 6.36),
        Pair(foreground: 0x232b32, background: 0xffb81c, ratio: 8.29),
        Pair(foreground: 0xffffff, background: 0x005eb8, ratio: 6.38),
        Pair(foreground: 0xffffff, background: 0x0060bf, ratio: 6.13),
        Pair(foreground: 0xffffff, background: 0x2ca2ff, ratio: 2.72),
        Pair(foreground: 0x2ca2ff, background: 0x263037, ratio: 4.95),
        Pair(foreground: 0x99bfe5, background: 0xffffff, ratio: 1.92),
        Pair(foreground: 0xd8dde0, background: 0xffffff, ratio: 1.37),
    ]

    @Test(arguments: referenceTable)
    func ratioMatchesTheDesignReference(_ pair: Pair) {
        let ratio = WCAGContrast.ratio(RGBAColor(hex: pair.foreground), on: RGBAColor(hex: pair.background))
        #expect(abs(ratio - pair.ratio) < 0.006, "\(pair): \(ratio)")
    }

    @Test func extremesAndSymmetry() {
        #expect(abs(WCAGContrast.ratio(.black, on: .white) - 21) < 1e-9)
        #expect(WCAGContrast.ratio(.white, on: .white) == 1)
        let a = RGBAColor(hex: 0x005eb8), b = RGBAColor(hex: 0xffb81c)
        #expect(WCAGContrast.ratio(a, on: b) == WCAGContrast.ratio(b, on: a))
    }

    @Test func translucentInkIsCompositedOverTheBackdrop() {
        // nhsBlue at 40 % on white is the measured chevron colour #99bfe5 (1.92:1).
        let chevron = RGBAColor(hex: 0x0060bf, alpha: 0.4)
        #expect(abs(WCAGContrast.ratio(chevron, on: .white) - 1.92) < 0.01)
    }

    @Test func linearisationUsesTheSRGBKnee() {
        #expect(WCAGContrast.linear(0.04045) == 0.04045 / 12.92)
        #expect(abs(WCAGContrast.linear(0.5) - 0.21404) < 1e-5)
        #expect(WCAGContrast.luminance(.white) == 1)
    }

    @Test func largeTextIs18PointOr14PointBold() {
        #expect(WCAGContrast.isLargeText(FontSpec(size: 18)))
        #expect(!WCAGContrast.isLargeText(FontSpec(size: 17.9)))
        #expect(WCAGContrast.isLargeText(FontSpec(size: 14, weight: .bold)))
        #expect(!WCAGContrast.isLargeText(FontSpec(size: 13.9, weight: .bold)))
        #expect(!WCAGContrast.isLargeText(FontSpec(size: 17, weight: .semibold)))
        #expect(WCAGContrast.minimumRatio(for: FontSpec(size: 17)) == 4.5)
        #expect(WCAGContrast.minimumRatio(for: FontSpec(size: 22, weight: .bold)) == 3)
    }
}
