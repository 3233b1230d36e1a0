import Drawing
import Foundation

/// An accessibility hint that repeats the label, as a warning: after lower-casing and dropping
/// punctuation, the hint equals the label, or either contains the other as whole words.
public struct HintRepetitionCheck: AuditCheck {
    /// A hint check.
    public init() {}

    /// Reports `hint-repeats-label`.
    public var rules: [AuditRule] { [.hintRepeatsLabel] }

    /// One warning per element whose hint repeats its label.
    public func findings(on page: AuditedPage) -> [Finding] {
        hints(page)
    }

    private func hints(_ page: AuditedPage) -> [Finding] {
        page.list.accessibilityElements.compactMap { element in
            guard let hint = element.hint, Self.repeats(hint: hint, label: element.label) else { return nil }
            return Finding(rule: .hintRepeatsLabel, component: "AccessibilityElement", subject: element.label,
                           measured: "hint \(DumpFormat.quoted(hint))", threshold: "a hint that adds to the label",
                           message: "the hint repeats the label; say what happens on activation, or leave the hint out",
                           frame: element.frame)
        }
    }

    /// True when the hint and label say the same words, or one contains the other as whole words.
    static func repeats(hint: String, label: String) -> Bool {
        let h = normalisedWords(hint)
        let l = normalisedWords(label)
        guard !h.isEmpty, !l.isEmpty else { return false }
        let paddedHint = " " + h + " "
        let paddedLabel = " " + l + " "
        return paddedHint.contains(paddedLabel) || paddedLabel.contains(paddedHint)
    }

    /// Lower case, letters and digits only, single spaces.
    static func normalisedWords(_ text: String) -> String {
        let kept: [Character] = text.lowercased().map { character in
            character.isLetter || character.isNumber ? character : " "
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }
}
