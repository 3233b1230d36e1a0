/// The settings of pixelmatch's comparison (github.com/mapbox/pixelmatch, v7.2.0) that are not
/// shared with the other metrics: how translucent pixels are blended and how its diff image is
/// painted. Set ``CompareOptions/pixelmatch`` to compare by pixelmatch's rules; the threshold
/// (0…1, pixelmatch's default 0.1) stays ``CompareOptions/threshold`` and `includeAA` is
/// ``CompareOptions/ignoreAntialiasing`` negated.
public struct PixelmatchOptions: Hashable, Sendable, Codable {
    /// Translucent pixels are blended over pixelmatch's position-dependent pattern (`true`, what
    /// v7.0 and later do by default) or over white (`false`: 7.2's `checkerboard: false`, and what
    /// v6 and earlier did).
    public var checkerboard: Bool
    /// Opacity of the expected image, as a grey picture, behind the diff image. Default 0.1.
    public var alpha: Double
    /// Colour of antialiasing pixels that were left out of the count. Default yellow.
    public var antialiasingColour: RGBA8
    /// Colour of counted pixels. Default red.
    public var differenceColour: RGBA8
    /// Colour of counted pixels that are darker in the actual image (pixelmatch's `diffColorAlt`);
    /// `nil` (default): ``differenceColour``.
    public var darkerColour: RGBA8?
    /// Paint only the counted pixels, over transparent black (pixelmatch's `diffMask`). Default `false`.
    public var diffMask: Bool

    /// Settings with pixelmatch's defaults, or the values given.
    public init(checkerboard: Bool = true, alpha: Double = 0.1, antialiasingColour: RGBA8 = RGBA8(red: 255, green: 255, blue: 0),
                differenceColour: RGBA8 = RGBA8(red: 255, green: 0, blue: 0), darkerColour: RGBA8? = nil, diffMask: Bool = false) {
        self.checkerboard = checkerboard
        self.alpha = alpha
        self.antialiasingColour = antialiasingColour
        self.differenceColour = differenceColour
        self.darkerColour = darkerColour
        self.diffMask = diffMask
    }

    /// pixelmatch's default threshold: 0.1.
    public static let defaultThreshold = 0.1

    /// The largest squared YIQ difference pixelmatch's metric can give (black against white):
    /// a threshold `t` lets through differences up to `35215 × t²`.
    public static let maximumDelta = 35215.0
}

extension CompareOptions {
    /// pixelmatch's comparison: YIQ colour difference against `threshold` (0…1), antialiasing
    /// left out of the count unless `includeAA`, the diff image painted as pixelmatch paints it.
    public static func pixelmatch(
        threshold: Double = PixelmatchOptions.defaultThreshold, includeAA: Bool = false, style: PixelmatchOptions = PixelmatchOptions()
    ) -> CompareOptions {
        var options = CompareOptions(threshold: threshold, ignoreAntialiasing: !includeAA)
        options.pixelmatch = style
        return options
    }

    /// The metric's name in messages and reports: `ΔE00`, `ΔE94`, `ΔE76` or `pixelmatch YIQ`.
    public var metricName: String { pixelmatch == nil ? metric.description : "pixelmatch YIQ" }
}
