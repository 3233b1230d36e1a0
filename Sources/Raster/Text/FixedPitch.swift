import CPangoCairo
import Drawing
import Foundation

/// An exact line pitch (size × `lineHeightMultiple`) with the main font's ascent and descent
/// centred in each line box, as a fixed line height behaves on iOS.
struct FixedPitch {
    /// The distance from one line's top to the next's.
    let pitch: CGFloat
    let ascent: CGFloat
    let descent: CGFloat

    /// The pitch for `spec`, or nil when it asks for the natural line height.
    init?(_ spec: FontSpec, engine: TextEngine) {
        guard let multiple = spec.lineHeightMultiple, multiple > 0, multiple.isFinite else { return nil }
        pitch = spec.size * multiple
        let font = PangoLayoutBuilder.fontDescription(spec)
        defer { pango_font_description_free(font) }
        let metrics = pango_context_get_metrics(engine.context, font, pango_context_get_language(engine.context))
        defer { pango_font_metrics_unref(metrics) }
        ascent = points(pango_font_metrics_get_ascent(metrics))
        descent = points(pango_font_metrics_get_descent(metrics))
    }

    func top(ofLine index: Int) -> CGFloat {
        pitch * CGFloat(index)
    }

    func baseline(ofLine index: Int) -> CGFloat {
        top(ofLine: index) + (pitch - ascent - descent) / 2 + ascent
    }
}

/// A spec laid out by Pango with its lines read: the one path the measurer and the painter share.
struct TextLayout {
    /// The Pango layout (released by `release()`).
    let layout: OpaquePointer
    let text: LaidOutText

    init(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) {
        let built = PangoLayoutBuilder.makeLayout(spec, width: width, engine: engine)
        layout = built.layout
        text = LaidOutText(layout: layout, string: spec.string, pitch: FixedPitch(spec.font, engine: engine), cut: built.cut)
    }

    func release() {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
