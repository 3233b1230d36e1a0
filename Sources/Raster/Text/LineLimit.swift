import CPangoCairo
import Drawing
import Foundation

/// Makes a layout show at most `limit` lines in all, the last one ending in an ellipsis.
///
/// 1. Lay out without a limit; when it has `limit` lines or fewer, nothing changes.
/// 2. Without a wrap width Pango cannot ellipsise, so the widest paragraph's width is used.
/// 3. One paragraph: a negative layout height (lines per paragraph) and ellipsising at the end,
///    start or middle of the last line, as `truncation` says.
/// 4. Several paragraphs (a negative height would count per paragraph): keep the text up to the
///    end of the last kept line, add an ellipsis there, and cap the layout's height at that line's
///    bottom, so Pango ellipsises it further if the ellipsis does not fit.
enum LineLimit {
    /// Returns true when text was cut off (step 4).
    static func apply(_ limit: Int, to layout: OpaquePointer, text: [UInt8], truncation: TextTruncation = .tail) -> Bool {
        let lines = lineStarts(layout)
        guard lines.count > limit else { return false }
        if pango_layout_get_width(layout) < 0 {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, logical.width)
        }
        if lines.filter(\.paragraphStart).count == 1 {
            switch truncation {
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            }
            pango_layout_set_height(layout, Int32(-limit))
            return false
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        let lastKept = lines[limit - 1]
        let bottom = bottomOfLine(limit - 1, layout)
        var kept = Array(text[..<min(text.count, lastKept.end)])
        while let last = kept.last, last == 0x20 || last == 0x0A || last == 0x0D || last == 0x09 { kept.removeLast() }
        kept += Array("\u{2026}".utf8)
        PangoLayoutBuilder.setText(kept, on: layout)
        pango_layout_set_height(layout, bottom)
        return true
    }

    private static func lineStarts(_ layout: OpaquePointer) -> [(end: Int, paragraphStart: Bool)] {
        var result: [(end: Int, paragraphStart: Bool)] = []
        var list = pango_layout_get_lines_readonly(layout)
        while let node = list {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            result.append((Int(line.pointee.start_index + line.pointee.length), line.pointee.is_paragraph_start != 0))
            list = node.pointee.next
        }
        return result
    }

    private static func bottomOfLine(_ index: Int, _ layout: OpaquePointer) -> Int32 {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<index where pango_layout_iter_next_line(iterator) != 0 {}
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return logical.y + logical.height
    }
}
