import CPangoCairo
import Drawing
import Foundation

/// A text measured within no width at all (what a stack asks each child to learn how small it
/// can get), worked out from its characters instead of a Pango layout at width 0.
///
/// Within width 0, Pango gives every character a line of its own, spaces too: nothing fits, so it
/// breaks at the first place it may, after one character. Pango shapes each of those lines as a
/// run of its own, so laying a 40-character text out at width 0 shaped 40 runs, and that was over
/// half of the layout time of a page of rows (`LayoutBench --layout-only`). The lines are the
/// same few characters over and over, so each is laid out once, alone, and remembered by font; a
/// text's answer is put together from them: the widest line's ink, the line boxes' heights summed with the
/// spacing between them (or the fixed pitch), the first line's baseline.
///
/// Only texts whose answer this reproduces exactly are answered: plain (no styled runs), no line
/// limit, left to right, the main family, and only characters from a set whose lines
/// `ZeroWidthTextTests` lays out both ways (printable ASCII, Latin-1 letters and signs, and common
/// typographic punctuation; not tabs, line breaks, soft hyphens, no-break spaces or combining
/// marks, which break or shape otherwise or are untested). Every other text is laid out by Pango as before.
final class ZeroWidthText {
    /// One line as Pango lays it out alone: its ink width, box height and baseline, in points.
    private struct Line {
        let visibleWidth: CGFloat
        let height: CGFloat
        let baseline: CGFloat
    }

    /// The lines remembered, by font, then by character: every character answered is one
    /// Unicode scalar (`allowed`), so its scalar is its key. Found by font once a text, a line by
    /// an integer key: hashing the font and the character for every character cost as much as
    /// the rest of the answer (callgrind, `LayoutBench --case "1000 rows" --layout-only`).
    private var fonts: [FontSpec: [UInt32: Line]] = [:]
    /// How many lines are remembered, over all fonts.
    private(set) var count = 0
    private let limit: Int

    /// A memory of at most `limit` lines (emptied when full; an answer never depends on it).
    init(limit: Int = 8_192) {
        self.limit = limit
    }

    /// Whether `spec` is a text this answers.
    static func answers(_ spec: TextSpec) -> Bool {
        guard spec.runs.isEmpty, spec.lineLimit == nil, spec.direction == .leftToRight,
              spec.font.family == FontSpec.mainFamily, !spec.string.isEmpty else { return false }
        return spec.string.unicodeScalars.allSatisfy { allowed($0.value) }
    }

    /// Printable ASCII with the space, Latin-1's letters and signs (not its no-break space or soft
    /// hyphen), and the dashes, quotation marks, bullet, ellipsis and euro sign.
    private static func allowed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA1...0xAC, 0xAE...0xFF: return true
        case 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC: return true
        default: return false
        }
    }

    /// The measurement of `spec` within width 0 as Pango would give it, or nil when `spec` is not
    /// a text this answers.
    func measurement(of spec: TextSpec, engine: TextEngine) -> TextMeasurement? {
        guard ZeroWidthText.answers(spec) else { return nil }
        var font = spec.font
        font.lineHeightMultiple = nil
        let characters = spec.string.count
        if count + characters > limit {
            fonts.removeAll(keepingCapacity: true)
            count = 0
        }
        var known = fonts.removeValue(forKey: font) ?? [:]
        defer { fonts[font] = known }
        var measured: [TextLine] = []
        measured.reserveCapacity(characters)
        let spacing = PangoLayoutBuilder.spacingUnits(spec).map { points($0) } ?? 0
        var widest: CGFloat = 0, height: CGFloat = 0, firstBaseline: CGFloat = 0, offset = 0
        var lastTop: CGFloat = 0, lastLineBaseline: CGFloat = 0
        for character in spec.string {
            let line = self.line(character, font: font, in: &known, engine: engine)
            let length = character.utf16.count
            measured.append(TextLine(range: offset..<(offset + length), width: line.visibleWidth))
            if offset == 0 { firstBaseline = line.baseline }
            offset += length
            widest = max(widest, line.visibleWidth)
            lastTop = height
            lastLineBaseline = line.baseline
            height += line.height
        }
        // The last line's top is the lines above it and the spacing between them.
        var lastBaseline = lastTop + spacing * CGFloat(max(0, measured.count - 1)) + lastLineBaseline
        if let pitch = FixedPitch(spec, engine: engine) {
            height = pitch.height(ofLines: measured.count)
            firstBaseline = pitch.baseline(ofLine: 0)
            lastBaseline = pitch.baseline(ofLine: measured.count - 1)
        } else if PangoLayoutBuilder.spacingUnits(spec) != nil {
            height += spacing * CGFloat(measured.count - 1)
        }
        return TextMeasurement(size: CGSize(width: widest, height: height), lines: measured, isTruncated: false,
                               firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }

    /// `character` (one scalar) laid out alone, unwrapped, in `font`: remembered in `known`,
    /// the font's lines.
    private func line(_ character: Character, font: FontSpec, in known: inout [UInt32: Line], engine: TextEngine) -> Line {
        let key = character.unicodeScalars.first?.value ?? 0
        if let line = known[key] { return line }
        let laidOut = TextLayout(TextSpec(string: String(character), font: font), width: nil, engine: engine)
        defer { laidOut.release() }
        let first = laidOut.text.lines[0]
        let line = Line(visibleWidth: first.visibleWidth, height: laidOut.text.height, baseline: laidOut.text.firstBaseline)
        known[key] = line
        count += 1
        return line
    }
}
