import Drawing
import Foundation
import ViewKit

/// Text.
///
/// 1. The text is measured wrapped to the proposed width (unwrapped when the width is nil or infinite).
/// 2. It chooses the measured size: the widest line and every line's height. A narrow proposal
///    makes it taller; a finite height that its lines do not fit in keeps the lines that fit, at
///    least one, the last ended with an ellipsis (`TextHeightFit`), as a line limit cuts it.
/// 3. With `minimumScaleFactor` below 1, a text that its line limit would cut, or that is taller
///    than a finite proposed height, is shrunk first: the largest scale (in steps of 1/256, down
///    to the factor) at which it fits is used, every run's size scaled alike (`TextFit`); what
///    still does not fit is cut as in step 2.
/// 4. A reserved line count (`lineLimit(_:reservesSpace:)`, line-limit ranges) makes a text with
///    fewer lines as tall as that many of its lines.
/// 5. It is drawn at its frame's origin, its lines aligned within the frame's width.
/// 6. A symbol in it is a glyph of the symbol face among its characters (`InlineSymbolGlyphs`);
///    VoiceOver reads the image's label there.
/// 7. An asset in it is a box of the asset's size standing on the baseline among the characters,
///    and the image is drawn in that box, over the text (a template in the run's colour).
extension LayoutPass {
    func textSpec(_ text: ResolvedText) -> TextSpec {
        let font = FontSpec(family: text.family ?? FontSpec.mainFamily, size: CGFloat(text.pointSize),
                            weight: FontWeight(text.weight), lineHeightMultiple: text.lineHeightMultiple.map { CGFloat($0) },
                            isItalic: text.isItalic)
        let alignment: Drawing.TextAlignment
        switch text.alignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        var spec = TextSpec(string: InlineSymbolGlyphs.drawnString(of: text), font: font, alignment: alignment, lineLimit: text.lineLimit,
                            direction: text.direction == .rightToLeft ? .rightToLeft : .leftToRight)
        spec.runs = TextLayoutRuns.runs(of: text)
        // An asset in the text is a box of its own size (`TextRun.inlineObject`); the runs are the text's, one for one.
        for (index, run) in text.runs.enumerated() {
            guard let image = run.inlineImage, !image.isSymbol else { continue }
            spec.runs[index].inlineObject = imageSize(AssetKey(name: image.name, bundleFolder: image.bundleFolder, isDark: image.isDark))
        }
        spec.lineSpacing = CGFloat(text.lineSpacing)
        switch text.truncation {
        case .head: spec.truncation = .head
        case .tail: spec.truncation = .tail
        case .middle: spec.truncation = .middle
        }
        return spec
    }

    /// The spec as drawn within `width` and `height`: shrunk as `minimumScaleFactor` allows when
    /// it would not fit otherwise (step 3).
    func fittedSpec(_ text: ResolvedText, width: CGFloat?, height: CGFloat?) -> TextSpec {
        let spec = textSpec(text)
        guard text.minimumScaleFactor < 1 else { return spec }
        return TextFit(minimumScale: CGFloat(text.minimumScaleFactor)).fitted(spec, width: width, height: height) {
            measure($0, width: width)
        }
    }

    func textSize(_ node: LayoutNode, _ text: ResolvedText, _ proposal: ProposedSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let measurement = measuredText(node, text, width: width, height: height).measurement
        let measured = reserving(text, measurement)
        return CGSize(width: ceilToHundredth(measured.width), height: ceilToHundredth(measured.height))
    }

