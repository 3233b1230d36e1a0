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
