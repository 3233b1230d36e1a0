import Drawing
import Foundation

/// WCAG 1.4.3: every text run against the colour actually under it.
///
/// 1. The backdrop is sampled at five points of the text's ink box (`Backdrop.samplePoints`),
///    from the items painted before the text; the lowest ratio counts.
/// 2. Where a sample lands on a photo, the backdrop pixels (when given) under the whole ink box are
///    used instead, worst pixel first; without pixels a `contrast-unmeasured` warning is reported.
/// 3. The minimum is 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
/// 4. Attributed text (`Text + Text`, Markdown) is checked once per run colour, over the whole
///    text's ink box, at the smallest font drawn in that colour (`TextItem.colourGroups`).
/// 5. Text inside an inactive control (`disabled(true)`) is left out: WCAG sets it no minimum
///    (`InactiveControls`).
public struct TextContrastCheck: AuditCheck {
    /// A text contrast check.
    public init() {}

    /// Reports `contrast-text` and `contrast-unmeasured`.
    public var rules: [AuditRule] { [.textContrast, .contrastUnmeasured] }

    /// One finding per text below its minimum, or over a photo with no pixels to measure.
    public func findings(on page: AuditedPage) -> [Finding] {
        let inactive = InactiveControls(page)
        return page.texts.flatMap { entry -> [Finding] in
            guard !entry.text.isBlank, !inactive.contain(entry.text.frame) else { return [] }
            return entry.text.colourGroups.compactMap { group in
                var text = entry.text
                text.color = group.color
                text.spec.font = group.font
                text.spec.string = group.subject
                return finding(for: text, at: entry.painted.index, on: page)
            }
        }
    }

    private func finding(for text: TextItem, at index: Int, on page: AuditedPage) -> Finding? {
        let box = text.inkBox
        let layers = Backdrop.samplePoints(in: box).map {
            Backdrop.layer(at: $0, before: index, in: page.painted, page: page.list.background)
        }
        var worst: (ratio: Double, backdrop: RGBAColor)?
        if layers.contains(where: { if case .image = $0 { return true } else { return false } }) {
            guard let pixels = page.pixels else {
                return Finding(rule: .contrastUnmeasured, component: "Text", subject: text.spec.string,
                               measured: "unknown", threshold: FindingText.ratio(minimum(text, page)),
                               message: "text sits on a photo and no backdrop pixels were given to measure it", frame: text.frame)
            }
            worst = pixels.worstContrast(of: text.color, in: box, page: page.list.background)
        } else {
            for case .color(let backdrop) in layers {
                let ratio = WCAGContrast.ratio(text.color, on: backdrop)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, backdrop) }
            }
        }
        guard let worst, worst.ratio < minimum(text, page) else { return nil }
        let kind = WCAGContrast.isLargeText(text.spec.font) ? "large" : "normal"
        return Finding(
            rule: .textContrast, component: "Text", subject: text.spec.string,
            measured: FindingText.ratio(worst.ratio), threshold: FindingText.ratio(minimum(text, page)),
            message: "\(text.color.hexString) text on \(worst.backdrop.hexString) is below the AA minimum for \(kind) text (\(text.fontSummary))",
            frame: text.frame)
    }

    private func minimum(_ text: TextItem, _ page: AuditedPage) -> Double {
        WCAGContrast.isLargeText(text.spec.font) ? page.configuration.largeTextContrast : page.configuration.normalTextContrast
    }
}
