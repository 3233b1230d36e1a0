import Drawing
import Foundation
import ViewKit

/// The drawing runs of an attributed text: each resolved run's UTF-16 range in the joined string
/// and its font, colour and decorations; none for plain text. A symbol's run is set in the symbol
/// face (`InlineSymbolGlyphs`); an asset's gets its box from the pass (`LayoutPass.textSpec`).
enum TextLayoutRuns {
    static func runs(of text: ResolvedText) -> [TextRun] {
        var offset = 0
        return text.runs.map { run in
            let length = run.string.utf16.count
            defer { offset += length }
            // A symbol's run is its glyph in the symbol face (`InlineSymbolGlyphs`).
            let symbol = run.inlineImage.flatMap { $0.isSymbol ? $0 : nil }
            let font = symbol != nil
                ? FontSpec(family: SymbolTable.family, size: CGFloat(run.pointSize) * SymbolGlyphLayout.emPerPoint)
                : FontSpec(family: run.family ?? FontSpec.mainFamily, size: CGFloat(run.pointSize),
                           weight: FontWeight(run.weight), lineHeightMultiple: nil, isItalic: run.isItalic)
            return TextRun(range: offset..<(offset + length), font: font, color: run.color.rgba,
                           underline: run.underline?.rgba, strikethrough: run.strikethrough?.rgba,
                           letterSpacing: CGFloat(run.letterSpacing),
                           baselineOffset: CGFloat(run.baselineOffset) + (symbol.map { InlineSymbolGlyphs.rise(of: $0, run) } ?? 0),
                           monospacedDigits: run.monospacedDigits)
        }
    }
}

/// Shrinks a text to fit, as `minimumScaleFactor` lets SwiftUI: the largest scale between the
/// minimum and 1 (searched in halves down to 1/256) at which the text is not cut by its line
/// limit and is no taller than the height offered.
struct TextFit {
    let minimumScale: CGFloat

    func fitted(_ spec: TextSpec, width: CGFloat?, height: CGFloat?, measure: (TextSpec) -> TextMeasurement) -> TextSpec {
        func fits(_ candidate: TextSpec) -> Bool {
            let measured = measure(candidate)
            return !measured.isTruncated && (height.map { measured.size.height <= $0 } ?? true)
        }
        guard !fits(spec) else { return spec }
        let smallest = TextFit.scaled(spec, by: minimumScale)
        guard fits(smallest) else { return smallest }
        var low = minimumScale
        var high: CGFloat = 1
        while high - low > 1.0 / 256 {
            let middle = ((low + high) / 2 * 256).rounded(.down) / 256
            if middle <= low { break }
            if fits(TextFit.scaled(spec, by: middle)) { low = middle } else { high = middle }
        }
        return TextFit.scaled(spec, by: low)
    }

    /// `spec` with its font and every run's font scaled by `scale` (and its spacing).
    static func scaled(_ spec: TextSpec, by scale: CGFloat) -> TextSpec {
        var copy = spec
        copy.font.size = spec.font.size * scale
        copy.runs = spec.runs.map { run in
            var run = run
            run.font.size *= scale
            run.letterSpacing *= scale
            run.baselineOffset *= scale
            return run
        }
        return copy
    }
}
