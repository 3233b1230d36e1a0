import CPangoCairo
import Drawing
import Foundation

/// Draws a text item: the layout `PangoTextMeasurer` measured (same builder, same wrap width),
/// one line at a time, each line aligned within the item's frame.
///
/// Alignment is applied here, not by Pango, because lines are wrapped at `wrapWidth` but aligned
/// within the frame (which layout may have sized to the widest line): leading is left for
/// left-to-right text and right for right-to-left text, trailing the opposite, centre centred.
enum TextPainter {
    static func draw(_ item: TextItem, on cairo: OpaquePointer, engine: TextEngine) {
        let wrapWidth: CGFloat? = item.wrapWidth.isFinite ? max(item.wrapWidth, 0) : nil
        // The layout the measurer read, when it is still held (`LayoutCache`).
        let text = engine.layouts.layout(item.spec, width: wrapWidth, engine: engine).text
        let color = item.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        for line in text.lines {
            let left = item.frame.minX + offset(of: line, in: item.frame.width, spec: item.spec) - line.visibleStart
            cairo_move_to(cairo, Double(left), Double(item.frame.minY + line.baseline))
            pango_cairo_show_layout_line(cairo, line.line)
        }
    }

    /// From the frame's left edge to the left edge of the line's visible characters.
    static func offset(of line: LaidOutLine, in width: CGFloat, spec: TextSpec) -> CGFloat {
        spec.lineOffset(lineWidth: line.visibleWidth, in: width)
    }
}
