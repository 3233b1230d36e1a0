import Bitmaps
import Testing
@testable import PixelDiff

@Suite struct CompareTests {
    @Test func identicalImagesTakeTheFastPath() {
        let image = TestImages.card()
        let result = compare(image, image)
        #expect(result.isIdentical)
        #expect(result.passes)
        #expect(result.differingPixels == 0 && result.antialiasedPixels == 0)
        #expect(result.passingThreshold == 0)
        #expect(result.diffImage == nil)
        #expect(result.summary.hasPrefix("identical: 64x40"))
    }

    @Test func oddPixelCountsAndTheLastPixelAreCompared() {
        // 3×3 = 9 pixels: the scan reads two pixels at a time, so the odd last one takes another path.
        let first = TestImages.solid(3, 3, .white)
        var second = first
        second[x: 2, y: 2] = RGBA8(red: 255, green: 255, blue: 254)
        let result = compare(first, second)
        #expect(!result.isIdentical)
        #expect(result.differingPixels == 1)
        #expect(result.regions == [DiffRegion(x: 2, y: 2, width: 1, height: 1, pixelCount: 1)])
        var third = first
        third[x: 1, y: 0] = .black
        #expect(compare(first, third).differingPixels == 1)
    }

    @Test func exactModeCountsAnInvisibleByteChange() {
        let first = TestImages.card(bar: RGBA8(hex: 0x007AFF))
        let second = TestImages.card(bar: RGBA8(hex: 0x007AFE))
        let exact = compare(first, second)
        #expect(exact.differingPixels == 56 * 8)
        #expect(!exact.passes)
        #expect(exact.largestDelta > 0 && exact.largestDelta < 0.5)
        #expect(exact.passingThreshold == 0.14, "ΔE00 of one level of blue is 0.132, rounded up to 0.14")
        let perceptual = compare(first, second, options: .perceptual)
        #expect(perceptual.differingPixels == 0)
        #expect(perceptual.passes)
    }

    @Test func perceptualModeCatchesTheBlueTintPixelmatchMisses() {
        let first = TestImages.card(bar: RGBA8(hex: 0x007AFF))
        let second = TestImages.card(bar: RGBA8(hex: 0x1E8CFF))
        let result = compare(first, second, options: .perceptual)
        #expect(result.differingPixels == 56 * 8)
        #expect(result.regions == [DiffRegion(x: 4, y: 4, width: 56, height: 8, pixelCount: 448)])
        #expect(abs(result.largestDelta - 6.156) < 0.01)
        #expect(result.passingThreshold == 6.16)
        var higher = CompareOptions.perceptual
        higher.threshold = 6.16
        #expect(compare(first, second, options: higher).passes)
        higher.threshold = 6.15
        #expect(!compare(first, second, options: higher).passes)
    }

    @Test func limitsOnPixelsAndRatioDecideThePass() {
        let first = TestImages.solid(10, 10, .white)
        var second = first
        for x in 0..<5 { second[x: x, y: 0] = .black }
        #expect(!compare(first, second).passes)
        #expect(compare(first, second, options: CompareOptions(maxDiffPixels: 5)).passes)
        #expect(!compare(first, second, options: CompareOptions(maxDiffPixels: 4)).passes)
        #expect(compare(first, second, options: CompareOptions(maxDiffRatio: 0.05)).passes)
        #expect(!compare(first, second, options: CompareOptions(maxDiffRatio: 0.049)).passes)
        #expect(!compare(first, second, options: CompareOptions(maxDiffPixels: 10, maxDiffRatio: 0.04)).passes, "the stricter limit applies")
        let result = compare(first, second, options: CompareOptions(maxDiffPixels: 3))
        #expect(result.ratio == 0.05)
        let blackOnWhite = PixelDelta().delta(.white, .black)
        #expect(result.passingThreshold == (blackOnWhite * 100).rounded(.up) / 100, "only a threshold of about ΔE 100 lets it pass")
    }

    @Test func passingThresholdHonoursTheAllowance() {
        // Five pixels of increasing difference: allowing two leaves the third largest as the bar.
        let first = TestImages.solid(5, 1, RGBA8(hex: 0x808080))
        var second = first
        let greys: [UInt8] = [0x81, 0x84, 0x88, 0x90, 0xA0]
        for (x, grey) in greys.enumerated() { second[x: x, y: 0] = RGBA8(red: grey, green: grey, blue: grey) }
        let delta = PixelDelta()
        let third = delta.delta(RGBA8(hex: 0x808080), RGBA8(red: 0x88, green: 0x88, blue: 0x88))
        let result = compare(first, second, options: CompareOptions(maxDiffPixels: 2))
        #expect(result.passingThreshold == (third * 100).rounded(.up) / 100)
    }

