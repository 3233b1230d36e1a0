import Audits

/// The sentence-case rule for headers ("Keep the header in sentence case", card-action.md).
///
/// A header is in sentence case when:
/// 1. it starts with a capital letter or a digit ("111 online" is in sentence case), and
/// 2. no later word is capitalised, where a word is capitalised when its first letter is upper case
///    and it has a lower-case letter after it ("Results", "Covid-19").
///
/// Words without lower-case letters pass as acronyms or initials: "NHS", "GP", "HPV", "COVID-19",
/// and the single letters of "A to Z". Words of a phrase in `exceptions` (proper names such as
/// "NHS App") pass wherever the whole phrase appears. Other proper nouns ("Boots") are reported,
/// which is why the rule is a warning.
public enum SentenceCaseCheck {
    /// The problems with `text`, empty when it is in sentence case: `starts with a lower-case letter`,
    /// `capitalised word "Results"`.
    public static func problems(in text: String, exceptions: [String] = NHSRuleSettings.standard.sentenceCaseExceptions) -> [String] {
        var problems: [String] = []
        if let first = text.first(where: { $0.isLetter || $0.isNumber }), first.isLowercase {
            problems.append("starts with a lower-case letter")
        }
        let words = text.split(whereSeparator: \.isWhitespace)
        let exempt = exemptIndices(words, exceptions)
        for index in words.indices.dropFirst() where !exempt.contains(index) && isCapitalised(words[index]) {
            problems.append("capitalised word \"\(words[index])\"")
        }
        return problems
    }

    /// True when `text` has no sentence-case problem.
    public static func isSentenceCase(_ text: String, exceptions: [String] = NHSRuleSettings.standard.sentenceCaseExceptions) -> Bool {
        problems(in: text, exceptions: exceptions).isEmpty
    }

    /// An upper-case first letter followed somewhere by a lower-case one.
    static func isCapitalised(_ word: Substring) -> Bool {
        let letters = word.filter(\.isLetter)
        guard let first = letters.first, first.isUppercase else { return false }
        return letters.dropFirst().contains(where: \.isLowercase)
    }

    /// The positions of words that belong to an occurrence of an exception phrase.
    private static func exemptIndices(_ words: [Substring], _ exceptions: [String]) -> Set<Int> {
        var exempt: Set<Int> = []
        for phrase in exceptions {
            let parts = phrase.split(whereSeparator: \.isWhitespace)
            guard !parts.isEmpty, parts.count <= words.count else { continue }
            for start in 0...(words.count - parts.count) {
                let window = words[start..<(start + parts.count)].map { $0.filter { $0.isLetter || $0.isNumber } }
                if window == parts.map({ $0.filter { $0.isLetter || $0.isNumber } }) {
                    exempt.formUnion(start..<(start + parts.count))
                }
            }
        }
        return exempt
    }
}
