import Testing
@testable import PixelDiff

/// pixelmatch's published behaviour: a 1-px move of an antialiased edge is antialiasing, not a change;
/// a change inside a flat area is a change.
@Suite struct AntialiasingTests {
    @Test func aMovedAntialiasedEdgeIsAntialiasingNotADifference() {
        let first = TestImages.verticalEdge(width: 8, height: 6, column: 3)
        let second = TestImages.verticalEdge(width: 8, height: 6, column: 4)
        let counted = compare(first, second)
        #expect(counted.differingPixels == 12, "two columns change: grey→white and black→grey")
        #expect(counted.antialiasedPixels == 12)
        let ignored = compare(first, second, options: CompareOptions(ignoreAntialiasing: true, makesDiffImage: true))
        #expect(ignored.differingPixels == 0)
        #expect(ignored.antialiasedPixels == 12)
        #expect(ignored.passes)
        #expect(ignored.diffImage?[x: 3, y: 2] == RGBA8(red: 255, green: 255, blue: 0), "antialiasing is yellow")
        #expect(ignored.summary.contains("12 antialiasing pixels ignored"))
    }

    @Test func aShiftedAntialiasedDiscIsMostlyAntialiasing() {
        let first = TestImages.disc(width: 32, height: 32, centreX: 16, centreY: 16, radius: 9, colour: RGBA8(hex: 0x005EB8))
        let second = TestImages.shiftedRight(first, by: 1)
        let result = compare(first, second, options: CompareOptions(ignoreAntialiasing: true))
        let exact = compare(first, second)
        #expect(exact.differingPixels > 30)
        #expect(result.antialiasedPixels > exact.differingPixels * 3 / 4)
        #expect(result.differingPixels == exact.differingPixels - result.antialiasedPixels)
    }

    @Test func aRecolouredFlatAreaIsNotAntialiasing() {
        let first = TestImages.card(bar: RGBA8(hex: 0x007AFF))
        let second = TestImages.card(bar: RGBA8(hex: 0x5856D6))
        let result = compare(first, second, options: CompareOptions(ignoreAntialiasing: true))
        #expect(result.antialiasedPixels == 0)
        #expect(result.differingPixels == 448)
    }

    @Test func aLoneChangedPixelInAFlatAreaIsADifference() {
        let first = TestImages.solid(5, 5, .white)
        var second = first
        second[x: 2, y: 2] = RGBA8(red: 128, green: 128, blue: 128)
        let result = compare(first, second, options: CompareOptions(ignoreAntialiasing: true))
        #expect(result.differingPixels == 1 && result.antialiasedPixels == 0)
    }
}
