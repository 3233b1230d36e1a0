import Foundation
import SnapshotCore

/// The result of a render, record or verify run: every cell's outcome plus what the run noticed.
public struct RunSummary: Sendable {
    /// `render`, `record` or `verify`.
    public let action: String
    /// One report per cell, in plan order.
    public let reports: [CellReport]
    /// Wall time of the whole run, in seconds.
    public let seconds: Double
    /// Where the run's files are, labelled: for example `goldens` → `Snapshots/`.
    public var locations: [(label: String, url: URL)]
    /// Stored goldens that no scenario produces.
    public var orphans: [String]
    /// True when the orphans were deleted.
    public var prunedOrphans: Bool
    /// The renderer check, when the run made one.
    public var fingerprint: FingerprintStatus?
    /// Errors outside any one cell (an unreadable golden folder, say); any makes the run fail.
    public var problems: [String] = []
    /// The design audits of the rendered cells, when the run made them; a failing audit fails the run.
    public var audit: AuditReport?
    /// Rendered cells whose page was the same as one drawn earlier in the run, so its file was
    /// copied instead of drawn again (`SnapshotSession.render`); they count as rendered too.
    public var copiedPages = 0

    /// A summary.
    public init(action: String, reports: [CellReport], seconds: Double, locations: [(label: String, url: URL)] = [],
                orphans: [String] = [], prunedOrphans: Bool = false, fingerprint: FingerprintStatus? = nil) {
        self.action = action
        self.reports = reports
        self.seconds = seconds
        self.locations = locations
        self.orphans = orphans
        self.prunedOrphans = prunedOrphans
        self.fingerprint = fingerprint
    }

    /// How many cells had each outcome kind.
    public var counts: [String: Int] {
        reports.reduce(into: [:]) { $0[$1.outcome.kind, default: 0] += 1 }
    }

    /// The reports of failed cells.
    public var failures: [CellReport] { reports.filter { $0.outcome.isFailure } }

    /// True when any cell failed, the renderer changed, a problem was met or the audit failed.
    public var isFailure: Bool {
        !failures.isEmpty || !problems.isEmpty || !writeProblems.isEmpty || fingerprint?.isFailure == true || audit?.isFailure == true
    }

    /// Files the run could not write (a cell's, or one outside the cells): any makes the run exit 2.
    public var writeProblems: [String] = []

    /// True when a file could not be written: a cell's outcome is ``CellOutcome/cannotWrite(_:)``
    /// or ``writeProblems`` is not empty.
    public var couldNotWrite: Bool {
        !writeProblems.isEmpty || reports.contains { if case .cannotWrite = $0.outcome { return true } else { return false } }
    }

    /// 0 on success, 1 on any failure, 2 when a file could not be written (the run could not do
    /// its job, as with bad input).
    public var exitCode: Int32 { couldNotWrite ? 2 : isFailure ? 1 : 0 }
}
