import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// `FontMetricsCache` gives what Pango gives, asks Pango once a font, and stays bounded.
@Suite struct FontMetricsCacheTests {
    static let fonts: [FontSpec] = [
        FontSpec(size: 17), FontSpec(size: 17, weight: .bold), FontSpec(size: 13, weight: .semibold),
        FontSpec(size: 53, weight: .light, isItalic: true), FontSpec(size: 19, weight: .heavy, lineHeightMultiple: 1.2),
        FontSpec(family: FontSpec.monospacedFamily, size: 11), FontSpec(family: "No Such Family", size: 24),
    ]

    /// Pango's own answer, asked of a context of its own.
    private func pango(_ spec: FontSpec, _ engine: TextEngine) -> FontMetricsCache.Metrics {
        let font = PangoLayoutBuilder.fontDescription(spec)
        defer { pango_font_description_free(font) }
        let metrics = pango_context_get_metrics(engine.context, font, pango_context_get_language(engine.context))
        defer { pango_font_metrics_unref(metrics) }
        return FontMetricsCache.Metrics(ascent: points(pango_font_metrics_get_ascent(metrics)),
                                        descent: points(pango_font_metrics_get_descent(metrics)))
    }

    @Test func answersAsPangoDoesOnceAFont() throws {
        let stack = try FontStack.load()
        CairoLock.run {
            let engine = TextEngine(stack: stack), reference = TextEngine(stack: stack)
            let cache = FontMetricsCache()
            for font in Self.fonts {
                let expected = pango(font, reference)
                #expect(expected.ascent > 0 && expected.descent > 0, "\(font.family) \(font.size)")
                #expect(cache.metrics(of: font, context: engine.context) == expected, "\(font.family) \(font.size)")
            }
            #expect(cache.count == Self.fonts.count)
            // Asked again, and with other line heights: the same answers from memory.
            for font in Self.fonts {
                var other = font
                other.lineHeightMultiple = 1.5
                #expect(cache.metrics(of: other, context: engine.context) == pango(font, reference))
            }
            #expect(cache.count == Self.fonts.count)
            // Sizes and weights are told apart.
            let regular = cache.metrics(of: FontSpec(size: 17), context: engine.context)
            #expect(cache.metrics(of: FontSpec(size: 34), context: engine.context).ascent > regular.ascent * 1.9)
        }
    }

    @Test func staysWithinItsLimit() throws {
        let stack = try FontStack.load()
        CairoLock.run {
            let engine = TextEngine(stack: stack)
            let cache = FontMetricsCache()
            var last = FontMetricsCache.Metrics(ascent: 0, descent: 0)
            for step in 0...FontMetricsCache.limit {
                let metrics = cache.metrics(of: FontSpec(size: 8 + CGFloat(step) / 16), context: engine.context)
                #expect(metrics.ascent >= last.ascent, "ascent grows with size (step \(step))")
                last = metrics
            }
            #expect(cache.count >= 1 && cache.count <= FontMetricsCache.limit)
            #expect(last == pango(FontSpec(size: 8 + CGFloat(FontMetricsCache.limit) / 16), engine))
        }
    }
}
