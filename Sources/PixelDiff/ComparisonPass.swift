/// One pass over two images of the same size: finds differing pixels, measures their ΔE,
/// classifies antialiasing, clusters regions and (optionally) paints the diff image.
struct ComparisonPass {
    let expected: PixelBuffer
    let actual: PixelBuffer
    let options: CompareOptions

    /// Counts and image for two same-sized images whose bytes are known or suspected to differ.
    func run() -> DiffResult {
        let width = expected.width, height = expected.height, count = width * height
        var painted: [UInt8] = options.makesDiffImage ? [UInt8](repeating: 0, count: count * 4) : []
        var tally = Tally(width: width, height: height, options: options)
        expected.withPixelWords { expectedWords in
            actual.withPixelWords { actualWords in
                painted.withUnsafeMutableBytes { paintedBytes in
                    let canvas = paintedBytes.isEmpty ? nil : paintedBytes.bindMemory(to: UInt32.self)
                    scan(expectedWords, actualWords, canvas: canvas, tally: &tally)
                }
            }
        }
        let image = options.makesDiffImage ? try? PixelBuffer(width: width, height: height, pixels: painted) : nil
        return tally.result(expectedSize: expected.size, actualSize: actual.size, diffImage: image)
    }

    private func scan(
        _ expectedWords: UnsafeBufferPointer<UInt32>, _ actualWords: UnsafeBufferPointer<UInt32>,
        canvas: UnsafeMutableBufferPointer<UInt32>?, tally: inout Tally
    ) {
        let width = expected.width, count = expectedWords.count
        guard count > 0 else { return }
        let scanner = DifferenceScan(
            expected: UnsafeRawPointer(expectedWords.baseAddress!), actual: UnsafeRawPointer(actualWords.baseAddress!),
            pixelCount: count)
        let detector = AntialiasingDetector(width: width, height: expected.height, expected: expectedWords, actual: actualWords)
        var memo = DeltaMemo(formula: options.metric)
        let threshold = options.effectiveThreshold
        let ignoreAntialiasing = options.ignoreAntialiasing
        var fadedFrom: UInt32 = 0, fadedTo = DiffPalette.faded(0)
        var index = 0
        while index < count {
            let next = scanner.next(from: index)
            if let canvas {
                for equal in index..<next {
                    let word = expectedWords[equal]
                    if word != fadedFrom { fadedFrom = word; fadedTo = DiffPalette.faded(word) }
                    canvas[equal] = fadedTo
                }
            }
            guard next < count else { break }
            index = next + 1
            let expectedWord = expectedWords[next], actualWord = actualWords[next]
            let delta = memo.delta(expectedWord, actualWord)
            let overThreshold = threshold == 0 || delta > threshold
            let x = next % width, y = next / width
            let antialiased = (overThreshold || ignoreAntialiasing) && detector.isAntialiased(x: x, y: y)
            var paint = DiffPalette.faded(expectedWord)
            if antialiased && ignoreAntialiasing {
                if overThreshold {
                    tally.antialiased += 1
                    paint = DiffPalette.antialiased
                }
            } else {
                tally.histogram.add(delta)
                if overThreshold {
                    if antialiased { tally.antialiased += 1 }
                    tally.differing += 1
                    tally.grid.add(x: x, y: y)
                    paint = antialiased ? DiffPalette.antialiased : DiffPalette.changed
                }
            }
            canvas?[next] = paint
        }
    }
}

/// The running counts of a ``ComparisonPass``.
struct Tally {
    let options: CompareOptions
    let pixelCount: Int
    var differing = 0
    var antialiased = 0
    var grid: RegionGrid
    var histogram = DeltaHistogram()

    init(width: Int, height: Int, options: CompareOptions) {
        self.options = options
        pixelCount = width * height
        grid = RegionGrid(width: width, height: height)
    }

    func result(expectedSize: PixelSize, actualSize: PixelSize, diffImage: PixelBuffer?) -> DiffResult {
        let allowed = options.allowedDifferingPixels(outOf: pixelCount)
        let (regions, omitted) = grid.regions(limit: options.maxRegions)
        return DiffResult(
            expectedSize: expectedSize, actualSize: actualSize, isIdentical: false,
            differingPixels: differing, antialiasedPixels: antialiased, comparedPixels: pixelCount,
            largestDelta: histogram.largest, passingThreshold: histogram.passingThreshold(allowed: allowed),
            regions: regions, omittedRegionCount: omitted, passes: differing <= allowed,
            options: options, diffImage: diffImage)
    }
}
