import Drawing
import Foundation

/// No word split between two lines.
///
/// For each text (blank ones skipped): where one line ends and the next begins inside a word (a
/// letter or digit on both sides of the break, and no hyphen before it), the text had a word too
/// long for its width and it was broken mid-word ("Prescripti / ons"), as iOS breaks it: hard to
/// read, and a sign the layout needs another arrangement at that size (stack the row, shorten the
/// copy, let the text have the whole width). `text-word-broken`, a warning, once a text, naming
/// the first broken word and how many there are.
public struct WordBreakCheck: AuditCheck {
    /// A word break check.
    public init() {}

    /// Reports `text-word-broken`.
    public var rules: [AuditRule] { [.textWordBroken] }

    /// The findings, text by text in paint order.
    public func findings(on page: AuditedPage) -> [Finding] {
        page.texts.compactMap { entry in
            entry.text.isBlank ? nil : finding(for: entry.text)
        }
    }

    private func finding(for text: TextItem) -> Finding? {
        let broken = WordBreakCheck.brokenWords(in: text.spec.string, lines: text.measurement.lines)
        guard let first = broken.first else { return nil }
        let count = broken.count == 1 ? "1 word" : "\(broken.count) words"
        return Finding(rule: .textWordBroken, component: "Text", subject: text.spec.string,
                       measured: "\(count) broken, first \"\(first)\"", threshold: "no word broken across lines",
                       message: "a word is too long for the text's width and is split between lines (\(text.fontSummary))",
                       frame: text.frame)
    }

    /// The words of `string` that `lines` (UTF-16 ranges) break in the middle, in order.
    static func brokenWords(in string: String, lines: [TextLine]) -> [String] {
        let units = Array(string.utf16)
        var words: [String] = []
        for line in lines.dropLast() {
            let end = line.range.upperBound
            guard end > 0, end < units.count, isWordUnit(units[end - 1]), isWordUnit(units[end]) else { continue }
            var start = end - 1, stop = end
            while start > 0, isWordUnit(units[start - 1]) { start -= 1 }
            while stop < units.count, isWordUnit(units[stop]) { stop += 1 }
            words.append(String(decoding: units[start..<stop], as: UTF16.self))
        }
        return words
    }

    /// A UTF-16 unit of a word: a letter or digit (a surrogate half counts, as part of one).
    private static func isWordUnit(_ unit: UInt16) -> Bool {
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return true }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
