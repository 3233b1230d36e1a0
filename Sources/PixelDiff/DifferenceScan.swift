/// Finds the next pixel whose bytes differ, eight bytes at a time (the fast path that makes an
/// identical pair cost about one pass over memory).
struct DifferenceScan {
    let expected: UnsafeRawPointer
    let actual: UnsafeRawPointer
    let pixelCount: Int

    /// The index of the first differing pixel at or after `start`, or `pixelCount` when none.
    @inline(__always)
    func next(from start: Int) -> Int {
        var pixel = start
        if pixel & 1 == 1 && pixel < pixelCount {
            if word32(expected, pixel) != word32(actual, pixel) { return pixel }
            pixel += 1
        }
        let wordCount = pixelCount >> 1
        var word = pixel >> 1
        while word + 4 <= wordCount {
            let offset = word &* 8
            let differs = (word64(expected, offset) ^ word64(actual, offset))
                | (word64(expected, offset + 8) ^ word64(actual, offset + 8))
                | (word64(expected, offset + 16) ^ word64(actual, offset + 16))
                | (word64(expected, offset + 24) ^ word64(actual, offset + 24))
            if differs != 0 { break }
            word += 4
        }
        while word < wordCount {
            if word64(expected, word &* 8) != word64(actual, word &* 8) {
                let low = word * 2
                return word32(expected, low) != word32(actual, low) ? low : low + 1
            }
            word += 1
        }
        pixel = max(pixel, wordCount * 2)
        while pixel < pixelCount {
            if word32(expected, pixel) != word32(actual, pixel) { return pixel }
            pixel += 1
        }
        return pixelCount
    }

    @inline(__always)
    private func word64(_ base: UnsafeRawPointer, _ byteOffset: Int) -> UInt64 {
        base.loadUnaligned(fromByteOffset: byteOffset, as: UInt64.self)
    }

    @inline(__always)
    private func word32(_ base: UnsafeRawPointer, _ pixel: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: pixel &* 4, as: UInt32.self)
    }
}
