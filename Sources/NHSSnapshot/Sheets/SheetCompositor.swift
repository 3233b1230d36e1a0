import Bitmaps
import Foundation
import ImageCodecs
import Raster

/// Puts thumbnails onto a drawn sheet: each shrunk (box filter, `Thumbnail`) to the whole pixels
/// its frame covers at the sheet's scale, then laid over the page with straight-alpha "over"
/// compositing in integer arithmetic, so the result is the same bytes on every run and thread.
public enum SheetCompositor {
    /// The pixel rectangle `frame` covers at `scale`: origin and size rounded to whole pixels.
    public static func pixelRect(_ frame: CGRect, scale: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let s = CGFloat(scale)
        return (Int((frame.minX * s).rounded()), Int((frame.minY * s).rounded()),
                max(1, Int((frame.width * s).rounded())), max(1, Int((frame.height * s).rounded())))
    }

    /// Draws `image` into `frame` (points) of `canvas`; parts outside the canvas are cut off.
    public static func place(_ image: Bitmap, in frame: CGRect, scale: Int, on canvas: inout Bitmap) {
        let rect = pixelRect(frame, scale: scale)
        let small = Thumbnail.shrink(image.pixels, width: image.width, height: image.height, to: rect.width, rect.height)
        let width = canvas.width, height = canvas.height
        let x0 = max(0, rect.x), x1 = min(width, rect.x + small.width)
        let y0 = max(0, rect.y), y1 = min(height, rect.y + small.height)
        guard x0 < x1, y0 < y1 else { return }
        let opaque = small.pixels.withUnsafeBytes { raw -> Bool in
            var all: UInt32 = 0xFFFF_FFFF
            for word in raw.bindMemory(to: UInt32.self) { all &= word }
            return all >> 24 == 0xFF
        }
        if opaque {
            // Opaque thumbnails (every snapshot) replace what is under them: one copy a row.
            small.pixels.withUnsafeBytes { source in
                canvas.withUnsafeMutableBytes { target in
                    for y in y0..<y1 {
                        let from = ((y - rect.y) * small.width + (x0 - rect.x)) * 4, to = (y * width + x0) * 4
                        (target.baseAddress! + to).copyMemory(from: source.baseAddress! + from, byteCount: (x1 - x0) * 4)
                    }
                }
            }
            return
        }
        small.pixels.withUnsafeBufferPointer { source in
            canvas.withUnsafeMutableBufferPointer { target in
                for y in y0..<y1 {
                    var from = ((y - rect.y) * small.width + (x0 - rect.x)) * 4
                    var to = (y * width + x0) * 4
                    for _ in x0..<x1 {
                        let alpha = Int(source[from + 3])
                        if alpha == 255 {
                            target[to] = source[from]; target[to + 1] = source[from + 1]
                            target[to + 2] = source[from + 2]; target[to + 3] = 255
                        } else if alpha > 0 {
                            blend(source, from, into: target, to, alpha: alpha)
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }

    /// Straight-alpha "over": out = src·a + dst·da·(1−a), divided by the result's alpha.
    private static func blend(_ source: UnsafeBufferPointer<UInt8>, _ from: Int, into target: UnsafeMutableBufferPointer<UInt8>,
                              _ to: Int, alpha: Int) {
        let below = Int(target[to + 3]) * (255 - alpha)            // ×255
        let out = alpha * 255 + below                               // ×255
        guard out > 0 else { return }
        for channel in 0..<3 {
            let value = Int(source[from + channel]) * alpha * 255 + Int(target[to + channel]) * below
            target[to + channel] = UInt8((value + out / 2) / out)
        }
        target[to + 3] = UInt8((out + 127) / 255)
    }
}
