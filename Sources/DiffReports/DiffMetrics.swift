import PixelDiff

/// The numbers of a pixel comparison (see `PixelDiff.DiffResult`).
public struct DiffMetrics: Hashable, Sendable, Codable {
    /// Pixels counted as different.
    public var differingPixels: Int
    /// Pixels classed as antialiasing.
    public var antialiasedPixels: Int
    /// Pixels compared (the larger canvas).
    public var comparedPixels: Int
    /// `differingPixels / comparedPixels`.
    public var ratio: Double
    /// Largest ΔE of a changed pixel.
    public var largestDelta: Double
    /// Smallest threshold that would pass; `nil` when sizes differ.
    public var passingThreshold: Double?
    /// Rectangles around the changes, in canvas pixels.
    public var regions: [DiffRegion]
    /// Regions left out of `regions`.
    public var omittedRegionCount: Int
    /// Whether the pair passes.
    public var passes: Bool

    /// The numbers of a PixelDiff result.
    public init(_ result: DiffResult) {
        differingPixels = result.differingPixels
        antialiasedPixels = result.antialiasedPixels
        comparedPixels = result.comparedPixels
        ratio = result.ratio
        largestDelta = result.largestDelta
        passingThreshold = result.passingThreshold
        regions = result.regions
        omittedRegionCount = result.omittedRegionCount
        passes = result.passes
    }
}

/// The image files of an entry, as paths relative to the report folder.
public struct EntryImagePaths: Hashable, Sendable, Codable {
    /// The expected image, when it exists.
    public var expected: String?
    /// The actual image, when it exists.
    public var actual: String?
    /// The diff image, when both exist.
    public var diff: String?
    /// The labelled side-by-side composite.
    public var composite: String?

    /// Paths from their parts.
    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, composite: String? = nil) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.composite = composite
    }
}
