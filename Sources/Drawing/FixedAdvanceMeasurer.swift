import Foundation

/// A deterministic measurer for layout tests: every character advances a fixed fraction of
/// the font size, lines break at spaces (or mid-word when a word is wider than the line), and
/// each line is `lineHeightMultiple` × size tall (the largest run's size), `lineSpacing` apart.
/// An inline object (`TextRun.inlineObject`) takes one character's advance and stands on its
/// line's baseline.
public struct FixedAdvanceMeasurer: TextMeasuring {
    /// Advance of each character as a multiple of the font size.
    public var advance: CGFloat
    /// Line pitch as a multiple of the font size, when the font does not set one.
    public var lineHeightMultiple: CGFloat

    /// A fake measurer; by default half an em per character and 1.25 em lines.
    public init(advance: CGFloat = 0.5, lineHeightMultiple: CGFloat = 1.25) {
        self.advance = advance
        self.lineHeightMultiple = lineHeightMultiple
    }

    /// Breaks `spec.string` greedily into lines no wider than `width`.
    public func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
        let characters = Array(spec.string.utf16)
        let size = spec.runs.map(\.font.size).max() ?? spec.font.size
        let charWidth = size * advance
        let lineHeight = size * (spec.font.lineHeightMultiple ?? lineHeightMultiple)
        let perLine: Int
        if let width, width.isFinite {
            perLine = max(1, Int((max(0, width) / charWidth).rounded(.down)))
        } else {
            perLine = Int.max
        }
        var lines: [TextLine] = []
        var start = 0
        while start < characters.count {
            var end = start
            var lastBreak: Int? = nil
            while end < characters.count, end - start < perLine {
                if characters[end] == 10 { break }
                if characters[end] == 32 { lastBreak = end + 1 }
                end += 1
            }
            if end < characters.count, characters[end] == 10 {
                lines.append(line(start..<end, characters, charWidth))
                start = end + 1
                continue
            }
            if end < characters.count, characters[end] != 32, let lastBreak, lastBreak > start {
                end = lastBreak
            }
            while end < characters.count, characters[end] == 32 { end += 1 }
            lines.append(line(start..<end, characters, charWidth))
            start = end
        }
        if lines.isEmpty { lines = [TextLine(range: 0..<0, width: 0)] }
        var truncated = false
        if let limit = spec.lineLimit, limit > 0, lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        let widest = lines.map(\.width).max() ?? 0
        let pitch = lineHeight + spec.lineSpacing
        var measured = TextMeasurement(
            size: CGSize(width: widest, height: CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * spec.lineSpacing),
            lines: lines, isTruncated: truncated, firstBaseline: lineHeight * 0.8,
            lastBaseline: CGFloat(lines.count - 1) * pitch + lineHeight * 0.8)
        // An inline object takes its character's place (one advance), standing on its line's baseline.
        for (index, run) in spec.runs.enumerated() {
            guard let size = run.inlineObject,
                  let line = lines.firstIndex(where: { $0.range.contains(run.range.lowerBound) }),
                  !(truncated && line == lines.count - 1) else { continue }
            measured.inlineObjects.append(InlineObjectPlacement(
                run: index, line: line, x: CGFloat(run.range.lowerBound - lines[line].range.lowerBound) * charWidth,
                baseline: CGFloat(line) * pitch + lineHeight * 0.8, size: size))
        }
        return measured
    }

    private func line(_ range: Range<Int>, _ characters: [UInt16], _ charWidth: CGFloat) -> TextLine {
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound, characters[visibleEnd - 1] == 32 { visibleEnd -= 1 }
        return TextLine(range: range, width: CGFloat(visibleEnd - range.lowerBound) * charWidth)
    }
}
