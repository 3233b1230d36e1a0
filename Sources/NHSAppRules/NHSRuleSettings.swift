/// The settings of the NHS cards' content rules, beside the rules that read them: the campaign
/// card's copy targets (campaign-card.md) and the proper names a sentence-case header may keep.
/// The general thresholds (contrast, tap targets, slack) stay in `Audits.AuditConfiguration`.
public struct NHSRuleSettings: Hashable, Sendable {
    /// Target length of a campaign title, in characters including spaces.
    public var campaignTitleMaxCharacters: Int
    /// Target length of a campaign subtitle, in characters including spaces.
    public var campaignSubtitleMaxCharacters: Int
    /// Proper names a sentence-case header may keep capitalised, as whole phrases (`NHS App`).
    public var sentenceCaseExceptions: [String]

    /// Settings; every value defaults to the standard one.
    public init(campaignTitleMaxCharacters: Int = 23, campaignSubtitleMaxCharacters: Int = 75,
                sentenceCaseExceptions: [String] = ["NHS App"]) {
        self.campaignTitleMaxCharacters = campaignTitleMaxCharacters
        self.campaignSubtitleMaxCharacters = campaignSubtitleMaxCharacters
        self.sentenceCaseExceptions = sentenceCaseExceptions
    }

    /// The campaign card's 23/75 character targets; "NHS App" kept in headers.
    public static let standard = NHSRuleSettings()
}
