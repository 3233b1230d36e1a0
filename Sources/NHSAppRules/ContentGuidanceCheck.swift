import Audits

/// The spec's writing guidance, as warnings: `CampaignCopyCheck`, `GroupHeaderCaseCheck` and
/// `HintRepetitionCheck` (a general check of Audits), in that order.
public struct ContentGuidanceCheck: AuditCheck {
    /// The three content checks.
    public let parts: [any AuditCheck]

    /// A content guidance check whose NHS rules read `settings`.
    public init(settings: NHSRuleSettings = .standard) {
        parts = [CampaignCopyCheck(settings: settings), GroupHeaderCaseCheck(settings: settings), HintRepetitionCheck()]
    }

    /// Every rule of the parts.
    public var rules: [AuditRule] { parts.flatMap(\.rules) }

    /// Campaign copy first, then headers, then hints.
    public func findings(on page: AuditedPage) -> [Finding] {
        parts.flatMap { $0.findings(on: page) }
    }
}
