import CPangoCairo
import Foundation

/// Photos resampled to the page, kept for reuse by a renderer. Resampling a photo with Cairo's GOOD filter is the
/// costliest drawing step, and across a matrix the same photo lands on the same device pixels again
/// and again (every text size and colour scheme of a device). The resampled pixels depend only on
/// the asset, the full user-to-device matrix and the device-pixel box that is drawn, so those are
/// the key (the matrix compared bit for bit). The resampling is done on a surface whose device space
/// is the page's own, so Cairo and pixman compute every sample exactly as when painting straight
/// onto the page; the kept box is then painted at an integer offset, which copies it unchanged.
final class ScaledImageCache: @unchecked Sendable {
    /// Device pixels `x0..<x1`, `y0..<y1`.
    struct Box: Hashable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var width: Int { x1 - x0 }
        var height: Int { y1 - y0 }
    }

    private struct Key: Hashable {
        var asset: String
        var matrix: [UInt64] // xx, yx, xy, yy, x0, y0 as bit patterns
        var box: Box
    }

    /// Premultiplied ARGB32 pixels of a box, rows `width × 4` bytes apart.
    final class Pixels: @unchecked Sendable {
        let box: Box
        let bytes: UnsafeMutablePointer<UInt8>

        init(box: Box) {
            self.box = box
            bytes = .allocate(capacity: max(1, box.width * box.height * 4))
        }

        deinit { bytes.deallocate() }
    }

    private let lock = NSLock()
    private let capacity: Int
    private var entries: [Key: (pixels: Pixels, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The resampled pixels of `asset` under `matrix` in `box`, made with `make` when not kept.
    func pixels(asset: String, matrix: cairo_matrix_t, box: Box, make: () -> Pixels) -> Pixels {
        let key = Key(asset: asset, matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0].map(\.bitPattern),
                      box: box)
        lock.lock()
        clock += 1
        if let found = entries[key] {
            entries[key] = (found.pixels, clock)
            lock.unlock()
            return found.pixels
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        if capacity > 0 { entries[key] = (made, clock) }
        return made
    }
}
