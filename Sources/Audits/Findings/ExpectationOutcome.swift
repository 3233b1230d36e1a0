import Foundation

/// The findings of one render sorted against what its scenario expected.
public struct ExpectationOutcome: Hashable, Sendable {
    /// Findings no expectation covers. Its errors fail the render; its warnings are listed.
    public var unexpected: [Finding]
    /// Findings an expectation covers: reported, never a failure.
    public var expected: [Finding]
    /// Expectations that applied to this cell and matched nothing: each is a failure.
    public var missing: [ExpectedFinding]

    /// An outcome.
    public init(unexpected: [Finding], expected: [Finding], missing: [ExpectedFinding]) {
        self.unexpected = unexpected
        self.expected = expected
        self.missing = missing
    }

    /// The unexpected errors.
    public var failingFindings: [Finding] { unexpected.filter { $0.severity == .error } }

    /// The unexpected warnings.
    public var warnings: [Finding] { unexpected.filter { $0.severity == .warning } }

    /// True when nothing fails: no unexpected error and no missing expectation.
    public var passes: Bool { failingFindings.isEmpty && missing.isEmpty }

    /// One line per failure: the unexpected errors, then `missing expected finding …` lines.
    public var failureLines: [String] {
        failingFindings.map(\.description) + missing.map { "missing expected finding \($0)" }
    }
}

/// Matching of findings against a scenario's expected findings.
public enum FindingExpectations {
    /// Sorts the findings of one render (in matrix cell `cell`) against `expected`.
    ///
    /// A finding is expected when an expectation in force for the cell matches it; an expectation
    /// in force that matches no finding is missing. The order of the findings is kept.
    public static func evaluate(_ findings: [Finding], expected: [ExpectedFinding], cell: String? = nil) -> ExpectationOutcome {
        let active = expected.filter { $0.applies(toCell: cell) }
        var unexpected: [Finding] = []
        var covered: [Finding] = []
        for finding in findings {
            if active.contains(where: { $0.matches(finding) }) {
                covered.append(finding)
            } else {
                unexpected.append(finding)
            }
        }
        let missing = active.filter { expectation in !findings.contains(where: { expectation.matches($0) }) }
        return ExpectationOutcome(unexpected: unexpected, expected: covered, missing: missing)
    }
}
