import Drawing
import Foundation
import ViewKit

/// Text.
///
/// 1. The text is measured wrapped to the proposed width (unwrapped when the width is nil or infinite).
/// 2. It chooses the measured size: the widest line and every line's height. It never truncates
///    unless a line limit is set, so a narrow proposal makes it taller, not shorter.
/// 3. It is drawn at its frame's origin, its lines aligned within the frame's width.
extension LayoutPass {
    func textSpec(_ text: ResolvedText) -> TextSpec {
        let font = FontSpec(family: text.family ?? FontSpec.mainFamily, size: CGFloat(text.pointSize),
                            weight: FontWeight(text.weight), lineHeightMultiple: text.lineHeightMultiple.map { CGFloat($0) })
        let alignment: Drawing.TextAlignment
        switch text.alignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        return TextSpec(string: text.string, font: font, alignment: alignment, lineLimit: text.lineLimit,
                        direction: text.direction == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    func textSize(_ text: ResolvedText, _ proposal: ProposedSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let measured = measure(textSpec(text), width: width).size
        return CGSize(width: ceilToHundredth(measured.width), height: ceilToHundredth(measured.height))
    }

    func placeText(_ text: ResolvedText, in frame: CGRect, mode: AccessibilityMode, into output: inout LayoutOutput) {
        let spec = textSpec(text)
        let measurement = measure(spec, width: frame.width)
        output.items.append(.text(TextItem(spec: spec, color: text.color.rgba, frame: frame, wrapWidth: frame.width,
                                           measurement: measurement)))
        switch mode {
        case .normal:
            output.elements.append(AccessibilityElement(label: text.string, traits: .isStaticText, frame: frame))
        case .combining:
            if !combiningLabels.isEmpty, !text.string.isEmpty { combiningLabels[combiningLabels.count - 1].append(text.string) }
        case .hidden:
            break
        }
    }

    /// Rounds up to 1/100 pt so float noise in measurements cannot make a text one hair too narrow.
    private func ceilToHundredth(_ value: CGFloat) -> CGFloat {
        (value * 100).rounded(.up) / 100
    }
}

extension FontWeight {
    init(_ weight: Font.Weight) {
        switch weight {
        case .regular: self = .regular
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }
}
