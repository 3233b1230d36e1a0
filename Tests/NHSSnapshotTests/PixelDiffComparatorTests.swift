import Foundation
@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing

@Suite struct PixelDiffComparatorTests {
    func image(_ width: Int, _ height: Int, _ change: [Int: UInt8] = [:]) -> [UInt8] {
        var pixels = [UInt8](repeating: 200, count: width * height * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        for (index, value) in change { pixels[index] = value }
        return pixels
    }

    func snapshot(_ width: Int, _ height: Int, _ pixels: [UInt8]) throws -> SnapshotImage {
        try SnapshotImage(width: width, height: height, pixels: pixels,
                          pngData: DiffPNG.rgba(width: width, height: height, pixels))
    }

    @Test func sameBytesAndSamePixelsMatch() throws {
        let pixels = image(8, 5)
        let golden = DiffPNG.rgba(width: 8, height: 5, pixels)
        #expect(try SnapshotComparator.pixelDiff().compare(golden: golden, with: snapshot(8, 5, pixels)).matches)
        let reencoded = try SnapshotImage(width: 8, height: 5, pixels: pixels, pngData: Data([1, 2, 3]))
        let verdict = try SnapshotComparator.pixelDiff().compare(golden: golden, with: reencoded)
        #expect(verdict.matches, "the same pixels in other PNG bytes still match")
    }

    @Test func oneChangedPixelFailsWithNumbersAndADiffPicture() throws {
        let golden = DiffPNG.rgba(width: 8, height: 5, image(8, 5))
        let changed = try snapshot(8, 5, image(8, 5, [12: 0]))
        let verdict = try SnapshotComparator.pixelDiff().compare(golden: golden, with: changed)
        #expect(!verdict.matches)
        #expect(verdict.summary.contains("1 of 40 pixels differ"), "\(verdict.summary)")
        let size = try #require(verdict.diffPNG.flatMap(PNGHeader.size(of:)))
        #expect(size.width == 8 && size.height == 5)
    }

    @Test func differentSizesNeverMatch() throws {
        let golden = DiffPNG.rgba(width: 8, height: 5, image(8, 5))
        let verdict = try SnapshotComparator.pixelDiff().compare(golden: golden, with: snapshot(9, 5, image(9, 5)))
        #expect(!verdict.matches)
        #expect(verdict.summary.contains("sizes differ"), "\(verdict.summary)")
    }

    @Test func aCorruptGoldenIsAnError() throws {
        let image = try SnapshotImage(width: 1, height: 1, pixels: [0, 0, 0, 0], pngData: Data([9]))
        #expect(throws: (any Error).self) {
            try SnapshotComparator.pixelDiff().compare(golden: Data("not a png".utf8), with: image)
        }
    }
}
