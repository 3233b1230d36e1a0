import Drawing
import Foundation

/// The legend column of the accessibility overlay.
enum OverlayLegend {
    /// Gap between a badge and its text.
    static let badgeGap: CGFloat = 8
    /// Gap between the lines of one entry.
    static let lineGap: CGFloat = 2
    /// Gap between entries.
    static let entryGap: CGFloat = 12

    /// The lines of an entry: the label (bold), `Hint: …` and `Traits: …` when present.
    static func lines(for element: AccessibilityElement) -> [(text: String, weight: FontWeight)] {
        let label = FindingText.oneLine(element.label)
        var lines: [(String, FontWeight)] = [(label.isEmpty ? "(no label)" : label, .bold)]
        if let hint = element.hint.map(FindingText.oneLine), !hint.isEmpty { lines.append(("Hint: " + hint, .regular)) }
        let traits = element.traits.names
        if !traits.isEmpty { lines.append(("Traits: " + traits.joined(separator: ", "), .regular)) }
        return lines
    }

    /// The legend's items from `origin` down, and the y of its bottom edge.
    static func items(for elements: [AccessibilityElement], at origin: CGPoint, badgeSize: CGSize, badgeFont: FontSpec,
                      style: AccessibilityOverlayStyle, measurer: any TextMeasuring) -> (items: [DisplayItem], bottom: CGFloat) {
        let textX = origin.x + badgeSize.width + badgeGap
        let textWidth = max(1, style.legendWidth - badgeSize.width - badgeGap)
        var items: [DisplayItem] = []
        var y = origin.y
        if elements.isEmpty {
            let text = line(VoiceOverTranscript.emptyPageLine, weight: .regular, color: style.color(at: 7),
                            at: CGPoint(x: origin.x, y: y), width: style.legendWidth, size: style.fontSize, measurer: measurer)
            return ([.text(text)], y + text.frame.height)
        }
        for (index, element) in elements.enumerated() {
            if index > 0 { y += entryGap }
            let color = style.color(at: index)
            items += OverlayBadge.items(number: index + 1, at: CGPoint(x: origin.x, y: y), size: badgeSize, color: color,
                                        font: badgeFont, measurer: measurer)
            var lineY = y
            for (position, entry) in lines(for: element).enumerated() {
                if position > 0 { lineY += lineGap }
                let text = line(entry.text, weight: entry.weight, color: color, at: CGPoint(x: textX, y: lineY),
                                width: textWidth, size: style.fontSize, measurer: measurer)
                items.append(.text(text))
                lineY += text.frame.height
            }
            y = max(lineY, y + badgeSize.height)
        }
        return (items, y)
    }

    /// A text wrapped to `width`, as tall as its lines.
    static func line(_ string: String, weight: FontWeight, color: RGBAColor, at origin: CGPoint, width: CGFloat,
                     size: CGFloat, measurer: any TextMeasuring) -> TextItem {
        let spec = TextSpec(string: string, font: FontSpec(size: size, weight: weight))
        let measurement = measurer.measure(spec, width: width)
        return TextItem(spec: spec, color: color, frame: CGRect(origin: origin, size: CGSize(width: width, height: measurement.size.height)),
                        wrapWidth: width, measurement: measurement)
    }
}
