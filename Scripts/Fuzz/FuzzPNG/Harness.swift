import Bitmaps
@testable import ImageCodecs
import Foundation

/// libFuzzer entry: PNG bytes through both decoders. Whenever the fast path (libdeflate and the
/// project's own unfiltering) accepts a file, libpng must accept it too with the same pixels, and
/// so must the row reader's fast path (`InflatedPNGRows`, rows lent a few at a time) against its
/// libpng path; libspng must never crash. Images are limited to 4 megapixels so that a run stays small.
let fuzzPNG: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = ImageLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)
    let fast: Bitmap?
    do { fast = try RGBA8PNGDecoder.decode(data, name: "fuzz.png", limits: limits, workspace: CodecWorkspace()) } catch { fast = nil }
    let reference = try? LibPNGCodec.decode(data, name: "fuzz.png", limits: limits)
    if let fast {
        guard let reference else { fatalError("the fast path accepted a file that libpng refuses") }
        guard fast.width == reference.width, fast.height == reference.height, fast.pixels == reference.pixels else {
            fatalError("the fast path and libpng decode different pixels (\(fast.width)x\(fast.height))")
        }
    }
    /// Every row the row reader lends, 7 at a time, or nil when it refuses the file.
    func rows(wholeInflationBytes: Int) -> [UInt8]? {
        guard let reader = try? PNGRowReader(data, name: "fuzz.png", limits: limits, wholeInflationBytes: wholeInflationBytes)
        else { return nil }
        var all: [UInt8] = []
        do {
            while try reader.read(maxRows: 7, { rows, _ in all += rows }) > 0 {}
            try reader.finish()
        } catch { return nil }
        return all
    }
    if let inflated = rows(wholeInflationBytes: PNGRowReader.defaultWholeInflationBytes) {
        let streamed = rows(wholeInflationBytes: 0)
        guard streamed == nil || streamed == inflated else { fatalError("the row reader's two paths give different rows") }
        if let reference, reference.pixels != inflated { fatalError("the row reader and libpng decode different pixels") }
    }
    if let image = try? PNGCodec.decode(data, name: "fuzz.png", limits: limits) {
        precondition(image.pixels.count == image.width * image.height * 4, "pixel count does not match the size")
    }
    _ = try? SPNGCodec.decode(data, name: "fuzz.png", limits: limits)
    return 0
}
