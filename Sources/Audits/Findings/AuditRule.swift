/// Every rule the audits check, by a stable id that reports and expected findings use.
public enum AuditRule: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Text against the colour under it: 4.5:1, or 3:1 for large text (WCAG 1.4.3).
    case textContrast = "contrast-text"
    /// A meaningful non-text graphic against the colour under it: 3:1 (WCAG 1.4.11).
    case nonTextContrast = "contrast-non-text"
    /// Text over a photo whose contrast could not be measured because no pixels were given.
    case contrastUnmeasured = "contrast-unmeasured"
    /// A tap target smaller than 44 × 44 pt.
    case tapTargetSize = "tap-target-size"
    /// A text cut by its line limit (an ellipsis is drawn).
    case textTruncated = "text-truncated"
    /// A text whose frame is smaller than its measured lines.
    case textClipped = "text-clipped"
    /// A text reaching outside a clip that encloses it.
    case textOutsideClip = "text-outside-clip"
    /// A text reaching outside the page.
    case textOutsidePage = "text-outside-page"
    /// A text over a photo.
    case textOverImage = "text-over-image"
    /// Two texts overlapping each other.
    case textOverlap = "text-overlap"
    /// More than one campaign card on a screen.
    case campaignCardCount = "campaign-card-count"
    /// A `.reverse` card action inside a group or with `nhsCardStyle()`.
    case reverseActionPlacement = "reverse-action-placement"
    /// A compact profile card that is not an acting-for card.
    case compactProfileCard = "compact-profile-card"
    /// An NHS number not written as 3-3-4 digits.
    case nhsNumberFormat = "nhs-number-format"
    /// A campaign title longer than its target length.
    case campaignTitleLength = "campaign-title-length"
    /// A campaign title ending in a full stop.
    case campaignTitleFullStop = "campaign-title-full-stop"
    /// A campaign subtitle longer than its target length.
    case campaignSubtitleLength = "campaign-subtitle-length"
    /// A campaign subtitle of more than one sentence.
    case campaignSubtitleSentences = "campaign-subtitle-sentences"
    /// A campaign subtitle ending in a full stop.
    case campaignSubtitleFullStop = "campaign-subtitle-full-stop"
    /// A card action group header not in sentence case.
    case groupHeaderSentenceCase = "group-header-sentence-case"
    /// An accessibility hint that repeats the label.
    case hintRepeatsLabel = "hint-repeats-label"
    /// An `Image(systemName:)` whose name the symbol table lacks, drawn as a placeholder box.
    case symbolUnknown = "symbol-unknown"

    /// How much a breach of the rule matters.
    public var severity: Severity {
        switch self {
        case .contrastUnmeasured, .campaignTitleLength, .campaignTitleFullStop, .campaignSubtitleLength,
             .campaignSubtitleSentences, .campaignSubtitleFullStop, .groupHeaderSentenceCase, .hintRepeatsLabel,
             .symbolUnknown:
            return .warning
        default:
            return .error
        }
    }

    /// The id.
    public var description: String { rawValue }
}
