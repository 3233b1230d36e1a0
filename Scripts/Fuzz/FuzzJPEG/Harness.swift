@testable import ImageCodecs
import Foundation

/// libFuzzer entry: bytes through the JPEG decoder (libjpeg-turbo behind the setjmp shim) and the
/// signature-sniffing `ImageDecoder`. A decoded image must hold exactly width × height pixels.
let fuzzJPEG: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let limits = ImageLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)
    if let image = try? JPEGCodec.decode(data, name: "fuzz.jpg", limits: limits) {
        precondition(image.width > 0 && image.height > 0 && image.pixels.count == image.width * image.height * 4,
                     "a decoded JPEG's pixels do not match its size")
    }
    _ = try? ImageDecoder.decode(data, name: "fuzz", limits: limits)
    return 0
}
