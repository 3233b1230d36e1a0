import Drawing
import Foundation

extension TextItem {
    /// The part of the frame the lines occupy: as wide as the widest line, aligned as the text is
    /// (leading is the left in left-to-right text, the right in right-to-left), and as tall as the
    /// lines, never larger than the frame.
    var inkBox: CGRect {
        let width = min(frame.width, measurement.size.width)
        let height = min(frame.height, measurement.size.height)
        let spare = max(0, frame.width - width)
        let x: CGFloat
        switch (spec.alignment, spec.direction) {
        case (.center, _): x = frame.minX + spare / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): x = frame.minX
        case (.trailing, .leftToRight), (.leading, .rightToLeft): x = frame.maxX - width
        }
        return CGRect(x: x, y: frame.minY, width: width, height: height)
    }

    /// The colours the text is drawn in, each with the smallest font drawn in it and its
    /// characters: one group for plain text, one per distinct run colour for attributed text.
    var colourGroups: [(color: RGBAColor, font: FontSpec, subject: String)] {
        guard !spec.runs.isEmpty else { return [(color, spec.font, spec.string)] }
        var groups: [(color: RGBAColor, font: FontSpec, subject: String)] = []
        for run in spec.runs {
            let characters = spec.substring(of: run)
            guard !characters.allSatisfy(\.isWhitespace) else { continue }
            if let index = groups.firstIndex(where: { $0.color == run.color }) {
                if WCAGContrast.isLargeText(groups[index].font) && !WCAGContrast.isLargeText(run.font) { groups[index].font = run.font }
                groups[index].subject += characters
            } else {
                groups.append((run.color, run.font, characters))
            }
        }
        return groups
    }

    /// True when the text draws nothing visible.
    var isBlank: Bool { spec.string.allSatisfy(\.isWhitespace) }

    /// A short description of the font for messages: `17 pt regular`.
    var fontSummary: String {
        spec.font.summary
    }
}

extension FontSpec {
    /// A short description for messages: `17 pt regular`.
    var summary: String {
        let weight: String
        switch self.weight {
        case .ultraLight: weight = "ultra-light"
        case .thin: weight = "thin"
        case .light: weight = "light"
        case .regular: weight = "regular"
        case .medium: weight = "medium"
        case .semibold: weight = "semibold"
        case .bold: weight = "bold"
        case .heavy: weight = "heavy"
        case .black: weight = "black"
        }
        return "\(DumpFormat.number(size)) pt \(weight)\(isItalic ? " italic" : "")"
    }
}
