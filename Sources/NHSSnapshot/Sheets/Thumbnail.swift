/// Shrinks RGBA8 images for contact sheets with an area-average (box) filter on premultiplied
/// samples, so edges do not darken. Deterministic: integer arithmetic only.
public enum Thumbnail {
    /// `pixels` (`width × height`) reduced to `newWidth × newHeight`; sizes are clamped to at least 1
    /// and at most the original (thumbnails never enlarge).
    ///
    /// Output pixel (column, row) averages source columns `column·w/W ..< (column+1)·w/W` and rows
    /// likewise. Opaque images (every snapshot) take `OpaqueBoxShrinker`; others the weighted path.
    public static func shrink(_ pixels: [UInt8], width: Int, height: Int,
                              to newWidth: Int, _ newHeight: Int) -> (width: Int, height: Int, pixels: [UInt8]) {
        let outWidth = min(width, max(1, newWidth)), outHeight = min(height, max(1, newHeight))
        guard outWidth != width || outHeight != height else { return (width, height, pixels) }
        if let opaque = shrinkOpaque(pixels, width: width, height: height, to: outWidth, outHeight) {
            return (outWidth, outHeight, opaque)
        }
        return (outWidth, outHeight, shrinkWeighted(pixels, width: width, height: height, to: outWidth, outHeight))
    }

    /// The shrink of an opaque image by `OpaqueBoxShrinker`, or nil when a box would hold more
    /// than 256 pixels or a pixel is not opaque (the weighted path then runs; opacity is checked
    /// while summing, not in a pass of its own).
    static func shrinkOpaque(_ pixels: [UInt8], width: Int, height: Int, to outWidth: Int, _ outHeight: Int) -> [UInt8]? {
        let rowsLow = height / outHeight, tallest = rowsLow + (height % outHeight == 0 ? 0 : 1)
        guard pixels.count == width * height * 4,
              let shrinker = OpaqueBoxShrinker(width: width, to: outWidth, tallestBox: tallest) else { return nil }
        let count = outWidth * outHeight * 4
        var all: UInt32 = 0xFFFF_FFFF
        let out = [UInt8](unsafeUninitializedCapacity: count) { target, initialised in
            pixels.withUnsafeBytes { raw in
                let words = raw.bindMemory(to: UInt32.self).baseAddress!, out = target.baseAddress!
                for row in 0..<outHeight {
                    let y0 = row * height / outHeight, y1 = (row + 1) * height / outHeight
                    all &= shrinker.shrinkRow(words + y0 * width, boxRows: y1 - y0, into: out + row * outWidth * 4)
                }
            }
            initialised = count
        }
        return all >> 24 == 0xFF ? out : nil
    }

    /// The alpha-weighted shrink of any image: each box's colour is the average of its samples
    /// weighted by their alpha (premultiplied), rounded half up; its alpha the rounded mean.
    /// The source is read once, row by row, adding each pixel into its output column's sums.
    static func shrinkWeighted(_ pixels: [UInt8], width: Int, height: Int, to outWidth: Int, _ outHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        var columnOf = [Int](repeating: 0, count: width)
        var columnCount = [Int](repeating: 0, count: outWidth)
        for column in 0..<outWidth {
            let x0 = column * width / outWidth, x1 = (column + 1) * width / outWidth
            for x in x0..<x1 { columnOf[x] = column }
            columnCount[column] = x1 - x0
        }
        var sums = [Int](repeating: 0, count: outWidth * 4)
        // Unchecked pointers in the loops: every index stays inside the buffers by construction.
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    let pixels = source.baseAddress!, out = target.baseAddress!, sum = sums.baseAddress!
                    for row in 0..<outHeight {
                        let y0 = row * height / outHeight, y1 = (row + 1) * height / outHeight
                        for index in 0..<(outWidth * 4) { sum[index] = 0 }
                        for y in y0..<y1 {
                            var base = y * width * 4
                            for x in 0..<width {
                                let a = Int(pixels[base + 3]), slot = columnOf[x] &* 4
                                sum[slot] &+= Int(pixels[base]) &* a
                                sum[slot + 1] &+= Int(pixels[base + 1]) &* a
                                sum[slot + 2] &+= Int(pixels[base + 2]) &* a
                                sum[slot + 3] &+= a
                                base &+= 4
                            }
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
        return out
    }
}
