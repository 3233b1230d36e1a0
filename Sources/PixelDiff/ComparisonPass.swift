import Bitmaps
import Dispatch

/// One pass over two images of the same size: finds differing pixels, measures their ΔE,
/// classifies antialiasing, clusters regions and (optionally) paints the diff image.
struct ComparisonPass {
    let expected: Bitmap
    let actual: Bitmap
    let options: CompareOptions
    /// Rows compared, from the top: both images are at least this tall and as wide as `expected`.
    let rows: Int
    /// Rows of the diff image; rows past ``rows`` are left unpainted for the caller.
    let canvasRows: Int

    /// A pass over the top `rows` rows (default: all of `expected`), painting a diff image
    /// `canvasRows` tall (default: `rows`).
    init(expected: Bitmap, actual: Bitmap, options: CompareOptions, rows: Int? = nil, canvasRows: Int? = nil) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.rows = rows ?? expected.height
        self.canvasRows = max(canvasRows ?? self.rows, self.rows)
    }

    /// Bands per image: bands are compared on several threads and their counts added up, so the
    /// result never depends on the number of threads; eight keep two, four or eight cores busy.
    static let bands = 8

    /// Rows per band for an image `height` rows tall: a multiple of the region grid's cell size.
    static func bandRows(height: Int) -> Int {
        let cell = RegionGrid.cellSize
        return max(cell, ((height + bands - 1) / bands + cell - 1) / cell * cell)
    }

    /// Counts and image for two same-sized images whose bytes are known or suspected to differ.
    func run() -> DiffResult {
        let width = expected.width, height = rows, count = width * height
        // Not zero-filled: the scan paints every pixel of every band (and the caller the rows past them).
        var painted: [UInt8] = options.makesDiffImage ? Bitmap(uninitialisedWidth: width, height: canvasRows).pixels : []
        let bandRows = Self.bandRows(height: height)
        let bands = max(1, (height + bandRows - 1) / bandRows)
        let tallies = BandTallies(count: bands)
        expected.withPixelWords { expectedWords in
            actual.withPixelWords { actualWords in
                painted.withUnsafeMutableBytes { paintedBytes in
                    let canvas = paintedBytes.isEmpty ? nil : paintedBytes.bindMemory(to: UInt32.self)
                    // Addresses cross into the worker threads as integers; every band writes only its own rows.
                    let words = (UInt(bitPattern: expectedWords.baseAddress), UInt(bitPattern: actualWords.baseAddress))
                    let canvasAddress = UInt(bitPattern: canvas?.baseAddress)
                    let work: @Sendable (Int) -> Void = { band in
                        let start = band * bandRows * width, end = min(count, (band + 1) * bandRows * width)
                        let expectedBand = UnsafeBufferPointer(start: UnsafePointer<UInt32>(bitPattern: words.0), count: count)
                        let actualBand = UnsafeBufferPointer(start: UnsafePointer<UInt32>(bitPattern: words.1), count: count)
                        let canvasBand = canvasAddress == 0 ? nil
                            : UnsafeMutableBufferPointer(start: UnsafeMutablePointer<UInt32>(bitPattern: canvasAddress), count: count)
                        var tally = Tally(width: width, height: height, options: options)
                        scan(expectedBand, actualBand, from: start, to: end, canvas: canvasBand, tally: &tally)
                        tallies.set(band, tally)
                    }
                    if bands == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: work) }
                }
            }
        }
        let tally = tallies.merged()
        let image = options.makesDiffImage ? try? Bitmap(width: width, height: canvasRows, pixels: painted) : nil
        return tally.result(expectedSize: expected.size, actualSize: actual.size, diffImage: image)
    }

    /// Compares the pixels `start..<count` (whole rows), painting `canvas` and counting into `tally`.
    func scan(
        _ expectedWords: UnsafeBufferPointer<UInt32>, _ actualWords: UnsafeBufferPointer<UInt32>, from start: Int, to count: Int,
        canvas: UnsafeMutableBufferPointer<UInt32>?, tally: inout Tally
    ) {
        if let style = options.pixelmatch {
            return scanPixelmatch(expectedWords, actualWords, from: start, to: count, canvas: canvas, tally: &tally, style: style)
        }
        let width = expected.width
        guard count > start else { return }
        let scanner = DifferenceScan(
            expected: UnsafeRawPointer(expectedWords.baseAddress!), actual: UnsafeRawPointer(actualWords.baseAddress!),
            pixelCount: count)
        let detector = AntialiasingDetector(width: width, height: rows, expected: expectedWords, actual: actualWords)
        var memo = DeltaMemo(formula: options.metric)
        let threshold = options.effectiveThreshold
        let ignoreAntialiasing = options.ignoreAntialiasing
        var fadedFrom: UInt32 = 0, fadedTo = DiffPalette.faded(0)
        var index = start
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
            var paint: UInt32? = nil  // nil: unchanged-looking, painted faded (only when there is a canvas)
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
            if let canvas { canvas[next] = paint ?? DiffPalette.faded(expectedWord) }
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

    /// Adds the counts of `other` (a tally of another band of the same image).
    mutating func merge(_ other: Tally) {
        differing += other.differing
        antialiased += other.antialiased
        grid.merge(other.grid)
        histogram.merge(other.histogram)
    }

    func result(expectedSize: PixelSize, actualSize: PixelSize, diffImage: Bitmap?) -> DiffResult {
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

/// The tallies of a pass's bands: each band's thread writes only its own slot, and
/// `concurrentPerform` returns after every band finished, so no lock is needed.
private final class BandTallies: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Tally?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ index: Int, _ tally: Tally) { slots[index] = tally }

    /// Every band's counts added up, in band order.
    func merged() -> Tally {
        var total = slots[0]!
        for index in 1..<count { total.merge(slots[index]!) }
        return total
    }
}
