import Drawing
import Foundation

/// No line of text cut, clipped or overflowing, at any size.
///
/// For each text (blank ones skipped), with `geometryTolerance` (½ pt) of slack:
/// 1. `text-truncated`: the measurement says a line limit cut it.
/// 2. `text-clipped`: the frame is shorter than the measured lines, or narrower than the widest line.
/// 3. `text-outside-clip`: the frame reaches outside the rectangle of a clip around it (rounded
///    corners are not taken off: a text box's corner is usually empty).
/// 4. `text-outside-page`: the frame reaches outside the page.
/// In a scroll view's content, what lies beyond the viewport (and the page) along the scrolling
/// axes is reached by scrolling: neither 3 nor 4 is reported along them.
public struct TextFitCheck: AuditCheck {
    /// A text fit check.
    public init() {}

    /// Reports `text-truncated`, `text-clipped`, `text-outside-clip` and `text-outside-page`.
    public var rules: [AuditRule] { [.textTruncated, .textClipped, .textOutsideClip, .textOutsidePage] }

    /// The findings, text by text in paint order.
    public func findings(on page: AuditedPage) -> [Finding] {
        page.texts.flatMap { entry in
            entry.text.isBlank ? [] : findings(for: entry.text, clips: entry.painted.clips, scrolls: entry.painted.scrolls, on: page)
        }
    }

    private func findings(for text: TextItem, clips: [RoundedRect], scrolls: ScrollAxes, on page: AuditedPage) -> [Finding] {
        let slack = page.configuration.geometryTolerance
        let measurement = text.measurement
        var result: [Finding] = []
        func report(_ rule: AuditRule, _ measured: String, _ threshold: String, _ message: String) {
            result.append(Finding(rule: rule, component: "Text", subject: text.spec.string, measured: measured,
                                  threshold: threshold, message: message, frame: text.frame))
        }
        if measurement.isTruncated {
            let limit = text.spec.lineLimit.map { "\($0) line\($0 == 1 ? "" : "s")" } ?? "its line limit"
            report(.textTruncated, "cut after \(measurement.lineCount) line\(measurement.lineCount == 1 ? "" : "s")", "no truncation",
                   "the text is cut to \(limit) and ends in an ellipsis (\(text.fontSummary))")
        }
        if text.frame.height < measurement.size.height - slack {
            report(.textClipped, "frame height " + FindingText.points(text.frame.height),
                   "text height " + FindingText.points(measurement.size.height),
                   "the frame is shorter than the text's \(measurement.lineCount) line(s), so lines are cut off")
        }
        let widest = measurement.lines.map(\.width).max() ?? measurement.size.width
        if text.frame.width < widest - slack {
            report(.textClipped, "frame width " + FindingText.points(text.frame.width),
                   "widest line " + FindingText.points(widest),
                   "the frame is narrower than the widest line, so the line overflows")
        }
        if let clip = clips.last(where: { !$0.rect.encloses(text.frame, slack: slack) }) {
            report(.textOutsideClip, "text " + DumpFormat.rect(text.frame), "clip " + DumpFormat.rect(clip.rect),
                   "the text reaches outside a clip around it, so part of it is hidden")
        }
        if !scrolls.widening(page.bounds).encloses(text.frame, slack: slack) {
            report(.textOutsidePage, "text " + DumpFormat.rect(text.frame), "page " + DumpFormat.rect(page.bounds),
                   "the text reaches outside the page")
        }
        return result
    }
}
