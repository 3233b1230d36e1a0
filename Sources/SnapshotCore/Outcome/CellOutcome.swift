import ImageCodecs

/// What happened to one cell in a run.
public enum CellOutcome: Hashable, Sendable {
    /// Rendered and written to the output folder.
    case rendered
    /// The same as its golden.
    case matched
    /// Its golden did not exist and was written.
    case recorded
    /// Its golden existed with other bytes and was replaced; the summary says what differed, if compared.
    case updated(String?)
    /// Recorded again with the same bytes; nothing was written.
    case unchanged
    /// Not rendered: its golden exists and only missing ones were asked for.
    case skipped
    /// Different from its golden; the summary says how.
    case differed(String)
    /// It has no golden and the policy does not record.
    case missing
    /// Rendering or comparing threw; the message says why.
    case failed(String)
    /// A file could not be written (a read-only folder, a full disk, a part of the path that is a
    /// file); the message names it. Counted as `failed`; a run with one exits 2, not 1.
    case cannotWrite(String)

    /// A short name for counts: `rendered`, `matched`, `recorded`, `updated`, `unchanged`,
    /// `skipped`, `differed`, `missing`, `failed`.
    public var kind: String {
        switch self {
        case .rendered: return "rendered"
        case .matched: return "matched"
        case .recorded: return "recorded"
        case .updated: return "updated"
        case .unchanged: return "unchanged"
        case .skipped: return "skipped"
        case .differed: return "differed"
        case .missing: return "missing"
        case .failed, .cannotWrite: return "failed"
        }
    }

    /// True for outcomes that make a verification or a run fail: `differed`, `missing`, `failed`.
    public var isFailure: Bool {
        switch self {
        case .differed, .missing, .failed, .cannotWrite: return true
        default: return false
        }
    }

    /// The outcome of a cell whose work threw `error`: ``cannotWrite(_:)`` for a file that could
    /// not be written, else ``failed(_:)``.
    public static func thrown(_ error: Error) -> CellOutcome {
        if let error = error as? ImageCodecError, case .cannotWrite = error { return .cannotWrite(error.description) }
        return .failed(String(describing: error))
    }

    /// Every kind, in the order summaries list them.
    public static let kindOrder = ["rendered", "matched", "recorded", "updated", "unchanged", "skipped",
                                   "differed", "missing", "failed"]
}

/// One cell's outcome with what a report needs to name it.
public struct CellReport: Sendable {
    /// The cell's golden path.
    public let path: GoldenPath
    /// `Component/scenario @ device, size, scheme`.
    public let cellName: String
    /// What happened.
    public let outcome: CellOutcome
    /// Wall time spent on the cell, in seconds.
    public let seconds: Double

    /// A report.
    public init(path: GoldenPath, cellName: String, outcome: CellOutcome, seconds: Double) {
        self.path = path
        self.cellName = cellName
        self.outcome = outcome
        self.seconds = seconds
    }
}
