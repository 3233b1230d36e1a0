import Foundation
@testable import Raster
import Testing

/// The integer Gaussian: weights, symmetry, mass, determinism and a small case by hand.
@Suite struct GaussianBlurTests {
    private func blurred(_ pixels: [UInt8], width: Int, sigma: Double, clamp: Bool = false) -> [UInt8] {
        var copy = pixels
        copy.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blur(buffer.baseAddress!, width: width, height: pixels.count / width, stride: width, bytesPerPixel: 1,
                              offset: 0, kernel: GaussianKernel(sigma: sigma), clampEdges: clamp)
        }
        return copy
    }

    @Test(arguments: [0.5, 1.0, 2.5, 8.0])
    func theKernelIsSymmetricAndSumsTo65536(sigma: Double) {
        let kernel = GaussianKernel(sigma: sigma)
        #expect(kernel.weights.reduce(0, +) == 65_536)
        #expect(kernel.weights == kernel.weights.reversed())
        #expect(kernel.reach == Int((3 * sigma).rounded(.up)))
        #expect(zip(kernel.weights.dropFirst(kernel.reach), kernel.weights.dropFirst(kernel.reach + 1)).allSatisfy { $0 >= $1 })
    }

    @Test func aTinySigmaIsNoBlur() {
        #expect(GaussianKernel(sigma: 0.05).weights == [65_536])
        let pixels: [UInt8] = [0, 255, 0, 9]
        #expect(blurred(pixels, width: 2, sigma: 0.05) == pixels)
    }

    @Test func anImpulseSpreadsAsTheGaussianDensity() {
        // One 255 pixel in the middle of 15×15, σ = 1: each pixel is 255·g(dx)·g(dy), g the
        // normal density sampled at whole pixels (the sampled kernel sums to 0.99999 of it).
        let width = 15
        var pixels = [UInt8](repeating: 0, count: width * width)
        pixels[7 * width + 7] = 255
        let out = blurred(pixels, width: width, sigma: 1)
        func g(_ d: Int) -> Double { exp(-Double(d * d) / 2) / (2 * Double.pi).squareRoot() }
        for dy in -3...3 {
            for dx in -3...3 {
                let expected = 255 * g(dx) * g(dy)
                let actual = Double(out[(7 + dy) * width + 7 + dx])
                #expect(abs(actual - expected) <= 1, "at \(dx),\(dy): \(actual) vs \(expected)")
            }
        }
        #expect(out[7 * width + 7] == 41)
        #expect(out[0] == 0)
    }

    @Test func aSymmetricPictureStaysSymmetric() {
        let width = 21
        var pixels = [UInt8](repeating: 0, count: width * width)
        for y in 6...14 { for x in 8...12 { pixels[y * width + x] = 200 } }
        let out = blurred(pixels, width: width, sigma: 2)
        for y in 0..<width {
            for x in 0..<width {
                #expect(out[y * width + x] == out[y * width + (width - 1 - x)])
                #expect(out[y * width + x] == out[(width - 1 - y) * width + x])
            }
        }
    }

    @Test func blurKeepsTheTotalWithinRounding() {
        let width = 40
        var pixels = [UInt8](repeating: 0, count: width * width)
        for y in 12...27 { for x in 10...25 { pixels[y * width + x] = UInt8((x * 7 + y * 3) % 256) } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        let out = blurred(pixels, width: width, sigma: 2.5)
        let after = out.reduce(0) { $0 + Int($1) }
        // Each output pixel rounds by at most half a unit (twice): the total moves by under one a pixel.
        #expect(abs(after - before) <= width * width / 2, "before \(before), after \(after)")
        #expect(Double(abs(after - before)) / Double(before) < 0.01)
    }

    @Test func theSameInputGivesTheSameBytes() {
        let width = 33
        let pixels = (0..<(width * width)).map { UInt8(($0 * 37) % 251) }
        #expect(blurred(pixels, width: width, sigma: 3) == blurred(pixels, width: width, sigma: 3))
    }

    @Test func clampedEdgesKeepAFlatPictureFlat() {
        let pixels = [UInt8](repeating: 180, count: 12 * 12)
        #expect(blurred(pixels, width: 12, sigma: 2, clamp: true) == pixels)
        #expect(blurred(pixels, width: 12, sigma: 2)[0] < 180)
    }
}
