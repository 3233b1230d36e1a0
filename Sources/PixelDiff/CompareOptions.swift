/// How two images are compared. Every option has a default; the defaults make an exact comparison.
public struct CompareOptions: Hashable, Sendable, Codable {
    /// The largest colour difference, in ``metric`` ΔE units, that still counts as "the same".
    /// A pixel counts as different when its ΔE is greater than this. Default `0`: exact, so any
    /// byte difference counts (even one that cannot be seen). See ``recommendedPerceptualThreshold``.
    /// With ``pixelmatch`` set it is pixelmatch's threshold instead (0…1; see ``pixelmatch(threshold:includeAA:style:)``).
    public var threshold: Double
    /// The colour-difference formula. Default ``ColourDifference/ciede2000``.
    public var metric: ColourDifference
    /// When set, pixels are compared by pixelmatch's rules instead of ``metric``: its YIQ colour
    /// test against `35215 × threshold²`, its antialiasing rule and blending of translucent pixels,
    /// and its diff image. Default `nil`. Use ``pixelmatch(threshold:includeAA:style:)``.
    public var pixelmatch: PixelmatchOptions?
    /// When `true`, pixels classed as antialiasing are left out of ``DiffResult/differingPixels``
    /// (they are still counted in ``DiffResult/antialiasedPixels`` and drawn yellow). Default `false`.
    public var ignoreAntialiasing: Bool
    /// The pair passes with at most this many differing pixels. Default `nil` (no allowance).
    public var maxDiffPixels: Int?
    /// The pair passes with at most this fraction (0…1) of differing pixels. Default `nil` (no allowance).
    /// When both limits are set, the stricter one applies.
    public var maxDiffRatio: Double?
    /// Whether to paint ``DiffResult/diffImage``. Default `false` (counting only; faster).
    public var makesDiffImage: Bool
    /// At most this many changed regions are listed; the rest are counted in
    /// ``DiffResult/omittedRegionCount``. Default 20.
    public var maxRegions: Int

    /// Options with the given values; every parameter has the default described on its property.
    public init(
        threshold: Double = 0, metric: ColourDifference = .ciede2000, ignoreAntialiasing: Bool = false,
        maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, makesDiffImage: Bool = false, maxRegions: Int = 20
    ) {
        self.threshold = threshold
        self.metric = metric
        self.ignoreAntialiasing = ignoreAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.makesDiffImage = makesDiffImage
        self.maxRegions = maxRegions
    }

    /// The threshold for a perceptual comparison: 0.8 ΔE00.
    ///
    /// CIEDE2000 was fitted so that about 1 unit is just noticeable (the often-quoted JND of 2.3 is
    /// in CIE76 units, which over-state saturated colours). 0.8 sits a little under that so that every
    /// change of ΔE94 ≥ 2.3 counts: the least ΔE00 found among 1.5 million random nearby sRGB pairs
    /// with ΔE94 ≥ 2.3 is 0.91 (a blue, where CIEDE2000's hue rotation term acts). So #007AFF → #1E8CFF
    /// (ΔE94 6.8, ΔE00 6.2, which pixelmatch's default threshold misses) counts, while a one-level
    /// change of a mid grey (ΔE00 0.38) or of #007AFF's blue (0.13) does not.
    public static let recommendedPerceptualThreshold = 0.8

    /// Exact comparison: any byte difference counts; antialiasing counted apart but not ignored.
    public static let exact = CompareOptions()

    /// Perceptual comparison: ``recommendedPerceptualThreshold`` in ΔE00, antialiasing ignored.
    public static let perceptual = CompareOptions(threshold: recommendedPerceptualThreshold, ignoreAntialiasing: true)

    /// Throws when a value is out of range (negative or not finite), naming the option.
    public func validate() throws(CompareOptionsError) {
        if let pixelmatch {
            guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
                throw CompareOptionsError("a pixelmatch threshold must be between 0 and 1, got \(threshold)")
            }
            guard pixelmatch.alpha.isFinite, pixelmatch.alpha >= 0, pixelmatch.alpha <= 1 else {
                throw CompareOptionsError("the pixelmatch diff image's alpha must be between 0 and 1, got \(pixelmatch.alpha)")
            }
        }
        guard threshold.isFinite, threshold >= 0 else {
            throw CompareOptionsError("threshold must be a finite number ≥ 0 (ΔE units), got \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw CompareOptionsError("max diff pixels must be ≥ 0, got \(maxDiffPixels)")
        }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            throw CompareOptionsError("max diff ratio must be between 0 and 1, got \(maxDiffRatio)")
        }
        guard maxRegions >= 0 else {
            throw CompareOptionsError("max regions must be ≥ 0, got \(maxRegions)")
        }
    }

    /// How many differing pixels an image of `pixelCount` pixels may have and still pass.
    public func allowedDifferingPixels(outOf pixelCount: Int) -> Int {
        if maxDiffPixels == nil && maxDiffRatio == nil { return 0 }
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, max(0, maxDiffPixels)) }
        if let maxDiffRatio, maxDiffRatio.isFinite {
            let byRatio = (max(0, maxDiffRatio) * Double(pixelCount)).rounded(.down)
            allowed = min(allowed, byRatio >= Double(Int.max) ? Int.max : Int(byRatio))
        }
        return allowed
    }

    /// The threshold actually applied: a negative or non-finite value is treated as 0 (exact).
    var effectiveThreshold: Double { threshold.isFinite && threshold > 0 ? threshold : 0 }
}

/// A ``CompareOptions`` value that is out of range.
public struct CompareOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence naming the option and the bad value.
    public let message: String

    /// An error with its explanation.
    public init(_ message: String) { self.message = message }

    /// The explanation.
    public var description: String { message }
}
