import CPangoCairo
import Drawing
import Foundation

/// The ascent and descent of each font an engine has been asked about, asked of Pango once a font.
///
/// `pango_context_get_metrics` works out an approximate character width on every call by laying
/// out and shaping a sample sentence of the context's language; for a page of short texts with a
/// fixed line height (`FixedPitch`) that was about a seventh of the layout time, and its glyph
/// buffers were the large allocations that made glibc gather every small block freed since the
/// last one. The answer depends only on the font description and the engine's context, whose
/// language, font map and options never change, so it is kept. Used under `CairoLock`, as the
/// engine is.
final class FontMetricsCache {
    /// A font's ascent and descent in points.
    struct Metrics: Equatable {
        let ascent: CGFloat
        let descent: CGFloat
    }

    /// Fonts remembered before the cache starts again: far more than the type scale at every
    /// Dynamic Type size uses, and a bound for callers that vary sizes without end.
    static let limit = 1_024

    private var known: [FontSpec: Metrics] = [:]

    /// The number of fonts remembered (for tests).
    var count: Int { known.count }

    /// The metrics of `spec`'s face, size, weight and style (its line height multiple plays no part).
    func metrics(of spec: FontSpec, context: OpaquePointer) -> Metrics {
        var key = spec
        key.lineHeightMultiple = nil
        if let found = known[key] { return found }
        let font = PangoLayoutBuilder.fontDescription(key)
        defer { pango_font_description_free(font) }
        let pangoMetrics = pango_context_get_metrics(context, font, pango_context_get_language(context))
        defer { pango_font_metrics_unref(pangoMetrics) }
        let metrics = Metrics(ascent: points(pango_font_metrics_get_ascent(pangoMetrics)),
                              descent: points(pango_font_metrics_get_descent(pangoMetrics)))
        if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
        known[key] = metrics
        return metrics
    }
}
