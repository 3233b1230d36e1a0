import Foundation

/// One laid-out line of a measured text.
public struct TextLine: Hashable, Sendable {
    /// The UTF-16 offsets of the line's characters in the string, trailing white space included.
    public var range: Range<Int>
    /// The inked advance width of the line, in points.
    public var width: CGFloat

    /// A line.
    public init(range: Range<Int>, width: CGFloat) {
        self.range = range
        self.width = width
    }
}

/// Where an inline object (a run's `inlineObject`) landed in a measured text.
public struct InlineObjectPlacement: Hashable, Sendable {
    /// The index of the object's run among the spec's runs.
    public var run: Int
    /// The line it is on (an index into `TextMeasurement.lines`).
    public var line: Int
    /// From the left edge of the line's visible characters to the object's left edge, in points.
    public var x: CGFloat
    /// From the top of the text to the baseline the object stands on.
    public var baseline: CGFloat
    /// The object's size.
    public var size: CGSize

    /// A placement.
    public init(run: Int, line: Int, x: CGFloat, baseline: CGFloat, size: CGSize) {
        self.run = run
        self.line = line
        self.x = x
        self.baseline = baseline
        self.size = size
    }

    /// The object's frame in a text drawn in `frame` by `spec`, whose line `line` is `lineWidth`
    /// wide: the line aligned as the painter aligns it (`TextSpec.lineOffset`).
    public func frame(in frame: CGRect, spec: TextSpec, lineWidth: CGFloat) -> CGRect {
        CGRect(x: frame.minX + spec.lineOffset(lineWidth: lineWidth, in: frame.width) + x,
               y: frame.minY + baseline - size.height, width: size.width, height: size.height)
    }
}

/// The result of measuring a text at a wrap width.
public struct TextMeasurement: Hashable, Sendable {
    /// The size of the text block: the widest line and the total line height.
    public var size: CGSize
    /// The lines, in order.
    public var lines: [TextLine]
    /// True when a line limit cut the text (an ellipsis was drawn).
    public var isTruncated: Bool
    /// The distance from the top of the block to the first baseline.
    public var firstBaseline: CGFloat
    /// The distance from the top of the block to the last line's baseline.
    public var lastBaseline: CGFloat
    /// Wrap widths in points at which the text is measured exactly as here (the same lines,
    /// sizes and baselines), when the measurer knows some; nil when it does not say. Layout
    /// answers a question about such a width from this measurement without asking the measurer.
    /// Not part of equality: two equal measurements may know of different widths.
    public var widthsWithSameLines: ClosedRange<CGFloat>?
    /// Where the spec's inline objects landed, in the order of their runs; an object the line
    /// limit cut away (on a truncated text's last line) is not listed.
    public var inlineObjects: [InlineObjectPlacement] = []

    /// A measurement; `lastBaseline` is the first when not given (one line).
    public init(size: CGSize, lines: [TextLine], isTruncated: Bool, firstBaseline: CGFloat, lastBaseline: CGFloat? = nil,
                widthsWithSameLines: ClosedRange<CGFloat>? = nil) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline ?? firstBaseline
        self.widthsWithSameLines = widthsWithSameLines
    }

    /// Equal when what was measured is: the widths known to measure alike are not compared.
    public static func == (left: TextMeasurement, right: TextMeasurement) -> Bool {
        left.size == right.size && left.lines == right.lines && left.isTruncated == right.isTruncated
            && left.firstBaseline == right.firstBaseline && left.lastBaseline == right.lastBaseline
            && left.inlineObjects == right.inlineObjects
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(lines)
        hasher.combine(isTruncated)
        hasher.combine(firstBaseline)
        hasher.combine(lastBaseline)
        hasher.combine(inlineObjects)
    }

    /// How many lines the text occupies.
    public var lineCount: Int { lines.count }
}

/// Measures text: layout asks it, the raster answers with real shaping, tests with a fake.
///
/// Implementations must agree with what the renderer draws for the same spec and width, never
/// truncate unless the spec sets a line limit, and be safe to call from several threads.
public protocol TextMeasuring: Sendable {
    /// Lays `spec` out within `width` points (`nil`: no wrapping) and reports its size and lines.
    func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement
}

/// Reports the intrinsic size of image assets by name, so layout can size an unframed image.
public protocol ImageSizing: Sendable {
    /// The size in points (pixels at 1x) of the named asset, or an error that names what is wrong.
    func imageSize(named name: String) throws -> CGSize

    /// The size of the named asset looked for first in `bundleFolder` (`Image(_:bundle:)`). By
    /// default the folder is not read: `imageSize(named:)`.
    func imageSize(named name: String, bundleFolder: URL?) throws -> CGSize

    /// The size of `asset` in its appearance (an image set's dark file may differ). By default the
    /// appearance is not read: `imageSize(named:bundleFolder:)`.
    func imageSize(of asset: AssetKey) throws -> CGSize
}

extension ImageSizing {
    /// `imageSize(named:)`, the folder not read.
    public func imageSize(named name: String, bundleFolder: URL?) throws -> CGSize {
        try imageSize(named: name)
    }

    /// `imageSize(named:bundleFolder:)`, the appearance not read.
    public func imageSize(of asset: AssetKey) throws -> CGSize {
        try imageSize(named: asset.name, bundleFolder: asset.bundleFolder)
    }
}
