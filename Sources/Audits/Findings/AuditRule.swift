/// A rule the audits check, by a stable name that reports and expected findings use, with how
/// much a breach matters. Open: the general rules are here; a component library adds its own, with
/// their settings, as static members in an extension.
public struct AuditRule: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stable name, for example `contrast-text`.
    public let name: String
    /// How much a breach of the rule matters.
    public let severity: Severity

    /// A rule named `name`.
    public init(_ name: String, severity: Severity) {
        self.name = name
        self.severity = severity
    }

    /// The name (what earlier versions called the rule's raw value).
    public var rawValue: String { name }

    /// The name.
    public var description: String { name }

    /// Rules are the same when their names are.
    public static func == (lhs: AuditRule, rhs: AuditRule) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Encoded as its name alone, a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Decodes a name; the severity is a general rule's when the name is one, else `error`
    /// (a finding keeps its own severity beside its rule).
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self.init(name, severity: AuditRule.general.first { $0.name == name }?.severity ?? .error)
    }
}

extension AuditRule {
    /// Text against the colour under it: 4.5:1, or 3:1 for large text (WCAG 1.4.3).
    public static let textContrast = AuditRule("contrast-text", severity: .error)
    /// A meaningful non-text graphic against the colour under it: 3:1 (WCAG 1.4.11).
    public static let nonTextContrast = AuditRule("contrast-non-text", severity: .error)
    /// Text over a photo whose contrast could not be measured because no pixels were given.
    public static let contrastUnmeasured = AuditRule("contrast-unmeasured", severity: .warning)
    /// A tap target smaller than 44 × 44 pt.
    public static let tapTargetSize = AuditRule("tap-target-size", severity: .error)
    /// A text cut by its line limit (an ellipsis is drawn).
    public static let textTruncated = AuditRule("text-truncated", severity: .error)
    /// A text whose frame is smaller than its measured lines.
    public static let textClipped = AuditRule("text-clipped", severity: .error)
    /// A text reaching outside a clip that encloses it.
    public static let textOutsideClip = AuditRule("text-outside-clip", severity: .error)
    /// A text reaching outside the page.
    public static let textOutsidePage = AuditRule("text-outside-page", severity: .error)
    /// A text over a photo.
    public static let textOverImage = AuditRule("text-over-image", severity: .error)
    /// Two texts overlapping each other.
    public static let textOverlap = AuditRule("text-overlap", severity: .error)
    /// A word split between two lines because it is wider than the text.
    public static let textWordBroken = AuditRule("text-word-broken", severity: .warning)
    /// An accessibility hint that repeats the label.
    public static let hintRepeatsLabel = AuditRule("hint-repeats-label", severity: .warning)
    /// An `Image(systemName:)` whose name the symbol table lacks, drawn as a placeholder box.
    public static let symbolUnknown = AuditRule("symbol-unknown", severity: .warning)

    /// The general rules, in report order.
    public static let general: [AuditRule] = [
        .textContrast, .nonTextContrast, .contrastUnmeasured, .tapTargetSize, .textTruncated, .textClipped,
        .textOutsideClip, .textOutsidePage, .textOverImage, .textOverlap, .textWordBroken, .hintRepeatsLabel, .symbolUnknown, .materialApproximated, .shaderNotDrawn, .uiKitViewNotDrawn, .mapNotDrawn,
    ]
}
