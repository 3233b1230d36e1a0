import Testing
@testable import PixelDiff

@Suite struct ColourDifferenceTests {
    /// Published pairs from Sharma, Wu and Dalal (2005), Table 1: L1 a1 b1, L2 a2 b2, ΔE00 to 4 decimals.
    static let sharmaPairs: [(LabColour, LabColour, Double)] = [
        (LabColour(lightness: 50, a: 2.6772, b: -79.7751), LabColour(lightness: 50, a: 0, b: -82.7485), 2.0425),
        (LabColour(lightness: 50, a: 3.1571, b: -77.2803), LabColour(lightness: 50, a: 0, b: -82.7485), 2.8615),
        (LabColour(lightness: 50, a: 2.8361, b: -74.0200), LabColour(lightness: 50, a: 0, b: -82.7485), 3.4412),
        (LabColour(lightness: 50, a: -1.3802, b: -84.2814), LabColour(lightness: 50, a: 0, b: -82.7485), 1.0000),
        (LabColour(lightness: 50, a: 2.5, b: 0), LabColour(lightness: 73, a: 25, b: -18), 27.1492),
        (LabColour(lightness: 50, a: 2.5, b: 0), LabColour(lightness: 61, a: -5, b: 29), 22.8977),
        (LabColour(lightness: 50, a: 2.5, b: 0), LabColour(lightness: 56, a: -27, b: -3), 31.9030),
        (LabColour(lightness: 50, a: 2.5, b: 0), LabColour(lightness: 58, a: 24, b: 15), 19.4535),
        (LabColour(lightness: 84.25, a: 5.74, b: 96), LabColour(lightness: 84.46, a: 8.88, b: 96.49), 1.6743),
        (LabColour(lightness: 84.25, a: 5.74, b: 96), LabColour(lightness: 84.52, a: 5.75, b: 93.09), 0.5887),
    ]

    @Test(arguments: 0..<sharmaPairs.count)
    func ciede2000MatchesSharmaTestData(index: Int) {
        let (first, second, expected) = Self.sharmaPairs[index]
        #expect(abs(ColourDifference.ciede2000.delta(first, second) - expected) < 0.00005)
        #expect(abs(ColourDifference.ciede2000.delta(second, first) - expected) < 0.00005, "symmetric")
    }

    @Test func whiteAndBlackAreOneHundredApart() {
        let white = LabColour(sRGBRed: 255, green: 255, blue: 255)
        let black = LabColour(sRGBRed: 0, green: 0, blue: 0)
        #expect(abs(white.lightness - 100) < 0.001 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        for formula in ColourDifference.allCases {
            #expect(abs(formula.delta(white, black) - 100) < 0.01, "\(formula)")
        }
    }

    @Test func systemBlueTintIsWellAboveAJustNoticeableDifference() {
        let delta = PixelDelta(formula: .cie94).delta(RGBA8(hex: 0x007AFF), RGBA8(hex: 0x1E8CFF))
        #expect(abs(delta - 6.75) < 0.05, "ΔE94 of #007AFF→#1E8CFF is about 6.8, got \(delta)")
        let delta2000 = PixelDelta().delta(RGBA8(hex: 0x007AFF), RGBA8(hex: 0x1E8CFF))
        #expect(delta2000 > 5 && delta2000 < 7)
    }

    @Test func oneLevelChangesAreBelowTheRecommendedThreshold() {
        let delta = PixelDelta()
        let threshold = CompareOptions.recommendedPerceptualThreshold
        #expect(delta.delta(RGBA8(hex: 0x007AFF), RGBA8(hex: 0x007AFE)) < threshold)
        #expect(delta.delta(RGBA8(hex: 0x808080), RGBA8(hex: 0x818181)) < threshold)
        #expect(delta.delta(RGBA8(hex: 0xFFFFFF), RGBA8(hex: 0xFEFEFE)) < threshold)
        #expect(delta.delta(RGBA8(hex: 0x000000), RGBA8(hex: 0x010101)) < threshold)
    }

    /// The requirement: every change of about one JND (ΔE94 ≥ 2.3, either colour as reference) counts
    /// at the recommended threshold. Checked on 400 000 deterministic random pairs of nearby colours.
    @Test func everyChangeOfAJustNoticeableDifferenceIsCaught() {
        var generator = SplitMix(seed: 2005)
        let cie94 = PixelDelta(formula: .cie94), ciede2000 = PixelDelta()
        var checked = 0
        for _ in 0..<400_000 {
            let first = RGBA8(red: generator.byte(), green: generator.byte(), blue: generator.byte())
            func nudge(_ value: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(value) + Int(generator.next() % 25) - 12))) }
            let second = RGBA8(red: nudge(first.red), green: nudge(first.green), blue: nudge(first.blue))
            guard max(cie94.delta(first, second), cie94.delta(second, first)) >= 2.3 else { continue }
            checked += 1
            let delta = ciede2000.delta(first, second)
            if delta <= CompareOptions.recommendedPerceptualThreshold {
                Issue.record("\(first) → \(second): ΔE94 ≥ 2.3 but ΔE00 \(delta) would not count")
                return
            }
        }
        #expect(checked > 20_000)
    }

    @Test func transparentPixelsAreEqualWhateverTheirColourBytes() {
        let delta = PixelDelta()
        #expect(delta.delta(RGBA8(red: 255, green: 0, blue: 0, alpha: 0), .clear) == 0)
    }

    @Test func aChangeOfOpacityShowsEvenWhereOneBackdropHidesIt() {
        let delta = PixelDelta()
        // White at any opacity is invisible over white, but not over black.
        #expect(delta.delta(RGBA8(red: 255, green: 255, blue: 255, alpha: 0), .white) > 99)
        #expect(delta.delta(RGBA8(red: 0, green: 0, blue: 0, alpha: 100), RGBA8(red: 0, green: 0, blue: 0, alpha: 140)) > 5)
    }
}

/// A small deterministic generator (SplitMix64) so random-looking tests repeat exactly.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
