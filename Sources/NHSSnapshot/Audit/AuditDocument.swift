import Audits
import Foundation

/// A run's audit for machines: what `audit --json FILE` writes. The same facts as the printed
/// report: counts, every finding (marked when a scenario expects it), the expectations that did
/// not occur, and the cells that could not be audited. Keys are sorted and the layout is fixed, so
/// the same audit always gives the same bytes.
public struct AuditDocument: Codable, Hashable, Sendable {
    /// The counts, and whether the run fails.
    public struct Summary: Codable, Hashable, Sendable {
        /// Cells audited.
        public var cells: Int
        /// Unexpected errors.
        public var errors: Int
        /// Unexpected warnings.
        public var warnings: Int
        /// Findings a scenario expects.
        public var expected: Int
        /// Expectations that did not occur.
        public var missingExpected: Int
        /// Cells that could not be audited.
        public var notAudited: Int
        /// True when the audit fails (the command exits 1).
        public var failed: Bool
    }

    /// One finding, and whether its scenario expects it.
    public struct Entry: Codable, Hashable, Sendable {
        /// The finding, with its scenario and cell.
        public var finding: Finding
        /// True when the scenario declares it: reported, never a failure.
        public var expected: Bool
    }

    /// An expectation that matched nothing in a cell.
    public struct Missing: Codable, Hashable, Sendable {
        /// The scenario, `Component/name`.
        public var scenario: String
        /// The cell's file stem.
        public var cell: String
        /// What the scenario expected.
        public var expectation: ExpectedFinding
    }

    /// The matrix the cells came from.
    public var matrix: String
    /// The counts.
    public var summary: Summary
    /// Every finding, cell by cell in plan order.
    public var findings: [Entry]
    /// Expectations that did not occur.
    public var missing: [Missing]
    /// Cells that could not be audited, each with why.
    public var notAudited: [String]

    /// The document of `report`, whose cells come from `matrix`.
    public init(_ report: AuditReport, matrix: String) {
        self.matrix = matrix
        summary = Summary(cells: report.cells.count, errors: report.errors.count, warnings: report.warnings.count,
                          expected: report.expected.count, missingExpected: report.missingCount,
                          notAudited: report.problems.count, failed: report.isFailure)
        findings = report.cells.flatMap { cell in
            cell.outcome.unexpected.map { Entry(finding: $0, expected: false) }
                + cell.outcome.expected.map { Entry(finding: $0, expected: true) }
        }
        missing = report.cells.flatMap { cell in
            cell.outcome.missing.map { Missing(scenario: cell.scenario, cell: cell.cell, expectation: $0) }
        }
        notAudited = report.problems
    }

    /// Pretty-printed JSON with sorted keys, ending in a newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
