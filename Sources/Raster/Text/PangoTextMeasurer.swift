import CPangoCairo
import Drawing
import Foundation

/// Measures text with Pango on the pinned font stack, exactly as `Rasterizer` draws it: both go
/// through `TextLayout`, with the engine and measurement cache of the renderer it comes from
/// (`Renderer.measurer`). Safe to call from several threads.
public struct PangoTextMeasurer: TextMeasuring {
    private let textEngine: LockedTextEngine
    private let cache: MeasurementCache
    /// Whether it measures for a page about to be drawn: then the layouts it shapes are kept for
    /// the painter (`TextEngine.layouts`) and its measurements for the next cell (the renderer's
    /// `MeasurementCache`). For layout that nothing draws, neither: each text is shaped for the
    /// pass, its layout let go soon after (`TextEngine.passingLayouts`). Kept, a long page's
    /// layouts and measurements filled the processor's caches with memory nothing read again.
    private let keepsLayoutsForDrawing: Bool

    /// The measurer of `renderer`; `forDrawing: false` when no drawing follows the layout it
    /// measures for (`Renderer.layoutOnlyMeasurer`; the measurements are the same either way).
    public init(renderer: Renderer, forDrawing: Bool = true) {
        textEngine = renderer.textEngine
        cache = renderer.measurements
        keepsLayoutsForDrawing = forDrawing
    }

    /// Lays `spec` out within `width` points (`nil`: no wrapping) and reports its size and lines.
    /// Never truncates unless `spec.lineLimit` is set.
    public func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
        // Within no width, a text `ZeroWidthText` answers is put together from its characters'
        // lines, which that remembers, and not kept in the renderer's cache: every text in a stack
        // along its width is asked about no width, and the answer, a line a character, is several
        // times the size of the text's other measurements; kept, it filled most of the cache.
        if PangoLayoutBuilder.pangoWidth(width) == 0,
           let answer = textEngine.withEngine({ engine in engine.zeroWidth.measurement(of: spec, engine: engine) }) {
            return answer
        }
        guard keepsLayoutsForDrawing else { return shape(spec, width: width) }
        return cache.measurement(of: spec, width: width) { shape(spec, width: width) }
    }

    private func shape(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
        textEngine.withEngine { [keepsLayoutsForDrawing] engine in
            // Kept for drawing: the painter draws this layout when the text is drawn at this width.
            let layouts = keepsLayoutsForDrawing ? engine.layouts : engine.passingLayouts
            let layout = layouts.layout(spec, width: width, engine: engine)
            var measured = PangoTextMeasurer.measurement(of: spec, layout.text)
            measured.widthsWithSameLines = layout.widthsWithSameLines
            return measured
        }
    }

    /// What the measurer reports for `spec` laid out as `text` (without the widths it serves).
    static func measurement(of spec: TextSpec, _ text: LaidOutText) -> TextMeasurement {
        // Pango breaks a letter-spaced line that is exactly as wide as its glyphs; the widest
        // letter spacing added keeps a text re-measured at its own width on its lines.
        let spacingSlack = spec.runs.map(\.letterSpacing).filter(\.isFinite).max().map { max(0, $0) } ?? 0
        var measured = TextMeasurement(
            size: CGSize(width: text.width + spacingSlack, height: text.height),
            lines: text.lines.map { TextLine(range: $0.utf16Range, width: $0.visibleWidth) },
            isTruncated: text.isTruncated,
            firstBaseline: text.firstBaseline,
            lastBaseline: text.lines.last?.baseline ?? text.firstBaseline)
        measured.inlineObjects = text.objects
        return measured
    }

    /// The number of characters no font in the stack could draw (shown as boxes) for `spec`;
    /// zero means every character got a real glyph.
    public func unknownGlyphCount(_ spec: TextSpec, width: CGFloat? = nil) -> Int {
        textEngine.withEngine { engine in
            let laidOut = TextLayout(spec, width: width, engine: engine)
            defer { laidOut.release() }
            return Int(pango_layout_get_unknown_glyphs_count(laidOut.layout))
        }
    }

    /// The ids of the glyphs `spec` shapes to, in visual order, for diagnostics and tests: 0 is the
    /// face's missing glyph, and ids with `unknownGlyphFlag` set are boxes drawn for missing characters.
    public func glyphIDs(_ spec: TextSpec) -> [UInt32] {
        textEngine.withEngine { engine in
            let laidOut = TextLayout(spec, width: nil, engine: engine)
            defer { laidOut.release() }
            return RunFonts.glyphs(in: laidOut.layout)
        }
    }

    /// Pango's flag on the id of a box drawn for a missing character.
    public static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The font families Pango chose for the runs of `spec`, in visual order (for diagnostics).
    public func familiesUsed(_ spec: TextSpec) -> [String] {
        textEngine.withEngine { engine in
            let laidOut = TextLayout(spec, width: nil, engine: engine)
            defer { laidOut.release() }
            return RunFonts.families(in: laidOut.layout)
        }
    }
}
