import CodecTestSupport
import Foundation
import ImageCodecs
import Testing

@Suite struct JPEGDecodeTests {
    @Test func colourJPEGDecodesToOpaqueRGBA() throws {
        let width = 32, height = 16
        var samples: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { samples += x < 16 ? [200, 30, 40] : [20, 90, 220] }
        }
        let image = try ImageDecoder.decode(JPEGFixtures.encode(width: width, height: height, grey: false, samples: samples), name: "colour.jpg")
        #expect(image.width == width && image.height == height)
        let left = image.pixel(x: 4, y: 8)
        let right = image.pixel(x: 28, y: 8)
        #expect(abs(Int(left.red) - 200) < 8 && abs(Int(left.green) - 30) < 8 && abs(Int(left.blue) - 40) < 8)
        #expect(abs(Int(right.red) - 20) < 8 && abs(Int(right.green) - 90) < 8 && abs(Int(right.blue) - 220) < 8)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    @Test func greyJPEGDecodesToGreyRGBA() throws {
        let samples = [UInt8](repeating: 77, count: 8 * 8)
        let image = try ImageDecoder.decode(JPEGFixtures.encode(width: 8, height: 8, grey: true, samples: samples), name: "grey.jpg")
        let pixel = image.pixel(x: 3, y: 3)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue && abs(Int(pixel.red) - 77) <= 2 && pixel.alpha == 255)
    }

    @Test func decodingIsDeterministic() throws {
        let samples = (0..<(24 * 24 * 3)).map { UInt8(($0 * 31) & 0xff) }
        let data = JPEGFixtures.encode(width: 24, height: 24, grey: false, samples: samples)
        #expect(try ImageDecoder.decode(data, name: "a.jpg") == ImageDecoder.decode(data, name: "a.jpg"))
    }
}
