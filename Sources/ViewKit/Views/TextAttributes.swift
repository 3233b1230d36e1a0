import Foundation

/// The style a stretch of text sets for itself: each attribute nil until a modifier (or Markdown)
/// sets it, so that concatenated texts keep their own styles and an outer modifier fills only
/// what the inner text left unset, as SwiftUI's text modifiers do.
package nonisolated struct TextAttributes: Equatable, Sendable {
    /// A line drawn under or through text, in its own colour or the text's.
    package nonisolated struct Decoration: Equatable, Sendable {
        package var isActive: Bool
        package var color: Color?
    }

    package var font: Font?
    package var weight: Font.Weight?
    package var isBold: Bool?
    package var isItalic: Bool?
    package var isMonospaced: Bool?
    package var hasMonospacedDigits: Bool?
    package var color: Color?
    package var underline: Decoration?
    package var strikethrough: Decoration?
    package var kerning: Double?
    package var tracking: Double?
    package var baselineOffset: Double?
    /// A Markdown link's destination: the run is drawn in the tint colour.
    package var link: URL?

    package init() {}

    /// These attributes with every unset one taken from `outer`.
    package func filled(from outer: TextAttributes) -> TextAttributes {
        var result = self
        result.font = font ?? outer.font
        result.weight = weight ?? outer.weight
        result.isBold = isBold ?? outer.isBold
        result.isItalic = isItalic ?? outer.isItalic
        result.isMonospaced = isMonospaced ?? outer.isMonospaced
        result.hasMonospacedDigits = hasMonospacedDigits ?? outer.hasMonospacedDigits
        result.color = color ?? outer.color
        result.underline = underline ?? outer.underline
        result.strikethrough = strikethrough ?? outer.strikethrough
        result.kerning = kerning ?? outer.kerning
        result.tracking = tracking ?? outer.tracking
        result.baselineOffset = baselineOffset ?? outer.baselineOffset
        result.link = link ?? outer.link
        return result
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct TextAttributesKey: EnvironmentKey {
        static var defaultValue: TextAttributes { TextAttributes() }
    }

    /// The text style view modifiers (`italic()`, `underline()`, `kerning(_:)`…) set for every
    /// text inside, under what each text sets itself.
    package var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
}
