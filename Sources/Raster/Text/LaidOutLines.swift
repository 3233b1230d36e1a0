import CPangoCairo
import Drawing
import Foundation

/// One line of a Pango layout, in points, in the terms both the measurer and the painter use.
struct LaidOutLine {
    /// The Pango line (owned by the layout).
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// The line's characters as UTF-16 offsets, trailing white space included.
    let utf16Range: Range<Int>
    /// The width of the line without its trailing white space.
    let visibleWidth: CGFloat
    /// From the line's drawing origin to the left edge of its visible characters.
    let visibleStart: CGFloat
    /// From the top of the layout to the line's baseline.
    let baseline: CGFloat
    /// The top and height of the line's box, from the top of the layout.
    let top: CGFloat
    let height: CGFloat
}

/// The lines of a layout with the geometry the measurer reports and the painter draws from.
struct LaidOutText {
    let lines: [LaidOutLine]
    /// The layout's logical height (the sum of the line boxes).
    let height: CGFloat
    /// From the top of the layout to the first baseline.
    let firstBaseline: CGFloat
    /// True when Pango ellipsised a line.
    let isTruncated: Bool
    /// The widest line's logical width in Pango units, trailing white space included (`WrapFit`).
    let widestLogicalWidth: Int32
    /// Where the spec's inline objects landed (`TextMeasurement.inlineObjects`).
    let objects: [InlineObjectPlacement]

    /// An inline object to find: its run's index, its bytes in the string and its size.
    struct Object {
        let run: Int
        let bytes: Range<Int>
        let size: CGSize
    }

    /// The widest visible line.
    var width: CGFloat { lines.map(\.visibleWidth).max() ?? 0 }

    /// Reads the lines of `layout`. With a fixed `pitch` every line box is exactly `pitch` tall and
    /// the baseline sits where the main font's ascent and descent, centred in the box, put it
    /// (whatever fallback fonts the line uses); otherwise Pango's natural line boxes are used.
    ///
    /// When a line limit `cut` the text (the layout holds a shortened copy ending in an ellipsis),
    /// the last line's range is extended to the end of `string`.
    /// The `objects` (inline images) are found on their lines; on the last line of a text a line
    /// limit shortened, they are left out (the ellipsis may stand where they were).
    init(layout: OpaquePointer, string: String, pitch: FixedPitch? = nil, cut: Bool = false, objects: [Object] = []) {
        let offsets = UTF16Offsets(String(cString: pango_layout_get_text(layout)))
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var lines: [LaidOutLine] = []
        var placed: [InlineObjectPlacement] = []
        var widest: Int32 = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var inLayout = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &inLayout)
            var ownExtents = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &ownExtents)
            widest = max(widest, ownExtents.width)
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            let visibleEnd = offsets.trimmingTrailingWhitespace(start..<end)
            let originX = inLayout.x - ownExtents.x
            var visible = (start: Int32(0), end: Int32(0))
            if visibleEnd > start {
                visible = LaidOutText.xRange(line, start, visibleEnd)
            }
            let baseline = pitch.map { $0.baseline(ofLine: lines.count) } ?? points(pango_layout_iter_get_baseline(iterator))
            for object in objects where (start..<end).contains(object.bytes.lowerBound) {
                // From the left edge of the line's visible characters (its origin when it has none).
                let box = LaidOutText.xRange(line, object.bytes.lowerBound, object.bytes.upperBound)
                let left = visibleEnd > start ? visible.start : originX
                placed.append(InlineObjectPlacement(run: object.run, line: lines.count, x: points(box.start - left),
                                                    baseline: baseline, size: object.size))
            }
            lines.append(LaidOutLine(
                line: line,
                utf16Range: offsets.utf16(start)..<offsets.utf16(end),
                visibleWidth: points(visible.end - visible.start),
                visibleStart: visibleEnd > start ? points(visible.start - originX) : 0,
                baseline: baseline,
                top: pitch.map { $0.top(ofLine: lines.count) } ?? points(inLayout.y),
                height: pitch?.pitch ?? points(inLayout.height)))
        } while pango_layout_iter_next_line(iterator) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        if cut, let last = lines.popLast() {
            let total = string.utf16.count
            lines.append(LaidOutLine(
                line: last.line, utf16Range: min(last.utf16Range.lowerBound, total)..<total, visibleWidth: last.visibleWidth,
                visibleStart: last.visibleStart, baseline: last.baseline, top: last.top, height: last.height))
        }
        self.lines = lines
        self.widestLogicalWidth = widest
        if let pitch {
            self.height = pitch.height(ofLines: lines.count)
            self.firstBaseline = pitch.baseline(ofLine: 0)
        } else {
            self.height = points(logical.height)
            self.firstBaseline = points(pango_layout_get_baseline(layout))
        }
        let isTruncated = cut || pango_layout_is_ellipsized(layout) != 0
        self.isTruncated = isTruncated
        self.objects = isTruncated ? placed.filter { $0.line < lines.count - 1 } : placed
    }

    /// The leftmost and rightmost x (layout coordinates, Pango units) of a byte range of a line.
    private static func xRange(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ start: Int, _ end: Int) -> (start: Int32, end: Int32) {
        var ranges: UnsafeMutablePointer<Int32>? = nil
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return (0, 0) }
        var low = Int32.max
        var high = Int32.min
        for index in 0..<Int(count) {
            low = min(low, ranges[2 * index])
            high = max(high, ranges[2 * index + 1])
        }
        return (low, high)
    }
}

/// Pango units (1/1024 point) to points.
func points(_ units: Int32) -> CGFloat {
    CGFloat(units) / CGFloat(PANGO_SCALE)
}
