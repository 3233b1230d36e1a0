import Foundation
@testable import NHSSnapshot
import Testing

@Suite struct PixelComparisonTests {
    func image(_ width: Int, _ height: Int, _ change: [Int: UInt8] = [:]) -> [UInt8] {
        var pixels = [UInt8](repeating: 200, count: width * height * 4)
        for (index, value) in change { pixels[index] = value }
        return pixels
    }

    @Test func countsTheDifferingPixelsAndTheirBox() {
        let width = 10, height = 6
        let a = image(width, height)
        // Pixels (2,1) and (7,4) change: red by 50, alpha by 5.
        let b = image(width, height, [(1 * width + 2) * 4: 150, (4 * width + 7) * 4 + 3: 195])
        let result = PixelComparison(expected: a, actual: b, width: width, height: height)
        #expect(result.differingPixels == 2)
        #expect(result.largestDelta == 50)
        #expect(result.changedBox == PixelBox(x: 2, y: 1, width: 6, height: 4))
        #expect(result.summary == "2 of 60 pixels differ (3.33 %), largest sample delta 50, in 6×4 at 2,1")
        let diff = PixelComparison.diffImage(expected: a, actual: b, width: width, height: height)
        #expect(Array(diff[((1 * width + 2) * 4)..<((1 * width + 2) * 4 + 4)]) == [218, 41, 28, 255])
        #expect(diff[0] == diff[1] && diff[0] > 200, "unchanged pixels are faded grey")
    }

    @Test func identicalBuffersHaveNoBox() {
        let a = image(3, 3)
        let result = PixelComparison(expected: a, actual: a, width: 3, height: 3)
        #expect(result.differingPixels == 0 && result.changedBox == nil)
        #expect(result.summary == "pixels identical")
    }

    @Test func theRasterComparatorDecodesGoldensAndDrawsADiff() throws {
        let width = 8, height = 5
        let golden = TinyPNG.encode(width: width, height: height, rgba: image(width, height))
        let samePixels = try SnapshotImage(width: width, height: height, pixels: image(width, height),
                                           pngData: Data([1, 2, 3]))
        let same = try SnapshotComparator.pngPixels.compare(golden: golden, with: samePixels)
        #expect(same.matches && same.summary == "same pixels, different PNG bytes")
        let changedPixels = image(width, height, [12: 0])
        let changed = try SnapshotImage(width: width, height: height, pixels: changedPixels,
                                        pngData: TinyPNG.encode(width: width, height: height, rgba: changedPixels))
        let verdict = try SnapshotComparator.pngPixels.compare(golden: golden, with: changed)
        #expect(!verdict.matches)
        #expect(verdict.summary.hasPrefix("1 of 40 pixels differ"))
        let diffSize = try #require(verdict.diffPNG.flatMap(PNGHeader.size(of:)))
        #expect(diffSize.width == width && diffSize.height == height)
        let wider = try SnapshotImage(width: width + 1, height: height, pixels: image(width + 1, height), pngData: Data())
        #expect(try SnapshotComparator.pngPixels.compare(golden: golden, with: wider).summary
                == "size differs: golden 8×5 px, new 9×5 px")
    }

    @Test func aCorruptGoldenIsAnError() {
        let image = try? SnapshotImage(width: 1, height: 1, pixels: [0, 0, 0, 0], pngData: Data([9]))
        #expect(throws: (any Error).self) {
            try SnapshotComparator.pngPixels.compare(golden: Data("not a png".utf8), with: image!)
        }
    }
}
