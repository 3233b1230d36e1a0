/// A heuristic for "keep the header in sentence case": good enough for an audit to warn, not to fail.
public enum SentenceCase {
    /// True when `text` reads as sentence case: its first letter is not lower case, and no later
    /// word is capitalised (an upper-case letter followed by lower-case ones, as in "Test Results").
    /// All-capital words ("NHS", "GP", "A") pass as acronyms. Proper nouns ("Boots") read as
    /// capitalised, which is why this is a warning.
    public static func looksLikeSentenceCase(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        guard let first = words.first?.first(where: \.isLetter) else { return true }
        if first.isLowercase { return false }
        return !words.dropFirst().contains(where: isCapitalised)
    }

    /// An upper-case letter followed by at least one lower-case letter.
    private static func isCapitalised(_ word: Substring) -> Bool {
        let letters = word.filter(\.isLetter)
        guard let first = letters.first, first.isUppercase else { return false }
        return letters.dropFirst().contains(where: \.isLowercase)
    }
}
