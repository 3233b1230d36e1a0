extension AuditReport {
    /// What `verify` prints about its audits: each unexpected finding (errors fail the run, warnings
    /// are listed), each expectation that did not occur, each cell that could not be audited, then
    /// the counts by rule and the summary line.
    public var runLines: [String] {
        findingLines(includingExpected: false) + [ruleLine].compactMap { $0 } + [summaryLine]
    }
}
