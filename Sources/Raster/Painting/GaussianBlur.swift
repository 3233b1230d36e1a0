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
    /// Blurs one 8-bit channel held at `offset` in pixels of `bytesPerPixel` bytes, rows
    /// `stride` bytes apart, in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, bytesPerPixel: Int,
                     offset: Int, kernel: GaussianKernel, clampEdges: Bool = false) {
        guard kernel.reach > 0, width > 0, height > 0 else { return }
        let reach = kernel.reach
        var rows = [UInt16](repeating: 0, count: width * height)
        kernel.weights.withUnsafeBufferPointer { w in
            rows.withUnsafeMutableBufferPointer { mid in
                // Rows: 8-bit in, 16-bit (8.8 fixed point) out. Taps at equal distances share a weight,
                // so their pixels are added before multiplying.
                var line = [Int](repeating: 0, count: width + 2 * reach)
                line.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        let row = data + y * stride + offset
                        for x in 0..<(width + 2 * reach) {
                            let source = x - reach
                            let inside = source >= 0 && source < width
                            let clamped = min(max(source, 0), width - 1)
                            line[x] = inside || clampEdges ? Int(row[clamped * bytesPerPixel]) : 0
                        }
                        let centre = w[reach]
                        for x in 0..<width {
                            let middle = x + reach
                            var sum = centre &* line[middle]
                            for k in 1...reach { sum += w[reach + k] &* (line[middle - k] &+ line[middle + k]) }
                            mid[y * width + x] = UInt16((sum + 128) >> 8)
                        }
                    }
                }
                // Columns, a whole row at a time (the rows above and below at each distance added,
                // then weighted): 16-bit in, 8-bit out.
                var sums = [Int](repeating: 0, count: width)
                sums.withUnsafeMutableBufferPointer { sums in
                    func rowIndex(_ y: Int) -> Int? {
                        if y >= 0 && y < height { return y }
                        return clampEdges ? min(max(y, 0), height - 1) : nil
                    }
                    for y in 0..<height {
                        let centre = w[reach], here = y * width
                        for x in 0..<width { sums[x] = centre &* Int(mid[here + x]) }
                        for k in 1...reach {
                            let weight = w[reach + k]
                            switch (rowIndex(y - k), rowIndex(y + k)) {
                            case let (above?, below?):
                                let a = above * width, b = below * width
                                for x in 0..<width { sums[x] += weight &* (Int(mid[a + x]) &+ Int(mid[b + x])) }
                            case let (above?, nil):
                                let a = above * width
                                for x in 0..<width { sums[x] += weight &* Int(mid[a + x]) }
                            case let (nil, below?):
                                let b = below * width
                                for x in 0..<width { sums[x] += weight &* Int(mid[b + x]) }
                            case (nil, nil):
                                break
                            }
                        }
                        let out = data + y * stride + offset
                        for x in 0..<width { out[x * bytesPerPixel] = UInt8(min(255, (sums[x] + (1 << 23)) >> 24)) }
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
