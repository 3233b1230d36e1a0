@testable import Raster
import Testing

/// The blur skips windows of one value; every pixel must still be what adding every tap gives.
@Suite struct GaussianBlurReferenceTests {
    /// Every tap of every pixel, rows then columns, with the blur's rounding: the plain definition.
    static func reference(_ pixels: [UInt8], width: Int, height: Int, kernel: GaussianKernel, clamp: Bool) -> [UInt8] {
        let reach = kernel.reach, w = kernel.weights
        func at(_ index: Int, _ count: Int) -> Int? {
            if index >= 0 && index < count { return index }
            return clamp ? min(max(index, 0), count - 1) : nil
        }
        var mid = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for k in -reach...reach {
                    if let column = at(x + k, width) { sum += w[k + reach] * Int(pixels[y * width + column]) }
                }
                mid[y * width + x] = (sum + 128) >> 8
            }
        }
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for k in -reach...reach {
                    if let row = at(y + k, height) { sum += w[k + reach] * mid[row * width + x] }
                }
                out[y * width + x] = UInt8(min(255, (sum + (1 << 23)) >> 24))
            }
        }
        return out
    }

    /// Flat areas, hard edges, a rounded blob and noise: what shadows and blurs are made of.
    static func picture(width: Int, height: Int, seed: UInt32) -> [UInt8] {
        var state = seed &* 747_796_405 &+ 1
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let inCard = x >= width / 4 && x < width * 3 / 4 && y >= height / 5 && y < height * 4 / 5
                let dx = x - width / 3, dy = y - height / 2
                let inBlob = dx * dx + dy * dy < (width / 6) * (width / 6)
                let noisy = x > width * 7 / 8 && y < height / 6
                pixels[y * width + x] = noisy ? UInt8(truncatingIfNeeded: state >> 24) : inBlob ? 200 : inCard ? 255 : (y == height - 1 ? 90 : 0)
            }
        }
        return pixels
    }

    @Test(arguments: [0.5, 1.3, 3.0, 7.5])
    func everyPixelIsTheSumOfItsTaps(sigma: Double) {
        let kernel = GaussianKernel(sigma: sigma)
        for (width, height) in [(61, 47), (23, 90), (5, 4), (1, 30), (40, 1)] {
            for clamp in [false, true] {
                for seed: UInt32 in [1, 2] {
                    let pixels = Self.picture(width: width, height: height, seed: seed)
                    var blurred = pixels
                    blurred.withUnsafeMutableBufferPointer { buffer in
                        GaussianBlur.blur(buffer.baseAddress!, width: width, height: height, stride: width, bytesPerPixel: 1,
                                          offset: 0, kernel: kernel, clampEdges: clamp)
                    }
                    #expect(blurred == Self.reference(pixels, width: width, height: height, kernel: kernel, clamp: clamp),
                            "σ \(sigma), \(width)×\(height), clamp \(clamp), seed \(seed)")
                }
            }
        }
    }

    /// In 4-byte pixels with padded rows each channel is blurred on its own and the padding is left alone.
    @Test func channelsOfWiderPixelsAreBlurredApart() {
        let width = 19, height = 17, stride = width * 4 + 8, kernel = GaussianKernel(sigma: 2)
        let planes = (0..<4).map { Self.picture(width: width, height: height, seed: UInt32($0 + 5)) }
        var buffer = [UInt8](repeating: 77, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { for channel in 0..<4 { buffer[y * stride + x * 4 + channel] = planes[channel][y * width + x] } }
        }
        for channel in 0..<4 {
            buffer.withUnsafeMutableBufferPointer { pointer in
                GaussianBlur.blur(pointer.baseAddress!, width: width, height: height, stride: stride, bytesPerPixel: 4,
                                  offset: channel, kernel: kernel)
            }
        }
        for channel in 0..<4 {
            let expected = Self.reference(planes[channel], width: width, height: height, kernel: kernel, clamp: false)
            let got = (0..<(width * height)).map { buffer[($0 / width) * stride + ($0 % width) * 4 + channel] }
            #expect(got == expected, "channel \(channel)")
        }
        #expect((0..<height).allSatisfy { y in buffer[(y * stride + width * 4)..<((y + 1) * stride)].allSatisfy { $0 == 77 } })
    }
}
