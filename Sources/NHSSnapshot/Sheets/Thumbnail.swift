/// Shrinks RGBA8 images for contact sheets with an area-average (box) filter on premultiplied
/// samples, so edges do not darken. Deterministic: integer arithmetic only.
public enum Thumbnail {
    /// `pixels` (`width × height`) reduced to `newWidth × newHeight`; sizes are clamped to at least 1
    /// and at most the original (thumbnails never enlarge).
    ///
    /// Output pixel (column, row) averages source columns `column·w/W ..< (column+1)·w/W` and rows
    /// likewise: the boxes tile the source, so it is read once, row by row, adding each pixel into
    /// its output column's running sums.
    public static func shrink(_ pixels: [UInt8], width: Int, height: Int,
                              to newWidth: Int, _ newHeight: Int) -> (width: Int, height: Int, pixels: [UInt8]) {
        let outWidth = min(width, max(1, newWidth)), outHeight = min(height, max(1, newHeight))
        guard outWidth != width || outHeight != height else { return (width, height, pixels) }
        if let whole = shrinkOpaqueWholeColumns(pixels, width: width, height: height, to: outWidth, outHeight) {
            return (outWidth, outHeight, whole)
        }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        var columnOf = [Int](repeating: 0, count: width)
        var columnCount = [Int](repeating: 0, count: outWidth)
        for column in 0..<outWidth {
            let x0 = column * width / outWidth, x1 = (column + 1) * width / outWidth
            for x in x0..<x1 { columnOf[x] = column }
            columnCount[column] = x1 - x0
        }
        var sums = [Int](repeating: 0, count: outWidth * 4)
        // Snapshots are opaque: then no sample needs weighting by its alpha. The lane sums need a
        // box row of at most 256 pixels; wider or larger boxes take the weighted path.
        // Sums of a box stay below 2³² (for the reciprocal division) up to 66,051 pixels.
        let widest = columnCount.max() ?? 0, tallest = height / outHeight + 1
        let opaque = widest <= 256 && widest * tallest * 255 * 255 < 1 << 32 && pixels.withUnsafeBytes { raw -> Bool in
            let words = raw.bindMemory(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for word in words { all &= word }
            return all >> 24 == 0xFF
        }
        // The divisors of the opaque path: 255 × columns × rows of each box (rows take two values).
        let rowsLow = height / outHeight
        var reciprocals = [UInt64](repeating: 0, count: outWidth * 2)
        if opaque {
            for column in 0..<outWidth {
                for high in 0..<2 {
                    let divisor = 255 * columnCount[column] * (rowsLow + high)
                    reciprocals[column * 2 + high] = (1 << 32) / UInt64(divisor)
                }
            }
        }
        // Unchecked pointers in the loops: every index stays inside the buffers by construction.
        pixels.withUnsafeBufferPointer { source in
          source.withMemoryRebound(to: UInt32.self) { words in
            out.withUnsafeMutableBufferPointer { target in
                columnOf.withUnsafeBufferPointer { columnOf in
                    sums.withUnsafeMutableBufferPointer { sums in
                        let pixels = source.baseAddress!, out = target.baseAddress!, sum = sums.baseAddress!
                        for row in 0..<outHeight {
                            let y0 = row * height / outHeight, y1 = (row + 1) * height / outHeight
                            for index in 0..<(outWidth * 4) { sum[index] = 0 }
                            for y in y0..<y1 {
                                var base = y * width * 4
                                if opaque {
                                    // Every alpha is 255: the sums of c·255 are 255 × the sums of c. Each pixel
                                    // is one little-endian word (r, g, b, a); red and blue, then green and alpha,
                                    // are added two lanes at a time (a box row of at most 256 pixels fits).
                                    var word = base / 4
                                    for column in 0..<outWidth {
                                        let count = columnCount[column]
                                        var redBlue: UInt32 = 0, greenAlpha: UInt32 = 0
                                        for _ in 0..<count {
                                            let value = words[word]
                                            redBlue &+= value & 0x00FF_00FF
                                            greenAlpha &+= (value >> 8) & 0x00FF_00FF
                                            word &+= 1
                                        }
                                        let slot = column &* 4
                                        sum[slot] &+= Int(redBlue & 0xFFFF) &* 255
                                        sum[slot + 1] &+= Int(greenAlpha & 0xFFFF) &* 255
                                        sum[slot + 2] &+= Int(redBlue >> 16) &* 255
                                        sum[slot + 3] &+= 255 &* count
                                    }
                                    continue
                                }
                                for x in 0..<width {
                                    let a = Int(pixels[base + 3]), slot = columnOf[x] &* 4
                                    sum[slot] &+= Int(pixels[base]) &* a
                                    sum[slot + 1] &+= Int(pixels[base + 1]) &* a
                                    sum[slot + 2] &+= Int(pixels[base + 2]) &* a
                                    sum[slot + 3] &+= a
                                    base &+= 4
                                }
                            }
                            if opaque {
                                // alpha = 255 × count for every box: divide by multiplying with the
                                // reciprocal of that divisor (exact after a one-step correction).
                                let high = (y1 - y0) > rowsLow ? 1 : 0
                                for column in 0..<outWidth {
                                    let slot = column &* 4, base = (row &* outWidth &+ column) &* 4
                                    let alpha = sum[slot + 3], half = alpha / 2
                                    let inverse = reciprocals[column &* 2 &+ high]
                                    out[base] = UInt8(Thumbnail.divide(sum[slot] &+ half, alpha, inverse))
                                    out[base + 1] = UInt8(Thumbnail.divide(sum[slot + 1] &+ half, alpha, inverse))
                                    out[base + 2] = UInt8(Thumbnail.divide(sum[slot + 2] &+ half, alpha, inverse))
                                    out[base + 3] = 255
                                }
                                continue
                            }
                            for column in 0..<outWidth {
                                let slot = column * 4, alpha = sum[slot + 3], base = (row * outWidth + column) * 4
                                let count = (y1 - y0) * columnCount[column]
                                if alpha > 0 {
                                    out[base] = UInt8((sum[slot] + alpha / 2) / alpha)
                                    out[base + 1] = UInt8((sum[slot + 1] + alpha / 2) / alpha)
                                    out[base + 2] = UInt8((sum[slot + 2] + alpha / 2) / alpha)
                                }
                                out[base + 3] = UInt8((alpha + count / 2) / count)
                            }
                        }
                    }
                }
            }
          }
        }
        return (outWidth, outHeight, out)
    }

    /// The shrink of an opaque image whose boxes are all the same whole number of columns wide
    /// (renders at 3x or 2x shrunk to 1x, most of what a run shrinks), or nil when the columns do
    /// not divide evenly, a box holds more than 256 pixels, or a pixel is not opaque (the general
    /// path then runs). Each output pixel's box is summed in registers, red and blue in one word
    /// and green and alpha in another (16-bit lanes), and divided once: no running sums in memory,
    /// and opacity is checked while summing instead of in a pass of its own. With every alpha 255
    /// the alpha-weighted average `(Σ 255·c + 255·n / 2) / (255·n)` is `(Σ c + n / 2) / n`, so the
    /// bytes are those of the general path.
    static func shrinkOpaqueWholeColumns(_ pixels: [UInt8], width: Int, height: Int,
                                         to outWidth: Int, _ outHeight: Int) -> [UInt8]? {
        guard outWidth > 0, outHeight > 0, width % outWidth == 0, pixels.count == width * height * 4 else { return nil }
        let factor = width / outWidth, rowsLow = height / outHeight
        let tallest = rowsLow + (height % outHeight == 0 ? 0 : 1)
        guard factor * tallest <= 256 else { return nil }
        let inverses = [rowsLow, rowsLow + 1].map { (UInt64(1) << 32) / UInt64(max(1, factor * $0)) }
        let count = outWidth * outHeight * 4
        var all: UInt32 = 0xFFFF_FFFF
        let out = [UInt8](unsafeUninitializedCapacity: count) { target, initialised in
            pixels.withUnsafeBytes { raw in
                let words = raw.bindMemory(to: UInt32.self).baseAddress!, out = target.baseAddress!
                for row in 0..<outHeight {
                    let y0 = row * height / outHeight, y1 = (row + 1) * height / outHeight
                    all &= shrinkOpaqueRow(words + y0 * width, width: width, factor: factor, boxRows: y1 - y0,
                                           inverse: inverses[y1 - y0 > rowsLow ? 1 : 0], into: out + row * outWidth * 4)
                }
            }
            initialised = count
        }
        return all >> 24 == 0xFF ? out : nil
    }

    /// One output row of an opaque whole-number shrink: the boxes of `factor` columns × `boxRows`
    /// rows starting at `words` (rows `width` words apart) averaged into `width / factor` pixels at
    /// `out`, `inverse` being ⌊2³² / (factor · boxRows)⌋. Returns the AND of every word read: its
    /// top byte is 0xFF only when every pixel was opaque (otherwise the row must be made again by
    /// the weighted path). `factor · boxRows` must be at most 256 (16-bit lanes).
    static func shrinkOpaqueRow(_ words: UnsafePointer<UInt32>, width: Int, factor: Int, boxRows: Int, inverse: UInt64,
                                into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        let boxCount = factor * boxRows, half = boxCount / 2, mask: UInt32 = 0x00FF_00FF
        if width >= 8 {
            return shrinkOpaqueRowInVectors(words, width: width, factor: factor, boxRows: boxRows, inverse: inverse, into: out)
        }
        var all: UInt32 = 0xFFFF_FFFF, index = 0, left = 0
        for _ in 0..<(width / factor) {
            // Images narrower than a vector: every word of the box, one at a time.
            var redBlue: UInt32 = 0, greenAlpha: UInt32 = 0, start = left
            for _ in 0..<boxRows {
                for x in 0..<factor {
                    let value = words[start &+ x]
                    all &= value
                    redBlue &+= value & mask
                    greenAlpha &+= (value >> 8) & mask
                }
                start &+= width
            }
            out[index] = UInt8(truncatingIfNeeded: divide(Int(redBlue & 0xFFFF) &+ half, boxCount, inverse))
            out[index &+ 1] = UInt8(truncatingIfNeeded: divide(Int(greenAlpha & 0xFFFF) &+ half, boxCount, inverse))
            out[index &+ 2] = UInt8(truncatingIfNeeded: divide(Int(redBlue >> 16) &+ half, boxCount, inverse))
            out[index &+ 3] = 255
            index &+= 4
            left &+= factor
        }
        return all
    }

    /// `shrinkOpaqueRow` in two steps: the box's rows are added column by column, eight columns at
    /// a time in vectors, then each output pixel adds its `factor` columns and divides. The same
    /// sums, so the same bytes.
    private static func shrinkOpaqueRowInVectors(_ words: UnsafePointer<UInt32>, width: Int, factor: Int, boxRows: Int,
                                                 inverse: UInt64, into out: UnsafeMutablePointer<UInt8>) -> UInt32 {
        let boxCount = factor * boxRows, half = boxCount / 2
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * width) { columns -> UInt32 in
            let redBlue = columns.baseAddress!, greenAlpha = redBlue + width
            let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
            var lanes = SIMD8<UInt32>(repeating: 0xFFFF_FFFF)
            var x = 0
            while x + 8 <= width {
                var rb = SIMD8<UInt32>(repeating: 0), ga = SIMD8<UInt32>(repeating: 0)
                for row in 0..<boxRows {
                    let value = UnsafeRawPointer(words + row * width + x).loadUnaligned(as: SIMD8<UInt32>.self)
                    lanes &= value
                    rb &+= value & mask
                    ga &+= (value &>> 8) & mask
                }
                UnsafeMutableRawPointer(redBlue + x).storeBytes(of: rb, as: SIMD8<UInt32>.self)
                UnsafeMutableRawPointer(greenAlpha + x).storeBytes(of: ga, as: SIMD8<UInt32>.self)
                x += 8
            }
            var all: UInt32 = 0xFFFF_FFFF
            for lane in 0..<8 { all &= lanes[lane] }
            while x < width {
                var rb: UInt32 = 0, ga: UInt32 = 0
                for row in 0..<boxRows {
                    let value = words[row * width + x]
                    all &= value
                    rb &+= value & 0x00FF_00FF
                    ga &+= (value >> 8) & 0x00FF_00FF
                }
                redBlue[x] = rb
                greenAlpha[x] = ga
                x += 1
            }
            var index = 0, column = 0
            for _ in 0..<(width / factor) {
                var rb: UInt32, ga: UInt32
                switch factor {
                case 3:
                    rb = redBlue[column] &+ redBlue[column &+ 1] &+ redBlue[column &+ 2]
                    ga = greenAlpha[column] &+ greenAlpha[column &+ 1] &+ greenAlpha[column &+ 2]
                case 2:
                    rb = redBlue[column] &+ redBlue[column &+ 1]
                    ga = greenAlpha[column] &+ greenAlpha[column &+ 1]
                default:
                    rb = 0
                    ga = 0
                    for offset in 0..<factor {
                        rb &+= redBlue[column &+ offset]
                        ga &+= greenAlpha[column &+ offset]
                    }
                }
                out[index] = UInt8(truncatingIfNeeded: divide(Int(rb & 0xFFFF) &+ half, boxCount, inverse))
                out[index &+ 1] = UInt8(truncatingIfNeeded: divide(Int(ga & 0xFFFF) &+ half, boxCount, inverse))
                out[index &+ 2] = UInt8(truncatingIfNeeded: divide(Int(rb >> 16) &+ half, boxCount, inverse))
                out[index &+ 3] = 255
                index &+= 4
                column &+= factor
            }
            return all
        }
    }

    /// `value / divisor` (both ≥ 0, the quotient below 2³¹) from `inverse` = ⌊2³² / divisor⌋: the
    /// estimate is at most one too small, and is corrected.
    @inline(__always)
    static func divide(_ value: Int, _ divisor: Int, _ inverse: UInt64) -> Int {
        var quotient = Int((UInt64(value) &* inverse) >> 32)
        if (quotient &+ 1) &* divisor <= value { quotient &+= 1 }
        return quotient
    }
}
