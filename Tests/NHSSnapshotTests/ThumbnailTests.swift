@testable import NHSSnapshot
import Testing

@Suite struct ThumbnailTests {
    @Test func averagesBlocks() {
        // 4×2: left half red, right half blue, all opaque → 2×1: one red, one blue.
        var pixels: [UInt8] = []
        for _ in 0..<2 { pixels += [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255] }
        let small = Thumbnail.shrink(pixels, width: 4, height: 2, to: 2, 1)
        #expect(small.width == 2 && small.height == 1)
        #expect(small.pixels == [255, 0, 0, 255, 0, 0, 255, 255])
    }

    @Test func transparentPixelsDoNotDarkenTheAverage() {
        let pixels: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 0]
        let small = Thumbnail.shrink(pixels, width: 2, height: 1, to: 1, 1)
        #expect(small.pixels == [255, 255, 255, 128])
    }

    @Test func neverEnlargesOrCollapses() {
        let pixels = [UInt8](repeating: 7, count: 3 * 3 * 4)
        #expect(Thumbnail.shrink(pixels, width: 3, height: 3, to: 9, 9).pixels == pixels)
        let tiny = Thumbnail.shrink(pixels, width: 3, height: 3, to: 0, -4)
        #expect(tiny.width == 1 && tiny.height == 1)
    }
}

@Suite struct ThumbnailOpaqueTests {
    /// The opaque fast path gives what the weighted path gives: one translucent pixel far away
    /// switches the whole image to the weighted path, and the opaque blocks must not change.
    @Test func opaqueImagesShrinkAsIfWeightedByAlpha() {
        var pixels: [UInt8] = []
        for index in 0..<(9 * 6) { pixels += [UInt8(index * 7 % 256), UInt8(index * 13 % 256), UInt8(index * 29 % 256), 255] }
        let opaque = Thumbnail.shrink(pixels, width: 9, height: 6, to: 3, 2)
        var marked = pixels
        marked += [0, 0, 0, 254] + [UInt8](repeating: 255, count: 8 * 4)  // one more row; its own block differs
        let weighted = Thumbnail.shrink(marked, width: 9, height: 7, to: 3, 2)
        #expect(Array(opaque.pixels[0..<12]) == Array(weighted.pixels[0..<12]), "the first output row covers the same opaque rows")
    }
}

@Suite struct ThumbnailWholeNumberTests {
    /// 3x and 2x shrinks (the renders to 1x) take a path of their own; it must give what the
    /// weighted path gives (one translucent pixel in an extra row forces that path).
    @Test(arguments: [2, 3])
    func wholeNumberShrinksMatchTheWeightedPath(factor: Int) {
        let width = 5 * factor, height = 4 * factor
        var pixels: [UInt8] = []
        for index in 0..<(width * height) { pixels += [UInt8(index * 31 % 256), UInt8(index * 17 % 256), UInt8(index * 5 % 256), 255] }
        let fast = Thumbnail.shrink(pixels, width: width, height: height, to: 5, 4)
        var marked = pixels
        marked += [9, 9, 9, 200] + [UInt8](repeating: 255, count: (width - 1) * 4)
        let weighted = Thumbnail.shrink(marked, width: width, height: height + 1, to: 5, 4)
        // The first three output rows cover the same opaque source rows in both.
        #expect(Array(fast.pixels[0..<(5 * 3 * 4)]) == Array(weighted.pixels[0..<(5 * 3 * 4)]))
    }
}

@Suite struct ThumbnailReferenceTests {
    /// The area average written the plain way, one box at a time: alpha-weighted colour rounded
    /// half up, alpha the rounded mean. Every path of `Thumbnail.shrink` must give these bytes.
    static func reference(_ pixels: [UInt8], width: Int, height: Int, to outWidth: Int, _ outHeight: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in 0..<outHeight {
            for column in 0..<outWidth {
                var sums = [0, 0, 0], alpha = 0, count = 0
                for y in (row * height / outHeight)..<((row + 1) * height / outHeight) {
                    for x in (column * width / outWidth)..<((column + 1) * width / outWidth) {
                        let base = (y * width + x) * 4, a = Int(pixels[base + 3])
                        for channel in 0..<3 { sums[channel] += Int(pixels[base + channel]) * a }
                        alpha += a
                        count += 1
                    }
                }
                out += sums.map { alpha == 0 ? 0 : UInt8((($0 + alpha / 2) / alpha)) }
                out.append(UInt8((alpha + count / 2) / count))
            }
        }
        return out
    }

