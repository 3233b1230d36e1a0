import Foundation

/// The thresholds the general checks use; `standard` holds the values of WCAG and the HIG. Rules
/// of a particular design system keep their own settings beside them.
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
    /// Rules not to report.
    public var disabledRules: Set<AuditRule>

    /// A configuration; every value defaults to the standard one.
    public init(minimumTapTarget: CGFloat = 44, geometryTolerance: CGFloat = 0.5,
                normalTextContrast: Double = WCAGContrast.normalTextMinimum,
                largeTextContrast: Double = WCAGContrast.largeTextMinimum,
                nonTextContrast: Double = WCAGContrast.nonTextMinimum, disabledRules: Set<AuditRule> = []) {
        self.minimumTapTarget = minimumTapTarget
        self.geometryTolerance = geometryTolerance
        self.normalTextContrast = normalTextContrast
        self.largeTextContrast = largeTextContrast
        self.nonTextContrast = nonTextContrast
        self.disabledRules = disabledRules
    }

    /// WCAG AA, 44 pt targets, ½ pt slack.
    public static let standard = AuditConfiguration()
}
