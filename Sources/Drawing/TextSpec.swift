import Foundation
import SharedValues

/// The weight of a face (the renderer draws the nearest pinned weight: 300, 400, 600, 700 or 800).
public enum FontWeight: Int, Hashable, Sendable, Comparable {
    /// 100.
    case ultraLight = 100
    /// 200.
    case thin = 200
    /// 300.
    case light = 300
    /// 400.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600.
    case semibold = 600
    /// 700.
    case bold = 700
    /// 800.
    case heavy = 800
    /// 900.
    case black = 900

    /// Orders by numeric weight.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A resolved font: the renderer maps `family` through its pinned font configuration.
public struct FontSpec: Hashable, Sendable {
    /// The family name; the default is the project's main face, resolved by the raster's configuration.
    public var family: String
    /// Size in points after Dynamic Type scaling.
    public var size: CGFloat
    /// Weight.
    public var weight: FontWeight
    /// Line pitch as a multiple of `size`; `nil` uses the face's natural line height.
    public var lineHeightMultiple: CGFloat?
    /// Italic (the main face's italic files; a face without italics is slanted).
    public var isItalic: Bool

    /// The name the renderer resolves to the pinned main face.
    public static let mainFamily = "NHS Sans"

    /// A font of the main family unless another is named.
    public init(family: String = FontSpec.mainFamily, size: CGFloat, weight: FontWeight = .regular,
                lineHeightMultiple: CGFloat? = nil, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeightMultiple = lineHeightMultiple
        self.isItalic = isItalic
    }
}

/// Alignment of the lines of a multi-line text within its wrap width (declared once in `SharedValues`).
public typealias TextAlignment = SharedValues.TextAlignment

/// The reading direction of a layout (declared once in `SharedValues`).
public typealias LayoutDirection = SharedValues.LayoutDirection

/// Everything that decides how a run of text is shaped and broken into lines.
public struct TextSpec: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font.
    public var font: FontSpec
    /// Line alignment.
    public var alignment: TextAlignment
    /// At most this many lines, the last one ellipsised; `nil` means never truncated.
    public var lineLimit: Int?
    /// The base direction of the paragraph.
    public var direction: LayoutDirection
    /// Styled runs covering the string in order (`Text + Text`, Markdown); empty for plain text,
    /// which is drawn in `font` and the item's colour.
    public var runs: [TextRun] = []
    /// Extra space between lines, in points (`lineSpacing`).
    public var lineSpacing: CGFloat = 0
    /// Where a line limit cuts the text.
    public var truncation: TextTruncation = .tail

    /// A text spec; by default leading, unlimited lines, left to right.
    public init(string: String, font: FontSpec, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, direction: LayoutDirection = .leftToRight) {
        self.string = string
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.direction = direction
    }
}

extension TextSpec {
    /// From the left edge of a frame `width` wide to the left edge of a line `lineWidth` wide
    /// drawn in it: leading is left for left-to-right text and right for right-to-left text,
    /// trailing the opposite, centre centred. The painter aligns each line so, and layout places
    /// what stands on a line (`InlineObjectPlacement`) with it.
    public func lineOffset(lineWidth: CGFloat, in width: CGFloat) -> CGFloat {
        let free = width - lineWidth
        let rightToLeft = direction == .rightToLeft
        switch alignment {
        case .leading: return rightToLeft ? free : 0
        case .center: return free / 2
        case .trailing: return rightToLeft ? 0 : free
        }
    }
}
