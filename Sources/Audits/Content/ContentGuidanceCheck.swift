import Drawing
import Foundation

/// The spec's writing guidance, as warnings:
/// 1. A campaign title over 23 characters (including spaces), or ending in a full stop.
/// 2. A campaign subtitle over 75 characters, of more than one sentence (a `.`, `!` or `?` followed
///    by more words), or ending in a full stop.
/// 3. A card action group header not in sentence case (`SentenceCaseCheck`).
/// 4. An accessibility hint that repeats the label: after lower-casing and dropping punctuation,
///    the hint equals the label, or either contains the other as whole words.
public struct ContentGuidanceCheck: AuditCheck {
    /// A content guidance check.
    public init() {}

    /// Reports the campaign copy rules, the header rule and the hint rule.
    public var rules: [AuditRule] {
        [.campaignTitleLength, .campaignTitleFullStop, .campaignSubtitleLength, .campaignSubtitleSentences,
         .campaignSubtitleFullStop, .groupHeaderSentenceCase, .hintRepeatsLabel]
    }

    /// Campaign copy first, then headers, then hints.
    public func findings(on page: AuditedPage) -> [Finding] {
        campaignCopy(page) + headers(page) + hints(page)
    }

    private func campaignCopy(_ page: AuditedPage) -> [Finding] {
        typealias Keys = AnnotationVocabulary.CampaignCardKeys
        var result: [Finding] = []
        for card in page.annotations(named: Keys.component) {
            func warn(_ rule: AuditRule, _ subject: String, _ measured: String, _ threshold: String, _ message: String) {
                result.append(Finding(rule: rule, component: Keys.component, subject: subject, measured: measured,
                                      threshold: threshold, message: message, frame: card.frame))
            }
            let title = (card.properties[Keys.title] ?? "").trimmedOfWhitespace
            let subtitle = (card.properties[Keys.subtitle] ?? "").trimmedOfWhitespace
            let titleLimit = page.configuration.campaignTitleMaxCharacters
            let subtitleLimit = page.configuration.campaignSubtitleMaxCharacters
            if title.count > titleLimit {
                warn(.campaignTitleLength, title, "\(title.count) characters", "\(titleLimit) characters",
                     "aim for a title of at most \(titleLimit) characters, so it fits on one line at standard text sizes")
            }
            if title.hasSuffix(".") {
                warn(.campaignTitleFullStop, title, "ends in \".\"", "no full stop", "do not end the title with a full stop")
            }
            if subtitle.count > subtitleLimit {
                warn(.campaignSubtitleLength, subtitle, "\(subtitle.count) characters", "\(subtitleLimit) characters",
                     "aim for a subtitle of at most \(subtitleLimit) characters, so it fits on two lines at standard text sizes")
            }
            let sentences = Self.sentenceCount(subtitle)
            if sentences > 1 {
                warn(.campaignSubtitleSentences, subtitle, "\(sentences) sentences", "1 sentence", "keep the subtitle to a single sentence")
            }
            if subtitle.hasSuffix(".") {
                warn(.campaignSubtitleFullStop, subtitle, "ends in \".\"", "no full stop", "do not end the subtitle with a full stop")
            }
        }
        return result
    }

    private func headers(_ page: AuditedPage) -> [Finding] {
        let groups = page.annotations(named: AnnotationVocabulary.CardActionGroupKeys.component)
        var headers: [(text: String, frame: CGRect)] = groups.compactMap { group in
            let header = group.properties[AnnotationVocabulary.CardActionGroupKeys.header] ?? ""
            return header.isEmpty ? nil : (header, group.frame)
        }
        for note in page.annotations(named: AnnotationVocabulary.CardActionGroupHeaderKeys.component) {
            let text = note.properties[AnnotationVocabulary.CardActionGroupHeaderKeys.text] ?? ""
            let known = headers.contains { $0.text == text && $0.frame.intersects(note.frame) }
            if !text.isEmpty, !known { headers.append((text, note.frame)) }
        }
        return headers.compactMap { header in
            let problems = SentenceCaseCheck.problems(in: header.text, exceptions: page.configuration.sentenceCaseExceptions)
            guard !problems.isEmpty else { return nil }
            return Finding(rule: .groupHeaderSentenceCase, component: AnnotationVocabulary.CardActionGroupKeys.component,
                           subject: header.text, measured: problems.joined(separator: "; "), threshold: "sentence case",
                           message: "keep the header in sentence case: capitalise only the first word, acronyms and names",
                           frame: header.frame)
        }
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

    /// Sentences, counted as terminal marks (`.`, `!`, `?`) followed by white space and more text, plus one.
    static func sentenceCount(_ text: String) -> Int {
        let characters = Array(text.trimmedOfWhitespace)
        guard !characters.isEmpty else { return 0 }
        var count = 1
        for index in characters.indices.dropLast() where ".!?".contains(characters[index]) {
            let rest = characters[(index + 1)...]
            if let next = rest.first, next.isWhitespace, rest.contains(where: { $0.isLetter || $0.isNumber }) { count += 1 }
        }
        return count
    }
}

extension String {
    /// The string without leading and trailing white space.
    var trimmedOfWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
