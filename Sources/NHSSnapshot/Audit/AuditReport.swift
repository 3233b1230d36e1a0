import Audits
import Foundation

/// The audits of a run's cells: every finding, what fails, and a summary.
///
/// A run fails on an unexpected error, on an expected finding that did not occur, and on a cell
/// that could not be audited. Warnings and expected findings are listed, never failures.
public struct AuditReport: Sendable {
    /// The audited cells, in plan order.
    public var cells: [CellAudit]
    /// Cells that could not be audited, each with why.
    public var problems: [String]

    /// A report.
    public init(cells: [CellAudit], problems: [String] = []) {
        self.cells = cells
        self.problems = problems
    }

    /// Findings no expectation covers, with severity error.
    public var errors: [Finding] { cells.flatMap(\.outcome.failingFindings) }
    /// Findings no expectation covers, with severity warning.
    public var warnings: [Finding] { cells.flatMap(\.outcome.warnings) }
    /// Findings the scenarios expect.
    public var expected: [Finding] { cells.flatMap(\.outcome.expected) }
    /// How many expectations did not occur.
    public var missingCount: Int { cells.reduce(0) { $0 + $1.outcome.missing.count } }

    /// True when an unexpected error occurred, an expectation did not, or a cell could not be audited.
    public var isFailure: Bool { !errors.isEmpty || missingCount > 0 || !problems.isEmpty }

    /// Every finding, one line each, cell by cell: unexpected errors and warnings as
    /// `Finding.description`; expected findings (when asked) prefixed `expected `; then the
    /// expectations that did not occur, and the cells that could not be audited.
    public func findingLines(includingExpected: Bool = true) -> [String] {
        var lines: [String] = []
        for cell in cells {
            lines += cell.outcome.unexpected.map(\.description)
            if includingExpected { lines += cell.outcome.expected.map { "expected " + $0.description } }
            lines += cell.missingLines
        }
        return lines + problems.map { "error audit-failed " + $0 }
    }

    /// Counts: `audit of 168 cell(s): 0 error(s), 2 warning(s), 24 expected, 0 missing expected, 0 not audited`.
    public var summaryLine: String {
        "audit of \(cells.count) cell(s): \(errors.count) error(s), \(warnings.count) warning(s), \(expected.count) expected, "
            + "\(missingCount) missing expected, \(problems.count) not audited"
    }

    /// Findings by rule, most frequent first: `by rule: contrast-text 3, campaign-title-length 2 (expected)`;
    /// nil when there are none.
    public var ruleLine: String? {
        let all = cells.flatMap { $0.outcome.unexpected.map { ($0.rule, false) } + $0.outcome.expected.map { ($0.rule, true) } }
        guard !all.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for (rule, isExpected) in all { counts[rule.rawValue + (isExpected ? " (expected)" : ""), default: 0] += 1 }
        return "by rule: " + counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
    }
}
