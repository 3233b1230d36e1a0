import Foundation

/// The direction a text's paragraph runs in, as SwiftUI's `Text` finds it: from its first
/// strongly directional character (Unicode's bidirectional algorithm, rules P2 and P3), so an
/// English string reads left to right and an Arabic one right to left whatever the layout
/// direction; a text with none (digits, punctuation) takes the layout direction. Where the layout
/// runs, not the paragraph, decides which side `.leading` is: a text whose paragraph runs against
/// the layout is aligned to the other end of its paragraph.
nonisolated enum ParagraphDirection {
    /// The direction of `string`'s first strong character, or nil when it has none.
    static func of(_ string: String) -> LayoutDirection? {
        for scalar in string.unicodeScalars {
            if isRightToLeft(scalar.value) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return nil
    }

    /// `alignment` (relative to the layout direction) relative to a paragraph running in
    /// `paragraph`: leading and trailing swap when the two run against each other.
    static func alignment(_ alignment: TextAlignment, layout: LayoutDirection, paragraph: LayoutDirection) -> TextAlignment {
        guard layout != paragraph else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms:
    /// the scripts whose letters are strongly right to left.
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}
