/// A font: a text style that scales with Dynamic Type, a base size, a weight and a line pitch.
public nonisolated struct Font: Hashable, Sendable {
    /// Apple's text styles, each with its own Dynamic Type scale.
    public nonisolated enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// Large title.
        case largeTitle
        /// Title 1.
        case title
        /// Title 2.
        case title2
        /// Title 3.
        case title3
        /// Headline.
        case headline
        /// Subheadline.
        case subheadline
        /// Body.
        case body
        /// Callout.
        case callout
        /// Footnote.
        case footnote
        /// Caption 1.
        case caption
        /// Caption 2.
        case caption2
    }

    /// A face weight. The pinned main face has 300, 400, 600, 700 and 800 (upright and italic); other weights draw the nearest (ultra-light and thin draw light, medium regular, black heavy).
    public nonisolated enum Weight: Int, Hashable, Sendable, Comparable {
        /// Ultra light, 100.
        case ultraLight = 100
        /// Thin, 200.
        case thin = 200
        /// Light, 300.
        case light = 300
        /// Regular, 400.
        case regular = 400
        /// Medium, 500.
        case medium = 500
        /// Semibold, 600.
        case semibold = 600
        /// Bold, 700.
        case bold = 700
        /// Heavy, 800.
        case heavy = 800
        /// Black, 900.
        case black = 900

        /// Orders by numeric weight.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The style whose Dynamic Type curve scales this font.
    public var textStyle: TextStyle
    /// The size at the default text size (Large), in points.
    public var baseSize: Double
    /// The weight.
    public var weight: Weight
    /// The family name; `nil` is the renderer's main face.
    public var family: String?
    /// Line pitch as a multiple of the scaled size; `nil` is the face's natural line height.
    public var lineHeightMultiple: Double?
    /// The design: `.monospaced` draws in the pinned monospaced face, the others in the main face.
    public var design: Design = .default
    /// Italic.
    public var isItalic = false
    /// Digits at one width.
    public var hasMonospacedDigits = false
    /// True for `system(size:)` and `custom(_:fixedSize:)`: the size ignores Dynamic Type.
    public var isFixedSize = false

    /// A font given in full.
    public init(textStyle: TextStyle, baseSize: Double? = nil, weight: Weight = .regular,
                family: String? = nil, lineHeightMultiple: Double? = nil) {
        self.textStyle = textStyle
        self.baseSize = baseSize ?? DynamicTypeScale.pointSize(textStyle, at: .large)
        self.weight = weight
        self.family = family
        self.lineHeightMultiple = lineHeightMultiple
    }

    /// The system font for a text style, in a design and weight (the renderer's main face stands
    /// in for SF; `.monospaced` is the pinned monospaced face).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(textStyle: style, weight: weight ?? (style == .headline ? .semibold : .regular))
        font.design = design ?? .default
        return font
    }

    /// A named face at `size`, scaled with Dynamic Type relative to `relativeTo`.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle = .body) -> Font {
        Font(textStyle: style, baseSize: size, family: name)
    }

    /// The same font in bold.
    public func bold() -> Font {
        var copy = self
        copy.weight = .bold
        return copy
    }

    /// The same font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The point size at a Dynamic Type size: the base size times the style's scale factor there
    /// (the base size itself for a fixed-size font).
    public func pointSize(at size: DynamicTypeSize) -> Double {
        if isFixedSize { return baseSize }
        return baseSize * DynamicTypeScale.pointSize(textStyle, at: size) / DynamicTypeScale.pointSize(textStyle, at: .large)
    }

    /// The standard styles.
    public static let largeTitle = Font.system(.largeTitle)
    /// Title 1.
    public static let title = Font.system(.title)
    /// Title 2.
    public static let title2 = Font.system(.title2)
    /// Title 3.
    public static let title3 = Font.system(.title3)
    /// Headline (semibold).
    public static let headline = Font.system(.headline)
    /// Subheadline.
    public static let subheadline = Font.system(.subheadline)
    /// Body.
    public static let body = Font.system(.body)
    /// Callout.
    public static let callout = Font.system(.callout)
    /// Footnote.
    public static let footnote = Font.system(.footnote)
    /// Caption 1.
    public static let caption = Font.system(.caption)
    /// Caption 2.
    public static let caption2 = Font.system(.caption2)
}
