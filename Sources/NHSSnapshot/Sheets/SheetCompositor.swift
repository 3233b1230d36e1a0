import Bitmaps
import Foundation
import ImageCodecs
import Raster

/// Puts thumbnails onto a drawn sheet: each shrunk (box filter, `Thumbnail`) to the whole pixels
/// its frame covers at the sheet's scale, then laid over the page with straight-alpha "over"
/// compositing in integer arithmetic, so the result is the same bytes on every run and thread.
/// The page may be whole or come a band of rows at a time (``place(_:intoRows:top:count:width:)``):
/// each band gets the rows of every thumbnail that cross it, the same bytes either way.
public enum SheetCompositor {
    /// A thumbnail at its final size and the pixel rectangle it covers on the page.
    public struct Placement: Sendable {
        /// The thumbnail, already the size of `rect`.
        public let image: Bitmap
        /// Where it goes, in page pixels.
        public let rect: (x: Int, y: Int, width: Int, height: Int)
        /// True when every pixel of `image` is opaque (it then replaces what is under it).
        public let isOpaque: Bool

        /// `image` shrunk to the pixels `frame` (points) covers at `scale`.
        public init(_ image: Bitmap, in frame: CGRect, scale: Int) {
            let rect = SheetCompositor.pixelRect(frame, scale: scale)
            let small = Thumbnail.shrink(image.pixels, width: image.width, height: image.height, to: rect.width, rect.height)
            self.image = Bitmap(width: small.width, height: small.height, madePixels: small.pixels)
            self.rect = (rect.x, rect.y, small.width, small.height)
            isOpaque = self.image.isOpaque
        }
    }

    /// The pixel rectangle `frame` covers at `scale`: origin and size rounded to whole pixels.
    public static func pixelRect(_ frame: CGRect, scale: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let s = CGFloat(scale)
        return (Int((frame.minX * s).rounded()), Int((frame.minY * s).rounded()),
                max(1, Int((frame.width * s).rounded())), max(1, Int((frame.height * s).rounded())))
    }

    /// Draws `image` into `frame` (points) of `canvas`; parts outside the canvas are cut off.
    public static func place(_ image: Bitmap, in frame: CGRect, scale: Int, on canvas: inout Bitmap) {
        let placement = Placement(image, in: frame, scale: scale)
        let width = canvas.width, height = canvas.height
        canvas.withUnsafeMutableBytes { rows in
            place(placement, intoRows: rows, top: 0, count: height, width: width)
        }
    }

    /// Draws the part of `placement` that falls on page rows `top ..< top + count`, held in `rows`
    /// (straight RGBA8, `width × 4` bytes a row, the first being page row `top`); parts outside the
    /// page's width or these rows are cut off.
    public static func place(_ placement: Placement, intoRows rows: UnsafeMutableRawBufferPointer, top: Int, count: Int, width: Int) {
        let small = placement.image, rect = placement.rect
        let x0 = max(0, rect.x), x1 = min(width, rect.x + small.width)
        let y0 = max(top, rect.y), y1 = min(top + count, rect.y + small.height)
        guard x0 < x1, y0 < y1, let target = rows.baseAddress else { return }
        let opaque = placement.isOpaque
        small.pixels.withUnsafeBytes { source in
            for y in y0..<y1 {
                let from = ((y - rect.y) * small.width + (x0 - rect.x)) * 4, to = ((y - top) * width + x0) * 4
                if opaque {
                    // Opaque thumbnails (every snapshot) replace what is under them: one copy a row.
                    (target + to).copyMemory(from: source.baseAddress! + from, byteCount: (x1 - x0) * 4)
                    continue
                }
                let input = source.baseAddress!.assumingMemoryBound(to: UInt8.self) + from
                let output = target.assumingMemoryBound(to: UInt8.self) + to
                for pixel in 0..<(x1 - x0) {
                    let alpha = Int(input[pixel * 4 + 3])
                    if alpha == 255 {
                        for channel in 0..<3 { output[pixel * 4 + channel] = input[pixel * 4 + channel] }
                        output[pixel * 4 + 3] = 255
                    } else if alpha > 0 {
                        blend(input + pixel * 4, into: output + pixel * 4, alpha: alpha)
                    }
                }
            }
        }
    }

    /// Copies the drawn page rows `top ..< top + count` (`drawn`, `width × 4` bytes a row) into
    /// `rows`, leaving out what an opaque placement of `placements` covers: those pixels are
    /// replaced when the placements are placed, so copying them first was wasted. What the rows
    /// hold after `place` is then the same as after copying every row whole.
    public static func copyUncovered(_ drawn: UnsafeRawBufferPointer, intoRows rows: UnsafeMutableRawBufferPointer,
                                     top: Int, count: Int, width: Int, placements: [Placement]) {
        guard let source = drawn.baseAddress, let target = rows.baseAddress else { return }
        let crossing = placements.filter { $0.isOpaque && $0.rect.y < top + count && $0.rect.y + $0.image.height > top }
        var covered: [(start: Int, end: Int)] = []
        for y in top..<(top + count) {
            covered.removeAll(keepingCapacity: true)
            for placement in crossing where placement.rect.y <= y && y < placement.rect.y + placement.image.height {
                let start = max(0, placement.rect.x), end = min(width, placement.rect.x + placement.image.width)
                if start < end { covered.append((start, end)) }
            }
            covered.sort { $0.start < $1.start }
            let row = (y - top) * width * 4
            var x = 0
            for span in covered {
                if span.start > x { (target + row + x * 4).copyMemory(from: source + row + x * 4, byteCount: (span.start - x) * 4) }
                x = max(x, span.end)
            }
            if x < width { (target + row + x * 4).copyMemory(from: source + row + x * 4, byteCount: (width - x) * 4) }
        }
    }

    /// Straight-alpha "over": out = src·a + dst·da·(1−a), divided by the result's alpha.
    private static func blend(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, alpha: Int) {
        let below = Int(target[3]) * (255 - alpha)            // ×255
        let out = alpha * 255 + below                          // ×255
        guard out > 0 else { return }
        for channel in 0..<3 {
            let value = Int(source[channel]) * alpha * 255 + Int(target[channel]) * below
            target[channel] = UInt8((value + out / 2) / out)
        }
        target[3] = UInt8((out + 127) / 255)
    }
}
