import Drawing
import Foundation
import ViewKit

/// Images set in a text (`Text(Image(systemName:))`): a symbol is drawn as a character of the
/// symbol face, in its own run of the text, so the text measurer wraps, measures and draws it with
/// the words around it, on their line and in their colour.
///
/// 1. A symbol the table has (its variants picked as a standalone symbol's) is its glyph, at
///    `SymbolGlyphLayout.emPerPoint` times the run's size, as a standalone symbol is drawn, and
///    raised or lowered so that its middle is the middle of the text's capitals, where an SF
///    Symbol's is (`rise`): an `imageScale` grows it about that line.
/// 2. The three hand-drawn symbols (`SymbolPaths`) are vectors, which a line of text cannot hold:
///    in a text they are the nearest Material icons (`handDrawnStandIns`).
/// 3. Any other symbol name is the `help_outline` icon, and the text leaves an `UnknownSymbol`
///    annotation (`symbol-unknown` in the audits), as a standalone placeholder does.
/// 4. An asset is not a glyph: its character stays the object replacement character, its run
///    carries the image's size (`TextRun.inlineObject`), and the image is drawn where the measurer
///    says it landed (`LayoutPass.placeInlineAssets`).
public enum InlineSymbolGlyphs {
    /// The icons that stand in for the hand-drawn symbols inside a text.
    public static let handDrawnStandIns: [String: SymbolGlyph] = [
        "chevron.right": SymbolGlyph(materialName: "chevron_right", codePoint: 0xE5CC),
        "person.fill": SymbolGlyph(materialName: "person", codePoint: 0xE7FD),
        "person.2.fill": SymbolGlyph(materialName: "people", codePoint: 0xE7FB),
    ]
    /// The icon of a symbol name nothing draws.
    public static let unknownSymbol = SymbolGlyph(materialName: "help_outline", codePoint: 0xE8FD)

    /// The main face's cap height per point of its size (Open Sans: 1,462 of 2,048 units), where
    /// a symbol's middle is set. [I]
    public static let capHeightPerPoint: CGFloat = 0.714

    /// How far `run`, which draws `image`, is raised above the baseline (negative: lowered) for
    /// the icon's middle to be the capitals' middle. The symbol face's em box stands on the
    /// baseline (its ascent is one em, its descent none) and each icon is centred in it.
    static func rise(of image: ResolvedInlineImage, _ run: ResolvedTextRun) -> CGFloat {
        let iconMiddle = CGFloat(run.pointSize) * SymbolGlyphLayout.emPerPoint / 2
        return CGFloat(image.textPointSize) * capHeightPerPoint / 2 - iconMiddle
    }

    /// The glyph a symbol is drawn as (its variants applied); nil for a name nothing draws (drawn
    /// as `unknownSymbol`).
    static func glyph(forSymbol image: ResolvedInlineImage) -> SymbolGlyph? {
        let name = LayoutPass.drawnName(image.name, image.symbolVariants)
        return SymbolTable.glyph(for: name) ?? handDrawnStandIns[name]
    }

    /// The text's string as drawn: each symbol's character replaced by its glyph (both one UTF-16
    /// unit, so the runs' ranges hold); the string itself when the text has no symbol.
    static func drawnString(of text: ResolvedText) -> String {
        guard text.runs.contains(where: { $0.inlineImage?.isSymbol == true }) else { return text.string }
        return text.runs.map { run in
            guard let image = run.inlineImage, image.isSymbol else { return run.string }
            return (glyph(forSymbol: image) ?? unknownSymbol).character
        }.joined()
    }

    /// The symbol names in `text` that nothing draws, in order.
    static func unknownNames(in text: ResolvedText) -> [String] {
        text.runs.compactMap { run in
            guard let image = run.inlineImage, image.isSymbol, glyph(forSymbol: image) == nil else { return nil }
            return image.name
        }
    }
}
