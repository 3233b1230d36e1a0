import CPangoCairo
import Drawing
import Foundation

/// A spec laid out by Pango with its lines read: the one path the measurer and the painter share.
struct TextLayout {
    /// The Pango layout (released by `release()`).
    let layout: OpaquePointer
    let text: LaidOutText
    /// The wrap width it was made at, as Pango got it (`PangoLayoutBuilder.pangoWidth`; negative: unwrapped).
    let pangoWidth: Int32
    /// Its widest line in Pango units, whitespace included, when a wrap width that the line fits
    /// in lays the text out alike (`WrapFit`); nil for texts a wrap width changes anyway.
    let widest: Int32?

    init(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) {
        let built = PangoLayoutBuilder.makeLayout(spec, width: width, engine: engine)
        layout = built.layout
        text = LaidOutText(layout: layout, string: spec.string, pitch: FixedPitch(spec, engine: engine), cut: built.cut,
                           objects: RunAttributes.inlineObjects(of: spec))
        pangoWidth = PangoLayoutBuilder.pangoWidth(width)
        widest = WrapFit.widestLine(of: spec, text)
    }

    /// Whether this is the layout Pango makes at wrap width `pangoWidth` (`WrapFit`).
    func serves(_ pangoWidth: Int32) -> Bool {
        WrapFit.serves(madeAt: self.pangoWidth, widest: widest, pangoWidth)
    }

    /// The wrap widths in points this layout is the one Pango makes at (some, not always all).
    var widthsWithSameLines: ClosedRange<CGFloat>? {
        WrapFit.widths(madeAt: pangoWidth, widest: widest)
    }

    func release() {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
