/// An exact comparison of two RGBA8 buffers: how many pixels differ, by how much and where.
public struct PixelComparison: Hashable, Sendable {
    /// Pixels whose four samples are not all equal.
    public let differingPixels: Int
    /// All pixels compared.
    public let totalPixels: Int
    /// The largest difference of any one sample, 0–255.
    public let largestDelta: Int
    /// The smallest box holding every differing pixel; `nil` when none differ.
    public let changedBox: PixelBox?

    /// Compares two buffers of the same `width × height`.
    public init(expected: [UInt8], actual: [UInt8], width: Int, height: Int) {
        var count = 0, largest = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for pixel in 0..<(width * height) {
            let base = pixel * 4
            var delta = 0
            for channel in 0..<4 {
                delta = max(delta, abs(Int(expected[base + channel]) - Int(actual[base + channel])))
            }
            guard delta > 0 else { continue }
            count += 1
            largest = max(largest, delta)
            let x = pixel % width, y = pixel / width
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        differingPixels = count
        totalPixels = width * height
        largestDelta = largest
        changedBox = count == 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// One line: `120 of 40000 pixels differ (0.30 %), largest sample delta 87, in 12×10 at 4,30`.
    public var summary: String {
        guard let box = changedBox else { return "pixels identical" }
        let percent = Double(differingPixels) * 100 / Double(max(1, totalPixels))
        return "\(differingPixels) of \(totalPixels) pixels differ (" + String(format: "%.2f", percent)
            + " %), largest sample delta \(largestDelta), in \(box.width)×\(box.height) at \(box.x),\(box.y)"
    }

    /// A picture of the difference: the new image faded to a light grey, differing pixels in red.
    public static func diffImage(expected: [UInt8], actual: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for base in stride(from: 0, to: out.count, by: 4) {
            let same = expected[base..<base + 4].elementsEqual(actual[base..<base + 4])
            if same {
                let luma = (Int(actual[base]) * 30 + Int(actual[base + 1]) * 59 + Int(actual[base + 2]) * 11) / 100
                let faded = UInt8(255 - (255 - luma) * Int(actual[base + 3]) / 255 / 4)
                out[base] = faded; out[base + 1] = faded; out[base + 2] = faded
            } else {
                out[base] = 218; out[base + 1] = 41; out[base + 2] = 28
            }
        }
        return out
    }
}

/// A rectangle of pixels.
public struct PixelBox: Hashable, Sendable {
    /// Left column.
    public let x: Int
    /// Top row.
    public let y: Int
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
}