    func placeText(_ node: LayoutNode, _ text: ResolvedText, in frame: CGRect, mode: AccessibilityMode,
                   into output: inout LayoutOutput) {
        let (spec, measurement) = measuredText(node, text, width: frame.width, height: frame.height + 0.01)
        if text.isRedacted {
            output.items += placeholderBars(measurement, text, in: frame)
        } else {
            output.items.append(.text(TextItem(spec: spec, color: text.color.rgba, frame: frame, wrapWidth: frame.width,
                                               measurement: measurement)))
            placeInlineAssets(text, spec, measurement, in: frame, into: &output)
        }
        for name in InlineSymbolGlyphs.unknownNames(in: text) {
            output.annotations.append(ComponentAnnotation(component: SymbolTable.unknownAnnotation,
                                                          properties: [SymbolTable.unknownNameKey: name], frame: frame))
        }
        let spoken = text.spokenString
        switch mode {
        case .normal:
            output.elements.append(AccessibilityElement(label: spoken, traits: .isStaticText, frame: frame))
        case .combining:
            if !combiningLabels.isEmpty, !spoken.isEmpty { combiningLabels[combiningLabels.count - 1].append(spoken) }
        case .hidden:
            break
        }
    }

    /// The assets in a text, each drawn at its own size where the measurer says its box landed,
    /// on its line aligned as the painter aligns it (step 7).
    private func placeInlineAssets(_ text: ResolvedText, _ spec: TextSpec, _ measurement: TextMeasurement, in frame: CGRect,
                                   into output: inout LayoutOutput) {
        for placement in measurement.inlineObjects where placement.run < text.runs.count && placement.line < measurement.lines.count {
            let run = text.runs[placement.run]
            guard let image = run.inlineImage, !image.isSymbol else { continue }
            let box = placement.frame(in: frame, spec: spec, lineWidth: measurement.lines[placement.line].width)
            var item = ImageItem(assetName: image.name, frame: box, contentMode: .fill, tint: image.isTemplate ? run.color.rgba : nil,
                                 bundleFolder: image.bundleFolder, isDark: image.isDark)
            item.isInText = true
            output.items.append(.image(item))
        }
    }

    /// A redacted text: a rounded bar per line, the line's width (placed as the text's alignment
    /// places the line), `RedactionMetrics.barHeightShare` of its height, centred in it.
    private func placeholderBars(_ measurement: TextMeasurement, _ text: ResolvedText, in frame: CGRect) -> [DisplayItem] {
        let count = max(1, measurement.lineCount)
        let lineHeight = measurement.size.height / CGFloat(count)
        let barHeight = lineHeight * RedactionMetrics.barHeightShare
        let colour = text.color.rgba.multiplyingAlpha(RedactionMetrics.opacity)
        return measurement.lines.enumerated().compactMap { index, line in
            guard line.width > 0 else { return nil }
            let x: CGFloat
            switch text.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - line.width) / 2
            case .trailing: x = frame.maxX - line.width
            }
            let rect = CGRect(x: x, y: frame.minY + CGFloat(index) * lineHeight + (lineHeight - barHeight) / 2,
                              width: line.width, height: barHeight)
            return .fill(RoundedRect(rect: rect, radii: CornerRadii(all: barHeight * RedactionMetrics.barCornerShare)), colour)
        }
    }

    /// The measured size, at least `reservedLines` of its lines tall (step 4).
    private func reserving(_ text: ResolvedText, _ measurement: TextMeasurement) -> CGSize {
        guard let reserved = text.reservedLines, measurement.lineCount > 0, measurement.lineCount < reserved else {
            return measurement.size
        }
        let spacing = CGFloat(text.lineSpacing)
        let count = CGFloat(measurement.lineCount)
        let lineHeight = (measurement.size.height - spacing * (count - 1)) / count
        let height = lineHeight * CGFloat(reserved) + spacing * CGFloat(reserved - 1)
        return CGSize(width: measurement.size.width, height: height)
    }

    /// Rounds up to 1/100 pt so float noise in measurements cannot make a text one hair too narrow.
    private func ceilToHundredth(_ value: CGFloat) -> CGFloat {
        (value * 100).rounded(.up) / 100
    }
}

extension FontWeight {
    init(_ weight: Font.Weight) {
        self = FontWeight(rawValue: weight.rawValue) ?? .regular
    }
}
