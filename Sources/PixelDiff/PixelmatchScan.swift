import Bitmaps

extension ComparisonPass {
    /// ``scan`` by pixelmatch's rules (``CompareOptions/pixelmatch`` set): a pixel counts when its
    /// squared YIQ difference exceeds `35215 × threshold²`, unless it is antialiasing and
    /// antialiasing is left out; the canvas is painted as pixelmatch paints its output.
    func scanPixelmatch(
        _ expectedWords: UnsafeBufferPointer<UInt32>, _ actualWords: UnsafeBufferPointer<UInt32>, from start: Int, to count: Int,
        canvas: UnsafeMutableBufferPointer<UInt32>?, tally: inout Tally, style: PixelmatchOptions
    ) {
        let width = expected.width
        guard count > start else { return }
        let scanner = DifferenceScan(
            expected: UnsafeRawPointer(expectedWords.baseAddress!), actual: UnsafeRawPointer(actualWords.baseAddress!),
            pixelCount: count)
        let detector = PixelmatchAntialiasing(
            width: width, height: rows, expected: expectedWords, actual: actualWords, checkerboard: style.checkerboard)
        let threshold = options.effectiveThreshold
        let maxDelta = PixelmatchOptions.maximumDelta * threshold * threshold
        let ignoreAntialiasing = options.ignoreAntialiasing
        var painter = PixelmatchPainter(style: style)
        var index = start
        while index < count {
            let next = scanner.next(from: index)
            if let canvas {
                for equal in index..<next { canvas[equal] = painter.background(expectedWords[equal]) }
            }
            guard next < count else { break }
            index = next + 1
            let delta = YIQDifference.delta(expectedWords[next], actualWords[next], offset: next * 4, checkerboard: style.checkerboard)
            let overThreshold = abs(delta) > maxDelta
            let x = next % width, y = next / width
            let antialiased = (overThreshold || ignoreAntialiasing) && detector.isAntialiased(x: x, y: y)
            var paint: UInt32? = nil  // nil: the background, as for equal pixels
            if antialiased && ignoreAntialiasing {
                if overThreshold {
                    tally.antialiased += 1
                    if !style.diffMask { paint = painter.antialiased }
                }
            } else {
                tally.histogram.add(YIQDifference.thresholdUnits(delta))
                if overThreshold {
                    if antialiased { tally.antialiased += 1 }
                    tally.differing += 1
                    tally.grid.add(x: x, y: y)
                    paint = delta < 0 ? painter.darker : painter.changed
                }
            }
            if let canvas { canvas[next] = paint ?? painter.background(expectedWords[next]) }
        }
    }
}

/// The colours of pixelmatch's diff image.
struct PixelmatchPainter {
    let style: PixelmatchOptions
    let antialiased: UInt32
    let changed: UInt32
    let darker: UInt32
    private var lastFrom: UInt32 = 0
    private var lastTo: UInt32

    init(style: PixelmatchOptions) {
        self.style = style
        func word(_ colour: RGBA8) -> UInt32 {
            Channels.word(red: Int(colour.red), green: Int(colour.green), blue: Int(colour.blue), alpha: 255)
        }
        antialiased = word(style.antialiasingColour)
        changed = word(style.differenceColour)
        darker = word(style.darkerColour ?? style.differenceColour)
        lastTo = Self.grey(0, alpha: style.alpha, mask: style.diffMask)
    }

    /// What an uncounted pixel shows: transparent black in a mask, else the expected pixel as grey.
    @inline(__always)
    mutating func background(_ word: UInt32) -> UInt32 {
        if word != lastFrom {
            lastFrom = word
            lastTo = Self.grey(word, alpha: style.alpha, mask: style.diffMask)
        }
        return lastTo
    }

    /// The pixel's brightness faded towards white: `255 + (Y − 255) × alpha × a / 255`, stored
    /// into a byte as JavaScript stores a number into a `Uint8Array` (truncated, modulo 256).
    static func grey(_ word: UInt32, alpha: Double, mask: Bool) -> UInt32 {
        if mask { return 0 }
        let pixel = Channels(word)
        let luma = Double(pixel.red) * 0.29889531 + Double(pixel.green) * 0.58662247 + Double(pixel.blue) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(pixel.alpha) / 255
        let truncated = value.rounded(.towardZero)
        let byte = truncated.isFinite && abs(truncated) < 1e15 ? Int(truncated) & 0xff : 0
        return Channels.word(red: byte, green: byte, blue: byte, alpha: 255)
    }
}

/// The image as pixelmatch paints an identical pair: every pixel grey, or all transparent in a mask.
func pixelmatchBackground(of image: Bitmap, style: PixelmatchOptions) -> Bitmap {
    var result = Bitmap(width: image.width, height: image.height)
    guard !style.diffMask else { return result }
    var painter = PixelmatchPainter(style: style)
    result.withUnsafeMutableBytes { target in
        let words = target.bindMemory(to: UInt32.self)
        image.withPixelWords { source in
            for index in 0..<source.count { words[index] = painter.background(source[index]) }
        }
    }
    return result
}
