import CRasterShims
import Foundation

/// A separable Gaussian blur in integer arithmetic, the same bytes on every machine and run.
///
/// The kernel for a standard deviation of σ pixels has `2·reach + 1` taps, `reach = ⌈3σ⌉`;
/// its weights, e^(−i²/2σ²), are scaled to integers that sum to exactly 65,536 (what rounding
/// leaves is given to the centre tap), so blurring keeps the total of each channel up to
/// rounding, and equal distances get equal weights, so a symmetric picture stays symmetric.
/// Rows are blurred first into 16-bit values (8 extra bits), then columns back to 8 bits, each
/// rounding to nearest (integer sums, so the order of adding changes nothing). Pixels outside the buffer count as zero, or as the nearest edge pixel
/// when clamping. Cost: width × height × (2·reach + 1) × 2 multiply-adds per channel.
struct GaussianKernel: Equatable {
    /// Weights from −reach to +reach, summing to 65,536.
    let weights: [Int]
    /// Taps either side of the centre.
    var reach: Int { weights.count / 2 }

    /// The kernel for `sigma` pixels; a single tap (no blur) below 0.1 px.
    init(sigma: Double) {
        guard sigma.isFinite, sigma >= 0.1 else { weights = [65_536]; return }
        let reach = Int((3 * sigma).rounded(.up))
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var scaled = raw.map { Int(($0 / total * 65_536).rounded()) }
        scaled[reach] += 65_536 - scaled.reduce(0, +)
        weights = scaled
    }
}

enum GaussianBlur {
    /// How the taps are added (an `NHS_TAPS_` value): the widest vectors this processor has. Every
    /// path gives the same sums (`GaussianBlurTapsTests`).
    static let tapsPath = Int32(NHS_TAPS_BEST)

