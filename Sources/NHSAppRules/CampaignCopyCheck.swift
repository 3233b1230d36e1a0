import Audits
import Drawing
import Foundation
import NHSAppUI

/// The campaign card's writing guidance (campaign-card.md), as warnings: a title over 23
/// characters (including spaces) or ending in a full stop; a subtitle over 75 characters, of more
/// than one sentence (a `.`, `!` or `?` followed by more words; abbreviations such as "e.g." count
/// too), or ending in a full stop.
public struct CampaignCopyCheck: AuditCheck {
    /// The character targets (`NHSRuleSettings.campaignTitleMaxCharacters` and the subtitle's).
    public let settings: NHSRuleSettings

    /// A campaign copy check with `settings`.
    public init(settings: NHSRuleSettings = .standard) {
        self.settings = settings
    }

    /// Reports the five campaign copy rules.
    public var rules: [AuditRule] {
        [.campaignTitleLength, .campaignTitleFullStop, .campaignSubtitleLength, .campaignSubtitleSentences, .campaignSubtitleFullStop]
    }

    /// Card by card: title rules, then subtitle rules.
    public func findings(on page: AuditedPage) -> [Finding] {
        campaignCopy(page)
    }

    private func campaignCopy(_ page: AuditedPage) -> [Finding] {
        typealias Keys = CampaignCardAnnotation
        var result: [Finding] = []
        for card in page.annotations(named: Keys.component) {
            func warn(_ rule: AuditRule, _ subject: String, _ measured: String, _ threshold: String, _ message: String) {
                result.append(Finding(rule: rule, component: Keys.component, subject: subject, measured: measured,
                                      threshold: threshold, message: message, frame: card.frame))
            }
            let title = (card.properties[Keys.title] ?? "").trimmedOfWhitespace
            let subtitle = (card.properties[Keys.subtitle] ?? "").trimmedOfWhitespace
            let titleLimit = settings.campaignTitleMaxCharacters
            let subtitleLimit = settings.campaignSubtitleMaxCharacters
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
