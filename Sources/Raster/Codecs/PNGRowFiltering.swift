/// Applies PNG row filters to 8-bit RGBA rows (4 bytes a pixel), writing the filter-type byte and
/// the filtered bytes. Plain integer arithmetic on bytes, so the output is the same on any machine.
enum PNGRowFiltering {
    private static let pixelBytes = 4

    /// Filters `height` rows of `rowBytes` bytes from `pixels` into `output`, which must hold
    /// `height × (rowBytes + 1)` bytes. Above the first row counts as zeros, as the format says.
    static func filterImage(_ pixels: UnsafePointer<UInt8>, rowBytes: Int, height: Int, filter: PNGRowFilter,
                            into output: UnsafeMutablePointer<UInt8>) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        let scratch = filter == .adaptive ? UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes) : nil
        defer { scratch?.deallocate() }
        for y in 0..<height {
            let row = pixels + y * rowBytes
            let above = y == 0 ? UnsafePointer(zeros) : row - rowBytes
            let target = output + y * (rowBytes + 1)
            if let type = filter.typeByte {
                target[0] = type
                apply(type, row: row, above: above, count: rowBytes, into: target + 1)
            } else {
                target[0] = chooseAndApply(row: row, above: above, count: rowBytes, into: target + 1, scratch: scratch!)
            }
        }
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

    /// Applies filter `type` (0…4) to one row.
    static func apply(_ type: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                      into output: UnsafeMutablePointer<UInt8>) {
        let left = min(pixelBytes, count)
        switch type {
        case 1:
            for index in 0..<left { output[index] = row[index] }
            for index in left..<max(left, count) { output[index] = row[index] &- row[index - pixelBytes] }
        case 2:
            for index in 0..<count { output[index] = row[index] &- above[index] }
        case 3:
            for index in 0..<left { output[index] = row[index] &- above[index] >> 1 }
            for index in left..<max(left, count) {
                output[index] = row[index] &- UInt8((UInt16(row[index - pixelBytes]) + UInt16(above[index])) >> 1)
            }
        case 4:
            for index in 0..<left { output[index] = row[index] &- above[index] }
            for index in left..<max(left, count) {
                output[index] = row[index] &- paethPredictor(row[index - pixelBytes], above[index], above[index - pixelBytes])
            }
        default:
            output.update(from: row, count: count)
        }
    }

    /// The Paeth predictor: whichever of left, above and upper left is nearest to left + above − upper left.
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(above), c = Int16(upperLeft)
        let distanceA = abs(b - c), distanceB = abs(a - c), distanceC = abs(a + b - 2 * c)
        if distanceA <= distanceB && distanceA <= distanceC { return left }
        return distanceB <= distanceC ? above : upperLeft
    }
}
