import Bitmaps

/// Compares `actual` with `expected` pixel by pixel.
///
/// 1. Same size and the same bytes (checked eight bytes at a time): identical, every count 0.
/// 2. Same size: each pixel whose bytes differ gets a ΔE (see ``PixelDelta``); it counts when
///    the ΔE exceeds `options.threshold` (any byte difference counts at threshold 0), unless it is
///    antialiasing (see ``CompareOptions/ignoreAntialiasing``).
/// 3. Different sizes: the pair never passes. The overlap (top-left aligned) is compared as in 2,
///    and every pixel that lies in only one image counts as differing, so the numbers still say
///    how much changed; the diff image covers the larger canvas.
public func compare(_ expected: Bitmap, _ actual: Bitmap, options: CompareOptions = .exact) -> DiffResult {
    if expected.size != actual.size {
        return SizeMismatch(expected: expected, actual: actual, options: options).compare()
    }
    let identical = expected.pixels.withUnsafeBytes { expectedBytes in
        actual.pixels.withUnsafeBytes { actualBytes in
            guard let first = expectedBytes.baseAddress, let second = actualBytes.baseAddress else { return true }
            let scan = DifferenceScan(expected: first, actual: second, pixelCount: expected.width * expected.height)
            return scan.next(from: 0) == scan.pixelCount
        }
    }
    guard identical else { return ComparisonPass(expected: expected, actual: actual, options: options).run() }
    return DiffResult(
        expectedSize: expected.size, actualSize: actual.size, isIdentical: true,
        differingPixels: 0, antialiasedPixels: 0, comparedPixels: expected.size.area, largestDelta: 0,
        passingThreshold: 0, regions: [], omittedRegionCount: 0, passes: true, options: options,
        diffImage: options.makesDiffImage ? identicalImage(of: expected, options: options) : nil)
}

/// The diff image of an identical pair: faded, or painted as pixelmatch paints it.
func identicalImage(of image: Bitmap, options: CompareOptions) -> Bitmap {
    if let style = options.pixelmatch { return pixelmatchBackground(of: image, style: style) }
    return fadedImage(of: image)
}

/// The image as a diff image with nothing changed: every pixel faded to light grey.
func fadedImage(of image: Bitmap) -> Bitmap {
    var result = Bitmap(width: image.width, height: image.height)
    result.withUnsafeMutableBytes { target in
        let words = target.bindMemory(to: UInt32.self)
        image.withPixelWords { source in
            var lastFrom: UInt32 = 0, lastTo = DiffPalette.faded(0)
            for index in 0..<source.count {
                let word = source[index]
                if word != lastFrom { lastFrom = word; lastTo = DiffPalette.faded(word) }
                words[index] = lastTo
            }
        }
    }
    return result
}
