import Foundation

/// A finding a scenario declares on purpose, for example a deliberately long title.
///
/// It matches a finding of the same rule whose subject contains `subjectContains` (ignoring case;
/// any subject when nil). When `cellContains` is set, the expectation applies only to matrix cells
/// whose name contains it (ignoring case): there it must occur, elsewhere it neither must occur
/// nor excuses anything.
public struct ExpectedFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule expected to fire.
    public var rule: AuditRule
    /// Part of the subject (a text, a label, a title), or nil for any.
    public var subjectContains: String?
    /// Part of the matrix cell's name where it is expected (`AX5`), or nil for every cell.
    public var cellContains: String?

    /// An expected finding.
    public init(rule: AuditRule, subjectContains: String? = nil, cellContains: String? = nil) {
        self.rule = rule
        self.subjectContains = subjectContains
        self.cellContains = cellContains
    }

    /// True when this expectation is in force in `cell` (always, when no cell is named on either side).
    public func applies(toCell cell: String?) -> Bool {
        guard let cellContains, !cellContains.isEmpty else { return true }
        guard let cell else { return false }
        return cell.range(of: cellContains, options: .caseInsensitive) != nil
    }

    /// True when `finding` is the one expected: same rule, subject containing the text.
    public func matches(_ finding: Finding) -> Bool {
        guard finding.rule == rule else { return false }
        guard let subjectContains, !subjectContains.isEmpty else { return true }
        return finding.subject.range(of: subjectContains, options: .caseInsensitive) != nil
    }

    /// `text-truncated "Long title" in AX5`.
    public var description: String {
        var text = rule.rawValue
        if let subjectContains { text += " \"\(subjectContains)\"" }
        if let cellContains { text += " in \(cellContains)" }
        return text
    }
}
