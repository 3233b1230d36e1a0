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
        // Every box the same number of columns wide (a whole-number shrink), or 0.
        let uniform = columnCount.allSatisfy { $0 == columnCount[0] } ? columnCount[0] : 0
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
                                    if uniform == 3 || uniform == 2 {
                                        // Whole-number shrinks (3x and 2x renders to 1x): no inner loop.
                                        let mask: UInt32 = 0x00FF_00FF, three = uniform == 3
                                        for column in 0..<outWidth {
                                            let a = words[word], b = words[word &+ 1]
                                            var redBlue = (a & mask) &+ (b & mask)
                                            var greenAlpha = ((a >> 8) & mask) &+ ((b >> 8) & mask)
                                            if three {
                                                let c = words[word &+ 2]
                                                redBlue &+= c & mask
                                                greenAlpha &+= (c >> 8) & mask
                                            }
                                            word &+= uniform
                                            let slot = column &* 4
                                            sum[slot] &+= Int(redBlue & 0xFFFF) &* 255
                                            sum[slot + 1] &+= Int(greenAlpha & 0xFFFF) &* 255
                                            sum[slot + 2] &+= Int(redBlue >> 16) &* 255
                                            sum[slot + 3] &+= 255 &* uniform
                                        }
                                        continue
                                    }
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

    /// `value / divisor` (both ≥ 0, the quotient below 2³¹) from `inverse` = ⌊2³² / divisor⌋: the
    /// estimate is at most one too small, and is corrected.
    @inline(__always)
    static func divide(_ value: Int, _ divisor: Int, _ inverse: UInt64) -> Int {
        var quotient = Int((UInt64(value) &* inverse) >> 32)
        if (quotient &+ 1) &* divisor <= value { quotient &+= 1 }
        return quotient
    }
}
