import Foundation

/// One styled stretch of an attributed text (`Text + Text`, Markdown): its own font, colour and
/// decorations, wrapped with its neighbours as one paragraph.
public struct TextRun: Hashable, Sendable {
    /// The run's characters as UTF-16 offsets into the spec's string.
    public var range: Range<Int>
    /// The run's font.
    public var font: FontSpec
    /// The colour of its glyphs.
    public var color: RGBAColor
    /// The underline's colour, when underlined.
    public var underline: RGBAColor?
    /// The strikethrough's colour, when struck through.
    public var strikethrough: RGBAColor?
    /// Extra space after each character, in points (`kerning` and `tracking`).
    public var letterSpacing: CGFloat
    /// How far the run is raised above the baseline, in points.
    public var baselineOffset: CGFloat
    /// Digits drawn at one width (OpenType `tnum`).
    public var monospacedDigits: Bool
    /// For an image in the text (`Text(Image("logo"))`): the image's size in points. The run's one
    /// character is then no glyph but a box of that size standing on the baseline, which the text
    /// wraps around as it would a word; the measurer reports where it landed
    /// (`TextMeasurement.inlineObjects`) and layout draws the image there.
    public var inlineObject: CGSize?

    /// A run; by default undecorated, on the baseline, with proportional digits.
    public init(range: Range<Int>, font: FontSpec, color: RGBAColor, underline: RGBAColor? = nil,
                strikethrough: RGBAColor? = nil, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
                monospacedDigits: Bool = false, inlineObject: CGSize? = nil) {
        self.range = range
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.letterSpacing = letterSpacing
        self.baselineOffset = baselineOffset
        self.monospacedDigits = monospacedDigits
        self.inlineObject = inlineObject
    }
}

/// Where a text cut by its line limit loses characters, as SwiftUI's `Text.TruncationMode`.
public enum TextTruncation: String, Hashable, Sendable {
    /// An ellipsis at the start of the last line.
    case head
    /// An ellipsis at the end (the default).
    case tail
    /// An ellipsis in the middle of the last line.
    case middle
}

extension FontSpec {
    /// The family monospaced text (`design: .monospaced`, Markdown code) is drawn in: the renderer
    /// maps it to the pinned monospaced face.
    public static let monospacedFamily = "NHS Mono"
}

extension TextSpec {
    /// The spec's runs, or one run of its font over the whole string when it has none.
    public func effectiveRuns(color: RGBAColor) -> [TextRun] {
        runs.isEmpty ? [TextRun(range: 0..<string.utf16.count, font: font, color: color)] : runs
    }

    /// The run's characters.
    public func substring(of run: TextRun) -> String {
        let units = Array(string.utf16)
        let lower = min(max(0, run.range.lowerBound), units.count)
        let upper = min(max(lower, run.range.upperBound), units.count)
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }
}