    @Test func regionsClusterNearbyPixelsAndSeparateDistantOnes() {
        let first = TestImages.solid(200, 100, .white)
        var second = first
        second.fill(x: 10, y: 10, width: 5, height: 5, with: .black)
        second.fill(x: 18, y: 12, width: 3, height: 3, with: .black)   // near the first: same cluster
        second.fill(x: 150, y: 80, width: 10, height: 4, with: .black)  // far away
        let result = compare(first, second)
        #expect(result.regions == [
            DiffRegion(x: 10, y: 10, width: 11, height: 5, pixelCount: 34),
            DiffRegion(x: 150, y: 80, width: 10, height: 4, pixelCount: 40),
        ])
        let capped = compare(first, second, options: CompareOptions(maxRegions: 1))
        #expect(capped.regions == [DiffRegion(x: 150, y: 80, width: 10, height: 4, pixelCount: 40)])
        #expect(capped.omittedRegionCount == 1)
        #expect(capped.summary.contains("2 changed regions: 10x4 at 150,80 (40 px) and 1 more"))
    }

    @Test func differentSizesNeverPassAndCountTheExtraPixels() {
        let first = TestImages.solid(10, 8, .white)
        let second = TestImages.solid(10, 10, .white)
        let result = compare(first, second, options: CompareOptions(maxDiffRatio: 1, makesDiffImage: true))
        #expect(result.sizesDiffer && !result.passes)
        #expect(result.differingPixels == 20)
        #expect(result.comparedPixels == 100)
        #expect(result.passingThreshold == nil)
        #expect(result.regions == [DiffRegion(x: 0, y: 8, width: 10, height: 2, pixelCount: 20)])
        #expect(result.diffImage?.size == PixelSize(width: 10, height: 10))
        #expect(result.diffImage?[x: 0, y: 9] == RGBA8(red: 255, green: 0, blue: 0))
        #expect(result.diffImage?[x: 0, y: 0] != RGBA8(red: 255, green: 0, blue: 0))
        #expect(result.summary.contains("sizes differ: expected 10x8, actual 10x10"))
        #expect(result.summary.contains("20 of them in only one image"))
    }

    @Test func sizesDifferingBothWaysLeaveTheUncoveredCornerWhite() {
        let wide = TestImages.solid(6, 2, .black)
        let tall = TestImages.solid(2, 6, .black)
        let result = compare(wide, tall, options: CompareOptions(makesDiffImage: true))
        #expect(result.differingPixels == 16)
        #expect(result.diffImage?[x: 5, y: 5] == .white)
        #expect(result.diffImage?[x: 5, y: 0] == RGBA8(red: 255, green: 0, blue: 0))
        #expect(result.diffImage?[x: 0, y: 5] == RGBA8(red: 255, green: 0, blue: 0))
    }

    @Test func diffImageFadesUnchangedPixelsAndPaintsChangesRed() {
        let first = TestImages.card()
        var second = first
        second[x: 30, y: 30] = RGBA8(hex: 0xFF00FF)
        let result = compare(first, second, options: CompareOptions(makesDiffImage: true))
        let image = try! #require(result.diffImage)
        #expect(image[x: 30, y: 30] == RGBA8(red: 255, green: 0, blue: 0))
        let fadedBar = image[x: 10, y: 6]
        #expect(fadedBar.red == fadedBar.green && fadedBar.green == fadedBar.blue)
        #expect(fadedBar.red > 230 && fadedBar.red < 255, "10 % contrast over white")
        #expect(image[x: 0, y: 0].red > fadedBar.red, "the light page stays lighter than the blue bar")
        let identical = compare(first, first, options: CompareOptions(makesDiffImage: true))
        #expect(identical.diffImage?[x: 10, y: 6] == fadedBar)
    }

    @Test func optionsValidationNamesTheBadValue() {
        #expect(throws: CompareOptionsError.self) { try CompareOptions(threshold: -1).validate() }
        #expect(throws: CompareOptionsError.self) { try CompareOptions(threshold: .nan).validate() }
        #expect(throws: CompareOptionsError.self) { try CompareOptions(maxDiffRatio: 2).validate() }
        do {
            try CompareOptions(maxDiffPixels: -3).validate()
        } catch {
            #expect(error.message.contains("-3"))
        }
        #expect(throws: Never.self) { try CompareOptions.perceptual.validate() }
    }

    @Test func emptyImagesAreIdentical() {
        let empty = Bitmap(width: 0, height: 0)
        let result = compare(empty, empty)
        #expect(result.passes && result.ratio == 0)
    }

    @Test func summaryShowsEveryNumber() {
        let first = TestImages.card(bar: RGBA8(hex: 0x007AFF))
        let second = TestImages.card(bar: RGBA8(hex: 0x1E8CFF))
        let summary = compare(first, second).summary
        #expect(summary == "differ: 448 of 2560 pixels differ (17.50%); threshold 0 (exact); 0 antialiasing pixels counted; "
            + "largest ΔE00 6.16; would pass at threshold 6.16; 1 changed region: 56x8 at 4,4 (448 px)")
    }
}
