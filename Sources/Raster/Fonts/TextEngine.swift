import CPangoCairo
import Foundation
import ImageCodecs

/// One Pango font map and context on the pinned font stack, with the fixed rendering options:
/// greyscale antialiasing, no hinting, unhinted metrics, unrounded glyph positions. Pango and Cairo
/// objects are not thread-safe: the engine is used under `CairoLock`, through `LockedTextEngine`.
final class TextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Layouts shaped for measuring, kept for drawing (and for the same text again).
    let layouts = LayoutCache(limit: TextEngine.layoutLimit)
    /// Layouts shaped for a layout pass that nothing will draw (`Renderer.layoutOnlyMeasurer`):
    /// kept only while the pass asks the same text about its next width.
    let passingLayouts = LayoutCache(limit: TextEngine.passingLayoutLimit)
    /// The lines of texts measured within width 0, one character each, laid out once.
    let zeroWidth = ZeroWidthText()
    /// The ascent and descent of each font asked about, for fixed line heights.
    let fontMetrics = FontMetricsCache()

    /// Layouts kept, one a text: two generations of 2,048, about as many texts as a few cells of a
    /// screen measure and draw (a layout is a few kilobytes).
    static let layoutLimit = 4_096

    /// Layouts kept for layout passes nothing draws: two generations of 32, more than the texts a
    /// stack asks about before it asks them again (a text is asked about unlimited width and then
    /// its share, one right after the other).
    static let passingLayoutLimit = 64

    init(stack: FontStack) {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), stack.config)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(ProcessEnvironmentPin.language))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}

/// The lock under which all of the process's Pango work and every use of Cairo's fonts runs, for
/// every renderer: measuring text, and drawing a text item from laying it out to restoring the
/// Cairo state that held its font (`ItemPainter`). Separate engines per thread (or per renderer)
/// are not enough: Cairo 1.16 (Debian 12) shares scaled fonts between all threads through its
/// global font cache and races on their glyph caches, which aborted a `render --jobs 2` of the full
/// matrix about once in seven runs (assertion `! scaled_font->cache_frozen` in
/// `cairo_scaled_font_destroy`). The lock guards that process-wide state of the C library, so it
/// is process-wide too. Everything else runs in parallel: fills, paths, images and effects on each
/// thread's own surface, PNG encoding, layout arithmetic and file writing; with the measurement
/// cache most text is measured once.
enum CairoLock {
    private static let lock = NSLock()

    /// Runs `body` while no other thread runs Cairo or Pango code.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A renderer's text engine, made on first use and used only under `CairoLock`.
final class LockedTextEngine: @unchecked Sendable {
    let stack: FontStack
    private var engine: TextEngine?

    init(stack: FontStack) {
        self.stack = stack
    }

    /// The engine, with the layouts it holds, is released under the lock too: freeing a layout
    /// can drop the last use of one of Cairo's shared scaled fonts.
    deinit {
        CairoLock.run { engine = nil }
    }

    /// Runs `body` with the engine while no other thread runs Cairo or Pango code.
    func withEngine<T>(_ body: (TextEngine) throws -> T) rethrows -> T {
        try CairoLock.run {
            if engine == nil { engine = TextEngine(stack: stack) }
            return try body(engine!)
        }
    }
}
