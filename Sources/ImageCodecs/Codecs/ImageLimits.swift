import Foundation

/// The largest image a decoder accepts. Dimensions are read from the header and checked before
/// any pixel memory is allocated, so an absurd header (100000×100000) is refused cheaply.
public struct ImageLimits: Hashable, Sendable {
    /// The widest image, in pixels.
    public var maxWidth: Int
    /// The tallest image, in pixels.
    public var maxHeight: Int
    /// The most pixels in one image.
    public var maxPixels: Int
    /// The largest image file read, in bytes: larger files are refused before they are read.
    /// 1 GiB is more than any PNG within the pixel limits needs (2^27 pixels stored without
    /// compression take 512 MiB).
    public var maxFileBytes: Int

    /// Limits; by default 16384 wide, 65536 tall (a 20,000 pt page at 3x), at most 134
    /// megapixels (2^27 pixels, 512 MiB of RGBA: the largest page the raster draws can always be
    /// read back) and files up to 1 GiB.
    public init(maxWidth: Int = 16_384, maxHeight: Int = 65_536, maxPixels: Int = 134_217_728, maxFileBytes: Int = 1 << 30) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }

    /// 16384×65536 pixels and 134 megapixels.
    public static let standard = ImageLimits()

    /// The limit in words, for error messages.
    public var summary: String {
        "\(maxWidth)×\(maxHeight) pixels and \(maxPixels / 1_000_000) megapixels"
    }

    /// Throws `ImageCodecError.imageTooLarge` (or `.badImage` for a zero size) when a header's
    /// dimensions are not acceptable.
    public func check(width: Int, height: Int, name: String) throws {
        if width <= 0 || height <= 0 {
            throw ImageCodecError.badImage(name: name, reason: "the header declares an empty image (\(width)×\(height) pixels)")
        }
        if width > maxWidth || height > maxHeight || width.multipliedReportingOverflow(by: height).partialValue > maxPixels
            || width.multipliedReportingOverflow(by: height).overflow {
            throw ImageCodecError.imageTooLarge(name: name, width: width, height: height, limit: summary)
        }
    }
}