    static func image(width: Int, height: Int, seed: Int, opaque: Bool) -> [UInt8] {
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            state = state &* 1_664_525 &+ 1_013_904_223
            pixels += [UInt8(truncatingIfNeeded: state >> 8), UInt8(truncatingIfNeeded: state >> 16),
                       UInt8(truncatingIfNeeded: state >> 24), opaque ? 255 : UInt8(truncatingIfNeeded: state)]
        }
        return pixels
    }

    /// Whole-number shrinks (3x, 2x and 1x renders, heights that do and do not divide evenly),
    /// uneven ones, and images with translucent pixels.
    @Test(arguments: [(30, 21, 10, 7), (30, 22, 10, 7), (31, 23, 10, 7), (24, 9, 8, 3), (20, 20, 10, 7),
                      (9, 100, 3, 33), (12, 12, 3, 2), (7, 5, 7, 2), (48, 16, 3, 1), (5, 5, 2, 2),
                      (393, 61, 144, 22), (131, 40, 48, 15), (41, 9, 40, 9), (300, 3, 1, 1),
                      (1179, 31, 393, 10), (160, 9, 80, 4), (1488, 5, 744, 2), (84, 12, 21, 3), (18, 6, 9, 3)])
    func everyPathGivesTheReferenceBytes(size: (Int, Int, Int, Int)) {
        let (width, height, outWidth, outHeight) = size
        for opaque in [true, false] {
            for seed in 0..<3 {
                let pixels = Self.image(width: width, height: height, seed: seed, opaque: opaque)
                let shrunk = Thumbnail.shrink(pixels, width: width, height: height, to: outWidth, outHeight)
                #expect(shrunk.width == outWidth && shrunk.height == outHeight)
                #expect(shrunk.pixels == Self.reference(pixels, width: width, height: height, to: outWidth, outHeight),
                        "\(width)×\(height) → \(outWidth)×\(outHeight), opaque \(opaque), seed \(seed)")
            }
        }
    }

    /// One translucent pixel anywhere (here the last) sends an evenly divisible image to the
    /// weighted path, which still gives the reference bytes.
    @Test func aLastTranslucentPixelIsNoticed() {
        var pixels = Self.image(width: 9, height: 6, seed: 4, opaque: true)
        pixels[pixels.count - 1] = 17
        #expect(Thumbnail.shrinkOpaque(pixels, width: 9, height: 6, to: 3, 2) == nil)
        #expect(Thumbnail.shrink(pixels, width: 9, height: 6, to: 3, 2).pixels == Self.reference(pixels, width: 9, height: 6, to: 3, 2))
    }
}

@Suite struct BoxDivisionTests {
    /// Wherever a multiply-and-shift is offered, it gives the rounded quotient for every sum a box
    /// of that many pixels can have.
    @Test func everyOfferedDivisionIsExact() {
        var offered = 0
        for count in 1...256 {
            guard let division = BoxDivision(pixels: count) else { continue }
            offered += 1
            for sum in 0...(255 * count) {
                #expect(Int(division.quotient(UInt32(sum))) == (sum + count / 2) / count, "\(count) pixels, sum \(sum)")
            }
            let sums = SIMD8<UInt32>(0, 1, 7, 255, UInt32(127 * count), UInt32(128 * count), UInt32(255 * count - 1), UInt32(255 * count))
            let quotients = division.quotients(sums)
            for lane in 0..<8 { #expect(quotients[lane] == division.quotient(sums[lane])) }
        }
        // The boxes of 2x and 3x shrinks (2×2, 2×3, 3×3, 3×4 pixels) all have one.
        for count in [4, 6, 9, 12] { #expect(BoxDivision(pixels: count) != nil) }
        #expect(offered > 200)
    }
}
