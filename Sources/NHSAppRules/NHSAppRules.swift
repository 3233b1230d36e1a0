import Audits

/// The audits of NHS App screens: the general checks of `Audits` with the NHS cards' spec and
/// content rules among them.
public enum NHSAppRules {
    /// Every check, in report order: contrast, tap targets, text fit, overlap, the spec rules, the
    /// content guidance (campaign copy, group headers, hints), unknown symbols, approximated materials.
    /// The NHS rules read `NHSRuleSettings.standard`.
    public static let checks: [any AuditCheck] = checks(settings: .standard)

    /// ``checks``, with the NHS content rules reading `settings`.
    public static func checks(settings: NHSRuleSettings) -> [any AuditCheck] {
        [
            TextContrastCheck(), NonTextContrastCheck(), TapTargetCheck(), TextFitCheck(), WordBreakCheck(), OverlapCheck(),
            SpecRuleCheck(), ContentGuidanceCheck(settings: settings), UnknownSymbolCheck(), MaterialCheck(), ShaderCheck(), UIKitViewCheck(), MapCheck(),
        ]
    }

    /// The NHS cards' own rules, in report order.
    public static let rules: [AuditRule] = [
        .campaignCardCount, .reverseActionPlacement, .compactProfileCard, .nhsNumberFormat, .campaignTitleLength,
        .campaignTitleFullStop, .campaignSubtitleLength, .campaignSubtitleSentences, .campaignSubtitleFullStop,
        .groupHeaderSentenceCase,
    ]
}
