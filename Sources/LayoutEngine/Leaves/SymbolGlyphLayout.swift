import Drawing
import Foundation
import ViewKit

/// Symbols other than the three hand-drawn ones.
///
/// 1. A name in `SymbolTable` is its Material Icons glyph, set as one character of text in the
///    icon face at `SymbolGlyphLayout.emPerPoint` times the symbol's point size, and measured by the
///    text measurer (Pango) like any text, so the box layout gives it is the box the raster draws.
/// 2. Any other name is a placeholder: a square one point size wide with the name's initial in it,
///    and an `UnknownSymbol` annotation that the audits report as `symbol-unknown`.
public enum SymbolGlyphLayout {
    /// The icon face's em per point of the symbol's size. Material icons fill 20 of their 24 units,
    /// so at 1.25 the drawn icon is about as tall as a capital plus descender of the text beside it,
    /// close to an SF Symbol at the medium scale. [I]
    public static let emPerPoint: CGFloat = 1.25

    /// The text that draws `glyph` at `pointSize`.
    public static func textSpec(_ glyph: SymbolGlyph, pointSize: CGFloat) -> TextSpec {
        TextSpec(string: glyph.character, font: FontSpec(family: SymbolTable.family, size: pointSize * emPerPoint))
    }

    /// The placeholder's initial: the name's first letter, upper-cased, or "?".
    static func initial(of name: String) -> String {
        name.first.map { String($0).uppercased() } ?? "?"
    }

    /// The initial's text inside a placeholder at `pointSize`.
    static func initialSpec(of name: String, pointSize: CGFloat) -> TextSpec {
        TextSpec(string: initial(of: name), font: FontSpec(size: pointSize * 0.6, weight: .semibold), alignment: .center)
    }
}

extension LayoutPass {
    func symbolSize(_ name: String, pointSize: CGFloat) -> CGSize {
        if SymbolPaths.names.contains(name) { return SymbolPaths.size(of: name, pointSize: pointSize) }
        if let glyph = SymbolTable.glyph(for: name) {
            let measured = measure(SymbolGlyphLayout.textSpec(glyph, pointSize: pointSize), width: nil).size
            return CGSize(width: (measured.width * 100).rounded(.up) / 100, height: (measured.height * 100).rounded(.up) / 100)
        }
        return CGSize(width: pointSize, height: pointSize)
    }

    func placeSymbol(_ image: ResolvedImage, name: String, in frame: CGRect, into output: inout LayoutOutput) {
        let pointSize = CGFloat(image.symbolPointSize)
        let color = image.color.rgba
        if SymbolPaths.names.contains(name) {
            if let path = SymbolPaths.path(name, in: frame, pointSize: pointSize, weight: image.symbolWeight, color: color) {
                output.items.append(.path(path))
            }
            return
        }
        if let glyph = SymbolTable.glyph(for: name) {
            let spec = SymbolGlyphLayout.textSpec(glyph, pointSize: pointSize)
            output.items.append(.text(TextItem(spec: spec, color: color, frame: frame, wrapWidth: frame.width,
                                               measurement: measure(spec, width: nil))))
            return
        }
        let stroke = max(pointSize / 14, 0.5)
        let box = frame.insetBy(dx: stroke / 2, dy: stroke / 2)
        output.items.append(.path(VectorPath(elements: [
            .move(to: CGPoint(x: box.minX, y: box.minY)), .line(to: CGPoint(x: box.maxX, y: box.minY)),
            .line(to: CGPoint(x: box.maxX, y: box.maxY)), .line(to: CGPoint(x: box.minX, y: box.maxY)), .close,
        ], paint: .stroke(color, width: stroke))))
        let initial = SymbolGlyphLayout.initialSpec(of: name, pointSize: pointSize)
        let measured = measure(initial, width: nil)
        let textFrame = CGRect(x: frame.minX, y: frame.midY - measured.size.height / 2,
                               width: frame.width, height: measured.size.height)
        output.items.append(.text(TextItem(spec: initial, color: color, frame: textFrame, wrapWidth: frame.width,
                                           measurement: measure(initial, width: frame.width))))
        output.annotations.append(ComponentAnnotation(component: SymbolTable.unknownAnnotation,
                                                      properties: [SymbolTable.unknownNameKey: name], frame: frame))
    }
}
