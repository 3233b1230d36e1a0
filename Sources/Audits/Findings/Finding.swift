import Drawing
import Foundation

/// One breach of a rule on one rendered page: what, where, how far off, and why it matters.
///
/// The audits fill in everything but `scenario` and `cell`, which the caller adds with
/// `located(scenario:cell:)` because only it knows which scenario and matrix cell it rendered.
public struct Finding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule broken.
    public var rule: AuditRule
    /// Error or warning; the rule's own severity unless a caller changes it.
    public var severity: Severity
    /// What kind of thing it is about: `Text`, `TapTarget`, `Path`, or a component name such as `Banner`.
    public var component: String
    /// The element itself: a text's string, a control's label, a banner's title.
    public var subject: String
    /// The value measured, with its unit: `1.73:1`, `30 × 300 pt`, `31 characters`.
    public var measured: String
    /// The limit it was measured against: `4.5:1`, `44 × 44 pt`, `23 characters`.
    public var threshold: String
    /// What is wrong, in a sentence.
    public var message: String
    /// Where on the page, in points, when it has a place.
    public var frame: CGRect?
    /// The catalogue scenario, set by the caller.
    public var scenario: String?
    /// The matrix cell (device, text size, scheme), set by the caller.
    public var cell: String?

    /// A finding; the severity defaults to the rule's.
    public init(rule: AuditRule, severity: Severity? = nil, component: String, subject: String, measured: String,
                threshold: String, message: String, frame: CGRect? = nil, scenario: String? = nil, cell: String? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.component = component
        self.subject = subject
        self.measured = measured
        self.threshold = threshold
        self.message = message
        self.frame = frame
        self.scenario = scenario
        self.cell = cell
    }

    /// The same finding, placed in a scenario and a matrix cell.
    public func located(scenario: String?, cell: String?) -> Finding {
        var copy = self
        copy.scenario = scenario
        copy.cell = cell
        return copy
    }

    /// One stable line: `error contrast-text banner/white-on-yellow [iphone-15/L/light] Text "Hi": measured 1.62:1, threshold 4.5:1 - message`.
    public var description: String {
        var parts = [severity.rawValue, rule.rawValue]
        if let scenario { parts.append(FindingText.oneLine(scenario)) }
        if let cell { parts.append("[" + FindingText.oneLine(cell) + "]") }
        parts.append(component + " " + DumpFormat.quoted(FindingText.oneLine(subject)) + ":")
        parts.append("measured \(measured), threshold \(threshold) - \(FindingText.oneLine(message))")
        return parts.joined(separator: " ")
    }
}

/// Text helpers for findings.
enum FindingText {
    /// The string with runs of white space (newlines included) turned into single spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// A ratio as `4.49:1`: rounded down to two decimals, so a failing value never prints as the limit.
    static func ratio(_ value: Double) -> String {
        DumpFormat.number(CGFloat((value * 100).rounded(.down) / 100)) + ":1"
    }

    /// A size as `30 × 44 pt`.
    static func size(_ size: CGSize) -> String {
        "\(DumpFormat.number(size.width)) × \(DumpFormat.number(size.height)) pt"
    }

    /// A length as `12.5 pt`.
    static func points(_ value: CGFloat) -> String {
        DumpFormat.number(value) + " pt"
    }
}
