import CPangoCairo
import Foundation

/// One Pango font map and context on the pinned font stack, with the fixed rendering options:
/// greyscale antialiasing, no hinting, unhinted metrics, unrounded glyph positions. Pango objects
/// are not thread-safe, so an engine is used by one thread at a time (see `TextEnginePool`).
final class TextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

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

/// Hands out text engines so that each is used by one thread at a time; a thread that finds none
/// idle gets a new one. All engines share the same fontconfig configuration, so they lay text out
/// identically.
final class TextEnginePool: @unchecked Sendable {
    let stack: FontStack
    private let lock = NSLock()
    private var idle: [TextEngine] = []

    init(stack: FontStack) {
        self.stack = stack
    }

    /// The process's pool on the shared font stack.
    static let shared: Result<TextEnginePool, RasterError> = FontStack.shared.map(TextEnginePool.init)

    /// Runs `body` with an engine no other thread is using.
    func withEngine<T>(_ body: (TextEngine) throws -> T) rethrows -> T {
        lock.lock()
        let engine = idle.popLast() ?? TextEngine(stack: stack)
        lock.unlock()
        defer {
            lock.lock()
            idle.append(engine)
            lock.unlock()
        }
        return try body(engine)
    }
}
