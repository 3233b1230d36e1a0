import Foundation

/// The thresholds the checks use; `standard` holds the values of WCAG, the HIG and the NHS specs.
public struct AuditConfiguration: Hashable, Sendable {
    /// Smallest tap target side, in points (HIG 44 × 44).
    public var minimumTapTarget: CGFloat
    /// Geometry slack for truncation, clipping and overlap, in points.
    public var geometryTolerance: CGFloat
    /// Minimum contrast for normal text.
    public var normalTextContrast: Double
    /// Minimum contrast for large text.
    public var largeTextContrast: Double
    /// Minimum contrast for meaningful non-text graphics.
    public var nonTextContrast: Double
    /// Target length of a campaign title, in characters including spaces.
    public var campaignTitleMaxCharacters: Int
    /// Target length of a campaign subtitle, in characters including spaces.
    public var campaignSubtitleMaxCharacters: Int
    /// Proper names a sentence-case header may keep capitalised, as whole phrases (`NHS App`).
    public var sentenceCaseExceptions: [String]
    /// Rules not to report.
    public var disabledRules: Set<AuditRule>

    /// A configuration; every value defaults to the standard one.
    public init(minimumTapTarget: CGFloat = 44, geometryTolerance: CGFloat = 0.5,
                normalTextContrast: Double = WCAGContrast.normalTextMinimum,
                largeTextContrast: Double = WCAGContrast.largeTextMinimum,
                nonTextContrast: Double = WCAGContrast.nonTextMinimum,
                campaignTitleMaxCharacters: Int = 23, campaignSubtitleMaxCharacters: Int = 75,
                sentenceCaseExceptions: [String] = ["NHS App"], disabledRules: Set<AuditRule> = []) {
        self.minimumTapTarget = minimumTapTarget
        self.geometryTolerance = geometryTolerance
        self.normalTextContrast = normalTextContrast
        self.largeTextContrast = largeTextContrast
        self.nonTextContrast = nonTextContrast
        self.campaignTitleMaxCharacters = campaignTitleMaxCharacters
        self.campaignSubtitleMaxCharacters = campaignSubtitleMaxCharacters
        self.sentenceCaseExceptions = sentenceCaseExceptions
        self.disabledRules = disabledRules
    }

    /// WCAG AA, 44 pt targets, ½ pt slack, the campaign card's 23/75 character targets.
    public static let standard = AuditConfiguration()
}
