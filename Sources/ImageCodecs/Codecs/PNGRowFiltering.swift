import Foundation

/// Applies PNG row filters to 8-bit RGBA rows (4 bytes a pixel), writing the filter-type byte and
/// the filtered bytes. Plain integer arithmetic on bytes, so the output is the same on any machine.
enum PNGRowFiltering {
    /// The bytes `start..<end` of a filtered row (type byte not counted) that may be non-zero;
    /// empty when the whole row is zeros.
    struct NonZeroSpan: Equatable {
        var start: Int
        var end: Int
    }

    private static let pixelBytes = 4

    /// Filters `height` rows of `rowBytes` bytes from `pixels` into `output`, which must hold
    /// `height × (rowBytes + 1)` bytes. Above the first row is `firstAbove` (the row before, when
    /// these rows are a strip of a larger image) or, when it is nil, zeros, as the format says.
    /// Returns, per row, the span of filtered bytes that may be non-zero (after the type byte; all
    /// the others are zero): with Up, Paeth and adaptive, a row equal to the one above is found with
    /// one comparison and written as zeros at once (Up and Paeth both predict it exactly; adaptive
    /// takes Up for it), and with Up and Paeth only the span around the changed bytes is computed.
    @discardableResult
    static func filterImage(_ pixels: UnsafePointer<UInt8>, rowBytes: Int, height: Int, filter: PNGRowFilter,
                            into output: UnsafeMutablePointer<UInt8>,
                            above firstAbove: UnsafePointer<UInt8>? = nil) -> [NonZeroSpan] {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        let scratch = filter == .adaptive ? UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes) : nil
        defer { scratch?.deallocate() }
        let repeatsAreZero = filter == .up || filter == .paeth || filter == .adaptive
        var spans = [NonZeroSpan](repeating: NonZeroSpan(start: 0, end: rowBytes), count: height)
        for y in 0..<height {
            let row = pixels + y * rowBytes
            let hasAbove = y > 0 || firstAbove != nil
            let above = y > 0 ? row - rowBytes : firstAbove ?? UnsafePointer(zeros)
            let target = output + y * (rowBytes + 1)
            if repeatsAreZero && hasAbove && memcmp(row, above, rowBytes) == 0 {
                target[0] = filter.typeByte ?? 2
                (target + 1).update(repeating: 0, count: rowBytes)
                spans[y] = NonZeroSpan(start: 0, end: 0)
            } else if repeatsAreZero && hasAbove, let type = filter.typeByte {
                // Up and Paeth leave zeros wherever this pixel and the one to its left equal those
                // above, so only the span from the first to just past the last change is computed.
                target[0] = type
                let (first, last) = changedSpan(row, above, count: rowBytes)
                let end = min(rowBytes, last + 1 + (type == 4 ? pixelBytes : 0))
                (target + 1).update(repeating: 0, count: first)
                apply(type, row: row, above: above, from: first, to: end, into: target + 1)
                (target + 1 + end).update(repeating: 0, count: rowBytes - end)
                spans[y] = NonZeroSpan(start: first, end: end)
            } else if let type = filter.typeByte {
                target[0] = type
                apply(type, row: row, above: above, count: rowBytes, into: target + 1)
            } else {
                target[0] = chooseAndApply(row: row, above: above, count: rowBytes, into: target + 1, scratch: scratch!)
            }
        }
        return spans
    }

    /// Tries every filter type on one row, leaves the best in `output` and returns its type byte.
    /// Ties go to the lower type, so the choice is fixed for the same pixels.
    private static func chooseAndApply(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                                       into output: UnsafeMutablePointer<UInt8>,
                                       scratch: UnsafeMutablePointer<UInt8>) -> UInt8 {
        apply(0, row: row, above: above, count: count, into: output)
        var bestType: UInt8 = 0
        var bestCost = residualCost(output, count: count)
        for type: UInt8 in 1...4 {
            apply(type, row: row, above: above, count: count, into: scratch)
            let cost = residualCost(scratch, count: count)
            if cost < bestCost {
                bestCost = cost
                bestType = type
                output.update(from: scratch, count: count)
            }
        }
        return bestType
    }

    /// The sum of the bytes read as signed values, in absolute value: a rough guide to how well
    /// a filtered row compresses (small residuals compress well).
    private static func residualCost(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var total = 0
        for index in 0..<count {
            let value = Int(Int8(bitPattern: bytes[index]))
            total &+= value < 0 ? -value : value
        }
        return total
    }

    /// The first and last byte positions where `row` and `above` differ; they must differ somewhere.
    private static func changedSpan(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int) -> (Int, Int) {
        let rowWords = UnsafeRawPointer(row), aboveWords = UnsafeRawPointer(above)
        // (As eight 32-bit lanes: `==` on 32 one-byte lanes compiles to a loop ten times as slow.)
        func equal32(_ offset: Int) -> Bool {
            all(rowWords.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
                .== aboveWords.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self))
        }
        // 32 bytes at a time while they match, then 8, then 1, from each end.
        var first = 0
        while first + 32 <= count && equal32(first) { first += 32 }
        while first + 8 <= count
                && rowWords.loadUnaligned(fromByteOffset: first, as: UInt64.self) == aboveWords.loadUnaligned(fromByteOffset: first, as: UInt64.self) {
            first += 8
        }
        while row[first] == above[first] { first += 1 }
        var last = count - 1
        while last - 31 > first && equal32(last - 31) { last -= 32 }
        while last - 7 > first
                && rowWords.loadUnaligned(fromByteOffset: last - 7, as: UInt64.self) == aboveWords.loadUnaligned(fromByteOffset: last - 7, as: UInt64.self) {
            last -= 8
        }
        while row[last] == above[last] { last -= 1 }
        return (first, last)
    }

    /// Applies filter `type` (0…4) to one row.
    static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                      into output: UnsafeMutablePointer<UInt8>) {
        apply(type, row: row, above: above, from: 0, to: count, into: output)
    }

    /// Applies filter `type` (0…4) to bytes `start..<end` of one row; `output` is indexed like `row`.
    static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, from start: Int, to end: Int,
                      into output: UnsafeMutablePointer<UInt8>) {
        let left = max(start, min(pixelBytes, end)) // bytes before this have no pixel to their left
        switch type {
        case 1:
            for index in start..<left { output[index] = row[index] }
            for index in left..<end { output[index] = row[index] &- row[index - pixelBytes] }
        case 2:
            for index in start..<end { output[index] = row[index] &- above[index] }
        case 3:
            for index in start..<left { output[index] = row[index] &- above[index] >> 1 }
            for index in left..<end {
                output[index] = row[index] &- UInt8((UInt16(row[index - pixelBytes]) + UInt16(above[index])) >> 1)
            }
        case 4:
            for index in start..<left { output[index] = row[index] &- above[index] }
            if left < end { paeth(row + left, above + left, count: end - left, into: output + left) }
        default:
            (output + start).update(from: row + start, count: end - start)
        }
    }

    /// Paeth residuals of `count` bytes that all have a pixel to their left, as one simple loop over
    /// offsets from zero, which the compiler turns into vector code.
    private static func paeth(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int,
                              into output: UnsafeMutablePointer<UInt8>) {
        let left = row - pixelBytes, upperLeft = above - pixelBytes
        for index in 0..<count {
            output[index] = row[index] &- paethPredictor(left[index], above[index], upperLeft[index])
        }
    }

    /// The Paeth predictor: whichever of left, above and upper left is nearest to left + above − upper left
    /// (ties in that order). Written without branches so the compiler can vectorise the row loop.
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(above), c = Int16(upperLeft)
        let distanceA = magnitude(b &- c), distanceB = magnitude(a &- c), distanceC = magnitude(a &+ b &- 2 &* c)
        let pickA = distanceA <= distanceB && distanceA <= distanceC
        let pickB = distanceB <= distanceC
        return pickA ? left : (pickB ? above : upperLeft)
    }

    @inline(__always)
    private static func magnitude(_ value: Int16) -> Int16 {
        let sign = value >> 15
        return (value ^ sign) &- sign
    }
}
