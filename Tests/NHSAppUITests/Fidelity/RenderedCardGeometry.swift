import Drawing
import Foundation

/// The geometry of one rendered card, read from the display list: its frame (the component's
/// annotation) and its text as lines, top to bottom, with what each says, its baseline from the
/// card's top, its width and its runs' fonts.
struct RenderedCardGeometry {
    /// One run of text on a line: its font and its advance width.
    struct Run {
        var size: CGFloat
        var weight: FontWeight
        var width: CGFloat
    }

    /// One line of text; runs on one baseline (a label and its value) make one line.
    struct Line {
        var text: String
        /// From the card's top.
        var baseline: CGFloat
        /// Page x of the first run's leading edge.
        var leading: CGFloat
        /// From the first run's leading edge to the last run's end.
        var width: CGFloat
        var runs: [Run]
    }

    let frame: CGRect
    let lines: [Line]

    /// Reads the first card annotated `component` and every text inside its frame.
    init?(_ list: DisplayList, component: String) {
        guard let card = list.annotations.first(where: { $0.component == component })?.frame else { return nil }
        frame = card
        var pieces: [Line] = []
        for item in list.textItems where card.insetBy(dx: -0.5, dy: -0.5).contains(item.frame) {
            let utf16 = Array(item.spec.string.utf16)
            let count = max(1, item.measurement.lines.count)
            let pitch = item.frame.height / CGFloat(count)
            for (index, line) in item.measurement.lines.enumerated() {
                let range = max(0, line.range.lowerBound)..<min(utf16.count, line.range.upperBound)
                let text = String(decoding: utf16[range], as: UTF16.self).trimmingCharacters(in: .whitespaces)
                let baseline = item.frame.minY + item.measurement.firstBaseline + CGFloat(index) * pitch - card.minY
                pieces.append(Line(text: text, baseline: baseline, leading: item.frame.minX, width: line.width,
                                   runs: [Run(size: item.spec.font.size, weight: item.spec.font.weight, width: line.width)]))
            }
        }
        var lines: [Line] = []
        for piece in pieces.sorted(by: { ($0.baseline, $0.leading) < ($1.baseline, $1.leading) }) {
            if let last = lines.last, abs(last.baseline - piece.baseline) < 1 {
                lines[lines.count - 1].text += " " + piece.text
                lines[lines.count - 1].width = piece.leading + piece.width - last.leading
                lines[lines.count - 1].runs += piece.runs
            } else {
                lines.append(piece)
            }
        }
        self.lines = lines
    }
}
