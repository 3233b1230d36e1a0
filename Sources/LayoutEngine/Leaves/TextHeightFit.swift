import Drawing
import Foundation
import ViewKit

/// A text offered less height than its lines need keeps the lines that fit, at least one, and
/// ends the last with an ellipsis (its truncation mode's), as SwiftUI's `Text` does: offered no
/// height at all, it is one line tall, so in a stack a text of several lines is flexible, from
/// one line to all of them. The cut is a line limit on the spec, so the text is drawn, measured
/// again and audited (`text-truncated`) exactly as a `lineLimit` would cut it.
///
/// Within no width at all (what a horizontal stack asks to learn how narrow a child can get) a
/// text is answered whole, a character a line: its narrowest width is its widest character, however
/// little height comes with the question. (Cut to one line there, a list row's label measured an
/// ellipsis with Pango on every row, and a list screen's layout took four times as long.)
extension LayoutPass {
    /// `measured`, the measurement of `spec` within `width`, cut to the lines that fit `height`
    /// when it is taller; with the spec that draws the cut.
    func keepingLinesThatFit(_ spec: TextSpec, _ measured: TextMeasurement, width: CGFloat?,
                             height: CGFloat?) -> (spec: TextSpec, measurement: TextMeasurement) {
        guard let height, width != 0, measured.lineCount > 1, measured.size.height > height + TextHeightFit.tolerance else {
            return (spec, measured)
        }
        func cut(to lines: Int) -> (spec: TextSpec, measurement: TextMeasurement) {
            var limited = spec
            limited.lineLimit = lines
            return (limited, measure(limited, width: width))
        }
        func fits(_ candidate: (spec: TextSpec, measurement: TextMeasurement)) -> Bool {
            candidate.measurement.size.height <= height + TextHeightFit.tolerance
        }
        // Lines of one height are the usual case: the first guess is then the answer, and the
        // search only steps when lines differ (a larger run, a baseline offset).
        let lineHeight = measured.size.height / CGFloat(measured.lineCount)
        var lines = min(measured.lineCount - 1, max(1, Int((height + TextHeightFit.tolerance) / lineHeight)))
        var best = cut(to: lines)
        if fits(best) {
            while lines + 1 < measured.lineCount {
                let more = cut(to: lines + 1)
                guard fits(more) else { break }
                lines += 1
                best = more
            }
        } else {
            while lines > 1 {
                lines -= 1
                best = cut(to: lines)
                if fits(best) { break }
            }
        }
        return best
    }
}

/// How much taller than the height offered a text may measure and still keep its lines: float
/// noise, well under the 1/100 pt sizes are rounded up to.
enum TextHeightFit {
    static let tolerance: CGFloat = 0.001
}
