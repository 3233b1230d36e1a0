import CPangoCairo
import Drawing
import Foundation

/// When a text Pango laid out at one wrap width (or without wrapping) is exactly what it lays out
/// at another.
///
/// Pango breaks a line only where what is on it would not fit. Say a text laid out within width
/// `W` (or unwrapped: `W` unlimited) has no line, trailing white space included, wider than `w`.
/// At any wrap width from `w` to `W` every one of those lines still fits, and a longer line, which
/// did not fit within `W`, fits no narrower width either: Pango makes the same breaks, so the lines,
/// runs and glyphs are the same, and with left alignment (which `PangoLayoutBuilder` always sets,
/// and no automatic direction) so is every line's position. So a stack that asks a text about
/// unlimited width and then about its share, and then places it in a frame as wide as its widest
/// line, has it shaped once if it fits its share and twice if not, never three times; and the
/// painter draws the layout the measurer read.
///
/// Two kinds of text are left out, because a wrap width changes them even when they fit: a line
/// limit (its ellipsis is fitted to the width) and letter spacing (Pango spaces a line's last
/// letter according to whether the line was broken). `WrapFitTests` lays texts out both ways.
enum WrapFit {
    /// The widest line of `text` (made from `spec`) in Pango units, trailing white space included,
    /// or nil when `spec` is a text a wrap width may change whether or not it fits.
    static func widestLine(of spec: TextSpec, _ text: LaidOutText) -> Int32? {
        guard spec.lineLimit == nil, spec.runs.allSatisfy({ $0.letterSpacing == 0 }) else { return nil }
        return text.widestLogicalWidth
    }

    /// Whether a layout made at wrap width `madeAt` (Pango units; negative: unwrapped) whose widest
    /// line is `widest` is the one Pango makes at wrap width `pangoWidth`.
    static func serves(madeAt: Int32, widest: Int32?, _ pangoWidth: Int32) -> Bool {
        if madeAt == pangoWidth { return true }
        guard let widest, pangoWidth >= 0, widest <= pangoWidth else { return false }
        return madeAt < 0 || pangoWidth <= madeAt
    }

    /// The wrap widths in points that a layout made at `madeAt` with widest line `widest` serves
    /// (`serves`), for `TextMeasurement.widthsWithSameLines`: every width in the range is one it
    /// serves (a width a hair under the lower bound may be too, and is left out).
    static func widths(madeAt: Int32, widest: Int32?) -> ClosedRange<CGFloat>? {
        guard let widest, madeAt < 0 || widest <= madeAt else { return nil }
        // `pangoWidth` rounds up: from widest / 1024 points on it is at least `widest`, and up to
        // madeAt / 1024 points at most `madeAt` (both exact: 1024 is a power of two).
        let upper = madeAt < 0 ? CGFloat.infinity : CGFloat(madeAt) / CGFloat(PANGO_SCALE)
        return (CGFloat(widest) / CGFloat(PANGO_SCALE))...upper
    }
}
