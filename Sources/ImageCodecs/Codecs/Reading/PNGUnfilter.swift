/// Undoing PNG's row filters for 8-bit RGBA rows (4 bytes a pixel), the inverse of
/// `PNGRowFiltering.apply`: used by the decoders that inflate the image data themselves
/// (`RGBA8PNGDecoder`, `InflatedPNGRows`).
///
/// "Up" adds 32 bytes at a time. "Sub", "Average" and "Paeth" depend on the pixel just made, so
/// they go a pixel at a time, the pixel's four bytes in one vector: four times fewer steps than a
/// byte at a time, with the same arithmetic per byte as the PNG specification's.
enum PNGUnfilter {
    private typealias Pixel = SIMD4<UInt8>
    private typealias WidePixel = SIMD4<Int16>

    /// Undoes filter `type` on one row: `filtered` holds the row's `rowBytes` filtered bytes (after
    /// its type byte), `above` the unfiltered row above (zeros for the first row); the result goes
    /// to `row`, which must not overlap `filtered`. False, writing nothing useful, for a type that is
    /// not 0…4. `rowBytes` is a whole number of pixels.
    static func unfilter(_ type: UInt8, filtered: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, rowBytes: Int,
                         into row: UnsafeMutablePointer<UInt8>) -> Bool {
        switch type {
        case 0: row.update(from: filtered, count: rowBytes)
        case 1: sub(filtered, rowBytes: rowBytes, into: row)
        case 2: up(filtered, above, rowBytes: rowBytes, into: row)
        case 3: average(filtered, above, rowBytes: rowBytes, into: row)
        case 4: paeth(filtered, above, rowBytes: rowBytes, into: row)
        default: return false
        }
        return true
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>, _ offset: Int) -> Pixel {
        UnsafeRawPointer(pointer).loadUnaligned(fromByteOffset: offset, as: Pixel.self)
    }

    @inline(__always)
    private static func store(_ pixel: Pixel, _ pointer: UnsafeMutablePointer<UInt8>, _ offset: Int) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: pixel, toByteOffset: offset, as: Pixel.self)
    }

    private static func up(_ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, rowBytes: Int,
                           into row: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(filtered), previous = UnsafeRawPointer(above), target = UnsafeMutableRawPointer(row)
        var index = 0
        while index + 32 <= rowBytes {
            let sum = source.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
                &+ previous.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
            target.storeBytes(of: sum, toByteOffset: index, as: SIMD32<UInt8>.self)
            index += 32
        }
        while index < rowBytes {
            row[index] = filtered[index] &+ above[index]
            index += 1
        }
    }

    private static func sub(_ filtered: UnsafePointer<UInt8>, rowBytes: Int, into row: UnsafeMutablePointer<UInt8>) {
        var left = Pixel(repeating: 0)
        var index = 0
        while index < rowBytes {
            left = load(filtered, index) &+ left
            store(left, row, index)
            index += 4
        }
    }

    private static func average(_ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, rowBytes: Int,
                                into row: UnsafeMutablePointer<UInt8>) {
        var left = SIMD4<UInt16>(repeating: 0)
        var index = 0
        while index < rowBytes {
            let mean = Pixel(truncatingIfNeeded: (left &+ SIMD4<UInt16>(truncatingIfNeeded: load(above, index))) &>> 1)
            let made = load(filtered, index) &+ mean
            store(made, row, index)
            left = SIMD4<UInt16>(truncatingIfNeeded: made)
            index += 4
        }
    }

    private static func paeth(_ filtered: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, rowBytes: Int,
                              into row: UnsafeMutablePointer<UInt8>) {
        // The first pixel has no left or upper-left neighbour (both zero): the predictor is above.
        var left = WidePixel(repeating: 0), upperLeft = WidePixel(repeating: 0)
        var index = 0
        while index < rowBytes {
            let up = WidePixel(truncatingIfNeeded: load(above, index))
            let toLeft = magnitude(up &- upperLeft), toUp = magnitude(left &- upperLeft)
            let toUpperLeft = magnitude(left &+ up &- upperLeft &- upperLeft)
            var predicted = upperLeft
            predicted.replace(with: up, where: toUp .<= toUpperLeft)
            predicted.replace(with: left, where: (toLeft .<= toUp) .& (toLeft .<= toUpperLeft))
            let made = load(filtered, index) &+ Pixel(truncatingIfNeeded: predicted)
            store(made, row, index)
            left = WidePixel(truncatingIfNeeded: made)
            upperLeft = up
            index += 4
        }
    }

    @inline(__always)
    private static func magnitude(_ value: WidePixel) -> WidePixel {
        let sign = value &>> 15
        return (value ^ sign) &- sign
    }
}
