/// How much a finding matters: errors fail `verify`, warnings are listed.
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
    /// Worth reading; does not fail a run.
    case warning
    /// Breaks a rule the spec or WCAG states; fails a run unless the scenario expects it.
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
