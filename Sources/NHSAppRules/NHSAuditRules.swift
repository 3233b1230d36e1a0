import Audits

/// The NHS cards' own rules: what the component specs state (one campaign card a screen, where a
/// reverse action may go, compact profile cards, NHS number format) and their writing guidance.
extension AuditRule {
    /// More than one campaign card on a screen.
    public static let campaignCardCount = AuditRule("campaign-card-count", severity: .error)
    /// A `.reverse` card action inside a group or with `nhsCardStyle()`.
    public static let reverseActionPlacement = AuditRule("reverse-action-placement", severity: .error)
    /// A compact profile card that is not an acting-for card.
    public static let compactProfileCard = AuditRule("compact-profile-card", severity: .error)
    /// An NHS number not written as 3-3-4 digits.
    public static let nhsNumberFormat = AuditRule("nhs-number-format", severity: .error)
    /// A campaign title longer than its target length.
    public static let campaignTitleLength = AuditRule("campaign-title-length", severity: .warning)
    /// A campaign title ending in a full stop.
    public static let campaignTitleFullStop = AuditRule("campaign-title-full-stop", severity: .warning)
    /// A campaign subtitle longer than its target length.
    public static let campaignSubtitleLength = AuditRule("campaign-subtitle-length", severity: .warning)
    /// A campaign subtitle of more than one sentence.
    public static let campaignSubtitleSentences = AuditRule("campaign-subtitle-sentences", severity: .warning)
    /// A campaign subtitle ending in a full stop.
    public static let campaignSubtitleFullStop = AuditRule("campaign-subtitle-full-stop", severity: .warning)
    /// A card action group header not in sentence case.
    public static let groupHeaderSentenceCase = AuditRule("group-header-sentence-case", severity: .warning)
}
