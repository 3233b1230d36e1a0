import Foundation

/// Decoded pixels of a PNG: the codec seam of the exact-pixel comparator.
public typealias DecodedPixels = (width: Int, height: Int, pixels: [UInt8])

extension SnapshotComparator {
    /// Exact comparison with a diff picture, until the perceptual pixel-diff engine replaces it:
    /// identical bytes match at once; otherwise the golden is decoded and every sample compared.
    /// Different sizes never match. `decode` reads PNG bytes, `encode` writes the diff picture.
    public static func exactPixels(decode: @escaping @Sendable (Data) throws -> DecodedPixels,
                                   encode: @escaping @Sendable (DecodedPixels) throws -> Data) -> SnapshotComparator {
        SnapshotComparator(name: "exact pixels") { golden, image in
            if golden == image.pngData { return SnapshotComparison(matches: true, summary: "identical") }
            let expected = try decode(golden)
            guard expected.width == image.width, expected.height == image.height else {
                return SnapshotComparison(
                    matches: false,
                    summary: "size differs: golden \(expected.width)×\(expected.height) px, new \(image.width)×\(image.height) px")
            }
            let comparison = PixelComparison(expected: expected.pixels, actual: image.pixels,
                                             width: image.width, height: image.height)
            guard comparison.differingPixels > 0 else {
                return SnapshotComparison(matches: true, summary: "same pixels, different PNG bytes")
            }
            let diff = PixelComparison.diffImage(expected: expected.pixels, actual: image.pixels,
                                                 width: image.width, height: image.height)
            return SnapshotComparison(matches: false, summary: comparison.summary,
                                      diffPNG: try encode((image.width, image.height, diff)))
        }
    }
}
