import Bitmaps

/// What ``compare(_:_:options:)`` found.
public struct DiffResult: Hashable, Sendable {
    /// Size of the expected image.
    public var expectedSize: PixelSize
    /// Size of the actual image.
    public var actualSize: PixelSize
    /// Whether the two images have exactly the same bytes (then every count is 0).
    public var isIdentical: Bool
    /// Pixels that count as different: ΔE above the threshold (any byte change when it is 0),
    /// without the antialiasing pixels when ``CompareOptions/ignoreAntialiasing`` is set. When sizes
    /// differ, also every pixel that lies in only one of the two images.
    public var differingPixels: Int
    /// Pixels above the threshold that look like a moved antialiased edge (pixelmatch's test),
    /// whether or not they were ignored.
    public var antialiasedPixels: Int
    /// Pixels compared: the area of the larger canvas (`max width × max height`).
    public var comparedPixels: Int
    /// The largest ΔE of any changed pixel that was not ignored as antialiasing (0 when none).
    public var largestDelta: Double
    /// The smallest threshold (0 = exact, else rounded up to 0.01 ΔE) at which this pair would pass
    /// with the same limits; `nil` when the sizes differ, since no threshold makes that pass.
    public var passingThreshold: Double?
    /// Rectangles around clusters of counted differing pixels, top to bottom; at most
    /// ``CompareOptions/maxRegions``, the largest kept.
    public var regions: [DiffRegion]
    /// Regions found but not listed because of ``CompareOptions/maxRegions``.
    public var omittedRegionCount: Int
    /// Whether the pair passes: same size and no more differing pixels than the limits allow.
    public var passes: Bool
    /// The options used.
    public var options: CompareOptions
    /// Unchanged pixels faded to light grey, counted pixels red, antialiasing pixels yellow, on a
    /// canvas of the larger size; present when ``CompareOptions/makesDiffImage`` was set.
    public var diffImage: Bitmap?

    /// Whether the two sizes differ.
    public var sizesDiffer: Bool { expectedSize != actualSize }

    /// ``differingPixels`` as a fraction of ``comparedPixels`` (0 for empty images).
    public var ratio: Double { comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels) }

    /// One paragraph with every number, for failure messages.
    public var summary: String { DiffSummary.describe(self) }
}
