import Foundation

/// UIKit's fonts, for screen code that sizes or styles with them: `UIFont.preferredFont(forTextStyle:)`
/// is the text style's size at the Dynamic Type size of the body being evaluated (`UIKitTraits`),
/// `Font(_: UIFont)` draws a `UIFont` at its fixed size in the kit's face, and `UIFontMetrics`
/// scales a value or a font as Dynamic Type scales the text style.
public final nonisolated class UIFont: Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The face's name (".SFUI-…" for the system font, as UIKit names it).
    public let fontName: String
    /// The family's name (".AppleSystemUIFont" for the system font).
    public let familyName: String
    let weight: Font.Weight
    let isItalic: Bool
    let isMonospaced: Bool
    let hasMonospacedDigits: Bool
    /// For a face asked for by name (`init(name:size:)`): its name.
    let customFamily: String?

    init(size: CGFloat, weight: Font.Weight = .regular, italic: Bool = false, monospaced: Bool = false,
         monospacedDigits: Bool = false, customFamily: String? = nil) {
        pointSize = size
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
        hasMonospacedDigits = monospacedDigits
        self.customFamily = customFamily
        fontName = customFamily ?? ".SFUI-\(String(describing: weight).capitalized)"
        familyName = customFamily ?? ".AppleSystemUIFont"
    }

    /// A face by name at `size`; never nil here (the renderer falls back to its main face for a
    /// family it does not have).
    public convenience init?(name: String, size: CGFloat) {
        self.init(size: size, customFamily: name)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(size: size, weight: weight, italic: isItalic, monospaced: isMonospaced, monospacedDigits: hasMonospacedDigits,
               customFamily: customFamily)
    }

    /// The text style's font at the Dynamic Type size of the body being evaluated.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The text style's font at `traitCollection`'s Dynamic Type size (the current one when nil).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let size = DynamicTypeSize(category) ?? .large
        return UIFont(size: CGFloat(DynamicTypeScale.pointSize(style.textStyle, at: size)),
                      weight: style == .headline ? .semibold : .regular)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight.fontWeight) }
    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// The italic system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, italic: true) }
    /// The monospaced system font (the kit's monospaced face).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.fontWeight, monospaced: true)
    }
    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.fontWeight, monospacedDigits: true)
    }

    /// UIKit's text styles, as `UIFont.TextStyle`.
    public nonisolated struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// A style from UIKit's raw value (an unknown one is body-sized).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// UIKit's `largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// UIKit's `title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// UIKit's `title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// UIKit's `title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// UIKit's `headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// UIKit's `subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// UIKit's `body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// UIKit's `callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// UIKit's `footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// UIKit's `caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// UIKit's `caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's name for the style.
        var textStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// UIKit's weights, as `UIFont.Weight` (UIKit's raw values).
    public nonisolated struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value, -1 to 1.
        public let rawValue: CGFloat
        /// A weight from UIKit's raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's `ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `light`.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `regular`.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `black`.
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        var fontWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }
}

nonisolated extension Font {
    /// A UIKit font at its fixed size, as SwiftUI's `Font(_: UIFont)` (it does not scale with
    /// Dynamic Type: its size was chosen when it was made).
    public init(_ font: UIFont) {
        var made: Font
        if let family = font.customFamily {
            made = .custom(family, fixedSize: Double(font.pointSize))
        } else {
            made = .system(size: Double(font.pointSize), weight: font.weight, design: font.isMonospaced ? .monospaced : nil)
        }
        if font.isItalic { made = made.italic() }
        if font.hasMonospacedDigits { made = made.monospacedDigit() }
        self = made
    }
}

/// Scales values and fonts as Dynamic Type scales a text style, as UIKit's `UIFontMetrics`.
public final nonisolated class UIFontMetrics: Sendable {
    private let style: Font.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.textStyle }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` scaled from Large to the Dynamic Type size of the body being evaluated.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled from Large to `traitCollection`'s size (the current one when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let size = DynamicTypeSize((traitCollection ?? .current).preferredContentSizeCategory) ?? .large
        return value * CGFloat(DynamicTypeScale.pointSize(style, at: size) / DynamicTypeScale.pointSize(style, at: .large))
    }

    /// `font` at its size scaled as `scaledValue(for:)` scales.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }

    /// `font` scaled, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }
}
