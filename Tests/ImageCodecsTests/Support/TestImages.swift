import Bitmaps
import ImageCodecs

/// Deterministic test pictures for the PNG encoders.
enum TestImages {
    /// A small generator of pseudo-random bytes (a 64-bit linear congruential generator), so
    /// "noise" is the same on every run.
    struct Noise {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Every alpha level, smooth gradients and hard edges.
    static func pattern(width: Int = 61, height: Int = 37) -> Bitmap {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8((x * 7 + y) & 0xff), UInt8((y * 13) & 0xff), UInt8((x * y) & 0xff), UInt8((x * 5 + y * 3) & 0xff)]
            }
        }
        return try! Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Like a card snapshot: a flat background, a rounded-looking panel, a noisy "photo" band and a
    /// few lines of "text" (short noisy stretches), with long identical rows in between.
    static func card(width: Int = 300, height: Int = 220, seed: UInt64 = 1, photoRows: Range<Int> = 20..<90) -> Bitmap {
        var noise = Noise(seed: seed)
        var image = Bitmap(width: width, height: height, red: 240, green: 244, blue: 245, alpha: 255)
        func set(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let index = (y * width + x) * 4
            image[sample: index] = r
            image[sample: index + 1] = g
            image[sample: index + 2] = b
        }
        for y in 10..<(height - 10) {
            let inset = y < 16 ? 16 - y : (y > height - 16 ? y - (height - 16) : 0)
            for x in (10 + inset)..<(width - 10 - inset) { set(x, y, 255, 255, 255) }
        }
        for y in photoRows where y < height {
            for x in 10..<(width - 10) {
                let base = UInt8(truncatingIfNeeded: x / 3 + y)
                set(x, y, base &+ noise.next() % 16, base / 2 &+ noise.next() % 8, 200 &- base / 3)
            }
        }
        for line in stride(from: photoRows.upperBound + 10, to: height - 20, by: 18) {
            for y in line..<(line + 9) where y < height {
                for x in 20..<(width / 2) where noise.next() % 3 == 0 { set(x, y, 33, 43, 50) }
            }
        }
        return image
    }

    /// Pure noise, which no encoder can shrink.
    static func noise(width: Int, height: Int, seed: UInt64 = 7) -> Bitmap {
        var generator = Noise(seed: seed)
        return try! Bitmap(width: width, height: height, pixels: (0..<width * height * 4).map { _ in generator.next() })
    }
}
