import CPangoCairo
import Drawing
import Foundation

/// When a text laid out without wrapping is exactly what Pango lays out at a wrap width.
///
/// Pango breaks a line only where what is on it would not fit: when every line of the unwrapped
/// layout, trailing white space included, is no wider than the wrap width, the lines, runs and
/// glyphs at that width are the unwrapped ones, and with left alignment (which
/// `PangoLayoutBuilder` always sets, and no automatic direction) so is every line's position.
/// Two kinds of text are left out, because a wrap width changes them even when they fit: a line
/// limit (its ellipsis is fitted to the width) and letter spacing (Pango spaces a line's last
/// letter according to whether the line was broken). `UnwrappedFitTests` lays texts out both ways.
enum UnwrappedFit {
    /// The widest line of `layout` (made from `spec` without a wrap width) in Pango units, or nil
    /// when `spec` is a text a wrap width may change whether or not it fits.
    static func widestLine(of spec: TextSpec, _ layout: OpaquePointer) -> Int32? {
        guard spec.lineLimit == nil, spec.runs.allSatisfy({ $0.letterSpacing == 0 }) else { return nil }
        var widest: Int32 = 0
        var node = pango_layout_get_lines_readonly(layout)
        while let link = node {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(link.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self), nil, &logical)
            widest = max(widest, logical.width)
            node = link.pointee.next
        }
        return widest
    }
}