    /// Blurs one 8-bit channel held at `offset` in pixels of `bytesPerPixel` bytes, rows
    /// `stride` bytes apart, in place.
    ///
    /// Where every tap of a pixel's window holds the same value `v`, the weighted sum is exactly
    /// `65,536 · v` (the weights sum to 65,536), so the pixel is written from `v` without adding
    /// the taps: same bytes, and a shadow or blur pays for its edges (the pixels within `reach`
    /// of a change) instead of its whole area. Runs of equal values are found in one pass a row
    /// (row pass) and one pass over the buffer (column pass).
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, bytesPerPixel: Int,
                     offset: Int, kernel: GaussianKernel, clampEdges: Bool = false) {
        guard kernel.reach > 0, width > 0, height > 0 else { return }
        let reach = kernel.reach
        var rows = [UInt16](repeating: 0, count: width * height)
        kernel.weights.withUnsafeBufferPointer { w in
            rows.withUnsafeMutableBufferPointer { mid in
                blurRows(data, width: width, height: height, stride: stride, bytesPerPixel: bytesPerPixel, offset: offset,
                         weights: w, reach: reach, clampEdges: clampEdges, into: mid)
                blurColumns(mid, width: width, height: height, weights: w, reach: reach, clampEdges: clampEdges,
                            into: data + offset, stride: stride, bytesPerPixel: bytesPerPixel)
            }
        }
    }

    /// Rows: 8-bit in, 16-bit (8.8 fixed point) out. Pixels whose window is one value are written
    /// from it; the others, a span at a time, add the two taps at each distance then weight them,
    /// distance by distance over the span (32-bit sums: at most 65,536 × 255, so they never wrap).
    private static func blurRows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, bytesPerPixel: Int,
                                 offset: Int, weights w: UnsafeBufferPointer<Int>, reach: Int, clampEdges: Bool,
                                 into mid: UnsafeMutableBufferPointer<UInt16>) {
        let span = width + 2 * reach
        var line = [UInt32](repeating: 0, count: span)
        // runEnd[i]: the last index of the run of equal values that holds line[i].
        var runEnd = [Int](repeating: 0, count: span)
        var sums = [UInt32](repeating: 0, count: width)
        let weights = w.map { UInt32($0) }
        line.withUnsafeMutableBufferPointer { line in
          runEnd.withUnsafeMutableBufferPointer { runEnd in
            sums.withUnsafeMutableBufferPointer { sums in
                for y in 0..<height {
                    let row = data + y * stride + offset
                    // The row, with `reach` pixels either side: zero, or the edge pixel when clamping.
                    let before = clampEdges ? UInt32(row[0]) : 0
                    let after = clampEdges ? UInt32(row[(width - 1) * bytesPerPixel]) : 0
                    for x in 0..<reach { line[x] = before }
                    for x in 0..<width { line[reach &+ x] = UInt32(row[x &* bytesPerPixel]) }
                    for x in (reach + width)..<span { line[x] = after }
                    // From the end back, the last index of the current run held in a register (read
                    // back from the array, each step waited for the store before it).
                    var end = span - 1
                    runEnd[end] = end
                    var index = span - 2
                    while index >= 0 {
                        if line[index] != line[index &+ 1] { end = index }
                        runEnd[index] = end
                        index &-= 1
                    }
                    let out = mid.baseAddress! + y * width
                    var x = 0
                    while x < width {
                        // The window of output x is line[x ... x + 2·reach].
                        if runEnd[x] >= x &+ 2 &* reach {
                            // So is every window up to the one ending where the run ends: one value.
                            let value = UInt16((65_536 &* Int(line[x]) &+ 128) >> 8)
                            let last = min(width - 1, runEnd[x] &- 2 &* reach)
                            (out + x).update(repeating: value, count: last &- x &+ 1)
                            x = last &+ 1
                            continue
                        }
                        var end = x &+ 1
                        while end < width && runEnd[end] < end &+ 2 &* reach { end &+= 1 }
                        addTaps(line.baseAddress!, weights: weights, reach: reach, span: x..<end, into: sums.baseAddress!)
                        for column in x..<end { out[column] = UInt16(truncatingIfNeeded: (sums[column] &+ 128) >> 8) }
                        x = end
                    }
                }
            }
          }
        }
    }

    /// `sums[x] = Σ weights[reach + k] · line[x + reach + k]` for x in `span`, k from −reach to
    /// reach (equal weights either side, added before weighting).
    private static func addTaps(_ line: UnsafePointer<UInt32>, weights: [UInt32], reach: Int, span: Range<Int>,
                                into sums: UnsafeMutablePointer<UInt32>) {
        let centre = weights[reach]
        for x in span { sums[x] = centre &* line[x &+ reach] }
        let first = span.lowerBound
        for k in 1...reach {
            nhs_blur_add_pairs(sums + first, line + reach - k + first, line + reach + k + first, weights[reach + k],
                               span.count, tapsPath)
        }
    }

    /// `sums[x] += weight · (first[x] + second[x])` for x in `span` (`second` may be nil), eight
    /// at a time in vectors (`nhs_blur_add_rows`).
    @inline(__always)
    private static func addRows(_ first: UnsafePointer<UInt16>, _ second: UnsafePointer<UInt16>?, weight: UInt32,
                                span: Range<Int>, into sums: UnsafeMutablePointer<UInt32>) {
        let start = span.lowerBound
        nhs_blur_add_rows(sums + start, first + start, second.map { $0 + start }, weight, span.count, tapsPath)
    }

    /// Columns, a whole row at a time over the spans of pixels whose window is not one value (the
    /// rows above and below at each distance added, then weighted): 16-bit in, 8-bit out. The
    /// 32-bit sums are at most 65,536 × 65,280 plus the rounding, under 2³², so they never wrap.
    private static func blurColumns(_ mid: UnsafeMutableBufferPointer<UInt16>, width: Int, height: Int,
                                    weights w: UnsafeBufferPointer<Int>, reach: Int, clampEdges: Bool,
                                    into data: UnsafeMutablePointer<UInt8>, stride: Int, bytesPerPixel: Int) {
        // downEnd[y·width + x]: the last row of the run of equal values that holds (x, y).
        var downEnd = [Int32](repeating: 0, count: width * height)
        var sums = [UInt32](repeating: 0, count: width)
        downEnd.withUnsafeMutableBufferPointer { downEnd in
            sums.withUnsafeMutableBufferPointer { sums in
                let mid = UnsafePointer(mid.baseAddress!), sum = sums.baseAddress!
                for x in 0..<width { downEnd[(height - 1) * width + x] = Int32(height - 1) }
                for y in Swift.stride(from: height - 2, through: 0, by: -1) {
                    let here = y * width, below = here + width
                    for x in 0..<width {
                        downEnd[here + x] = mid[here + x] == mid[below + x] ? downEnd[below + x] : Int32(y)
                    }
                }
                func rowIndex(_ y: Int) -> Int? {
                    if y >= 0 && y < height { return y }
                    return clampEdges ? min(max(y, 0), height - 1) : nil
                }
                let centre = UInt32(w[reach])
                for y in 0..<height {
                    let out = data + y * stride
                    let top = max(0, y - reach), bottom = min(height - 1, y + reach)
                    // Outside the buffer counts as zero unless clamped (then as the edge row).
                    let reachesOut = !clampEdges && (y - reach < 0 || y + reach >= height)
                    let topRow = top * width
                    var x = 0
                    while x < width {
                        // Pixels whose window is one value: written from it.
                        let value = Int(mid[topRow &+ x])
                        if Int(downEnd[topRow &+ x]) >= bottom && (!reachesOut || value == 0) {
                            out[x &* bytesPerPixel] = UInt8(min(255, (65_536 &* value &+ (1 << 23)) >> 24))
                            x &+= 1
                            continue
                        }
                        // A span of pixels that need their taps.
                        var end = x &+ 1
                        while end < width {
                            let next = Int(mid[topRow &+ end])
                            if Int(downEnd[topRow &+ end]) >= bottom && (!reachesOut || next == 0) { break }
                            end &+= 1
                        }
                        let here = mid + y * width
                        for column in x..<end { sum[column] = centre &* UInt32(here[column]) }
                        for k in 1...reach {
                            let weight = UInt32(w[reach + k])
                            switch (rowIndex(y - k), rowIndex(y + k)) {
                            case let (above?, below?):
                                addRows(mid + above * width, mid + below * width, weight: weight, span: x..<end, into: sum)
                            case let (above?, nil):
                                addRows(mid + above * width, nil, weight: weight, span: x..<end, into: sum)
                            case let (nil, below?):
                                addRows(mid + below * width, nil, weight: weight, span: x..<end, into: sum)
                            case (nil, nil):
                                break
                            }
                        }
                        for column in x..<end { out[column * bytesPerPixel] = UInt8(min(255, (sum[column] &+ (1 << 23)) >> 24)) }
                        x = end
                    }
                }
            }
        }
    }

    /// Blurs a premultiplied ARGB32 buffer, all four channels alike. Premultiplied channels
    /// never exceed alpha after the blur, since each is the same weighted sum of smaller values
    /// (up to a rounding of one, which is clamped).
    static func blurARGB32(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                           kernel: GaussianKernel, clampEdges: Bool = false) {
        for channel in 0..<4 {
            blur(data, width: width, height: height, stride: stride, bytesPerPixel: 4, offset: channel, kernel: kernel, clampEdges: clampEdges)
        }
        let alphaOffset = 3 // native-endian ARGB words on little-endian machines: B, G, R, A
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                let alpha = pixel[alphaOffset]
                for channel in 0..<3 where pixel[channel] > alpha { pixel[channel] = alpha }
            }
        }
    }
}
