import Bitmaps
@testable import ImageCodecs
import Foundation

/// libFuzzer entry: PNG bytes through both decoders. Whenever the fast path (libdeflate and the
/// project's own unfiltering) accepts a file, libpng must accept it too with the same pixels; and
/// libspng must never crash. Images are limited to 4 megapixels so that a run stays small.
let fuzzPNG: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = ImageLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)
    let fast: Bitmap?
    do { fast = try RGBA8PNGDecoder.decode(data, name: "fuzz.png", limits: limits) } catch { fast = nil }
    let reference = try? LibPNGCodec.decode(data, name: "fuzz.png", limits: limits)
    if let fast {
        guard let reference else { fatalError("the fast path accepted a file that libpng refuses") }
        guard fast.width == reference.width, fast.height == reference.height, fast.pixels == reference.pixels else {
            fatalError("the fast path and libpng decode different pixels (\(fast.width)x\(fast.height))")
        }
    }
    if let image = try? PNGCodec.decode(data, name: "fuzz.png", limits: limits) {
        precondition(image.pixels.count == image.width * image.height * 4, "pixel count does not match the size")
    }
    _ = try? SPNGCodec.decode(data, name: "fuzz.png", limits: limits)
    return 0
}
