import Foundation

/// Images set in a text as its characters, as SwiftUI's `Text(_: Image)`.
///
/// 1. The image stands in the text as one object replacement character (U+FFFC), styled as the
///    characters around it: `Text + Text`, interpolation (`Text("Opens \(Image(systemName: "arrow.up.right"))")`)
///    and the text's modifiers place and colour it as they would a word.
/// 2. A symbol takes the text's font size times `imageScale`, centred on the capitals; it wraps
///    with the words beside it (the engine sets it as a glyph of the symbol face,
///    `InlineSymbolGlyphs`). An asset keeps its own size (resizable or not) and stands on the
///    baseline, in its own colours, or in the text's as a template.
/// 3. VoiceOver reads the image's label where it stands (its name when it has none); a decorative
///    image is read as nothing.
nonisolated extension Text {
    /// An image in a text, as a run carries it: a reference, so that every other run (almost all
    /// of them) carries one word for it and not the image's fields.
    package final nonisolated class InlineImage: Equatable, Sendable {
        /// The symbol's name, or the asset's.
        package let name: String
        /// A symbol (`Image(systemName:)`); false for an asset.
        package let isSymbol: Bool
        /// What VoiceOver reads for it; nil for a decorative image.
        package let label: String?
        /// For an asset: the folder of the bundle it was named in (`Image(_:bundle:)`).
        package let bundleFolder: URL?
        /// For an asset: drawn as a template, its alpha in the text's colour (`renderingMode(.template)`).
        package let isTemplate: Bool

        init(name: String, isSymbol: Bool, label: String?, bundleFolder: URL?, isTemplate: Bool) {
            self.name = name
            self.isSymbol = isSymbol
            self.label = label
            self.bundleFolder = bundleFolder
            self.isTemplate = isTemplate
        }

        /// The words read where the image stands.
        package var spokenLabel: String { label ?? "" }

        /// The same image, read the same way.
        package static func == (lhs: InlineImage, rhs: InlineImage) -> Bool {
            lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol && lhs.label == rhs.label
                && lhs.bundleFolder == rhs.bundleFolder && lhs.isTemplate == rhs.isTemplate
        }
    }

    /// The character an image stands as in the text's string.
    package static let objectReplacement = "\u{FFFC}"

    /// A text of one image, as SwiftUI's `Text(_: Image)`: join it to words with `+`, or
    /// interpolate the image in a string literal.
    public init(_ image: Image) {
        self.init(runs: [Run(string: Text.objectReplacement, attributes: TextAttributes(), image: image.inlineImage)])
    }
}

nonisolated extension Image {
    /// The image as a text's run carries it.
    var inlineImage: Text.InlineImage {
        var isSymbol = false
        if case .symbol = source { isSymbol = true }
        return Text.InlineImage(name: name, isSymbol: isSymbol, label: isDecorative ? nil : label ?? name,
                                bundleFolder: bundleFolder, isTemplate: renderingMode == .template)
    }
}

nonisolated extension LocalizedStringKey.StringInterpolation {
    /// An image among the words, as SwiftUI's `appendInterpolation(_: Image)` (`%@` in the key).
    public mutating func appendInterpolation(_ image: Image) {
        pieces.append(.text(Text(image)))
    }
}
