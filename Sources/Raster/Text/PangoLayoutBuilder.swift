import CPangoCairo
import Drawing
import Foundation

/// Builds the Pango layout for a text spec at a wrap width. The measurer and the painter both
/// call this one function, so what is measured is what is drawn.
///
/// Steps:
/// 1. Set the paragraph's base direction from the spec (no automatic direction).
/// 2. Set the text and the font: family through the pinned configuration, absolute size in
///    points (the context has unit scale), weight and style (the main face has 300, 400, 600, 700 and 800, upright and italic).
/// 3. (Line pitch is not Pango's business: `LaidOutText` places lines itself when the spec gives
///    a line-height multiple, so the pitch is exact even where a fallback font is taller.)
/// 4. Wrap at word boundaries, falling back to characters for words wider than the line, with no
///    hyphen inserted at such a break (iOS breaks an over-long word without one).
/// 5. Never ellipsise, unless the spec sets a line limit: then ellipsise the last line (at its
///    end, start or middle, as the spec's truncation says).
/// 6. Attributed text (`spec.runs`): each run's font, colour and decorations as attributes over
///    its bytes (`RunAttributes`), and the spec's line spacing between lines.
enum PangoLayoutBuilder {
    /// A new layout (caller unrefs it) on the engine's context, and whether a line limit cut text.
    static func makeLayout(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) -> (layout: OpaquePointer, cut: Bool) {
        setDirection(of: spec, on: engine.context)
        let layout = pango_layout_new(engine.context)!
        pango_layout_set_auto_dir(layout, 0)
        setText(Array(spec.string.utf8), on: layout)
        let font = fontDescription(spec.font)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, pangoWidth(width))
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        RunAttributes.insert(spec, into: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let spacing = spacingUnits(spec), FixedPitch(spec, engine: engine) == nil {
            pango_layout_set_spacing(layout, spacing)
        }
        var cut = false
        if let limit = spec.lineLimit, limit > 0 {
            cut = LineLimit.apply(limit, to: layout, text: Array(spec.string.utf8), truncation: spec.truncation)
        }
        return (layout, cut)
    }

    /// The spec's line spacing in Pango units, or nil when it sets none (zero, negative or not finite).
    static func spacingUnits(_ spec: TextSpec) -> Int32? {
        guard spec.lineSpacing > 0, spec.lineSpacing.isFinite else { return nil }
        return Int32((Double(spec.lineSpacing) * Double(PANGO_SCALE)).rounded())
    }

    /// Sets the context's base direction to the spec's (a layout takes it from the context).
    static func setDirection(of spec: TextSpec, on context: OpaquePointer) {
        pango_context_set_base_dir(context, spec.direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    }

    static func setText(_ utf8: [UInt8], on layout: OpaquePointer) {
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// The Pango font description of a spec's font (caller frees it).
    static func fontDescription(_ spec: FontSpec) -> OpaquePointer {
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, spec.family)
        pango_font_description_set_absolute_size(font, Double(spec.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(spec.weight.rawValue)))
        if spec.isItalic { pango_font_description_set_style(font, PANGO_STYLE_ITALIC) }
        return font
    }

    /// Points to Pango units, rounded up so that a width measured earlier still fits; -1 (no
    /// wrapping) for nil, infinite or NaN.
    static func pangoWidth(_ width: CGFloat?) -> Int32 {
        guard let width, width.isFinite else { return -1 }
        let units = (Double(max(0, width)) * Double(PANGO_SCALE)).rounded(.up)
        return units >= Double(Int32.max) ? -1 : Int32(units)
    }
}

