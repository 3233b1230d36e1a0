import PixelDiff

/// Everything a diff found, in the shape the JSON report stores (and `merge` reads back).
public struct DiffReport: Hashable, Sendable, Codable {
    /// The version of this JSON layout.
    public var formatVersion: Int
    /// The expected side as given (`git:main:Snapshots`, a folder, a file).
    public var expected: String
    /// The actual side as given.
    public var actual: String
    /// The comparison options used.
    public var options: CompareOptions
    /// One entry per image, changed first (see ``DiffEntry/Status``), then by name.
    public var entries: [DiffEntry]

    /// The current ``formatVersion``.
    public static let currentFormatVersion = 1

    /// A report; entries are put in report order.
    public init(expected: String, actual: String, options: CompareOptions, entries: [DiffEntry]) {
        formatVersion = Self.currentFormatVersion
        self.expected = expected
        self.actual = actual
        self.options = options
        self.entries = entries.sorted(by: DiffEntry.reportOrder)
    }

    /// How many entries have `status`.
    public func count(_ status: DiffEntry.Status) -> Int {
        entries.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// ``DiffExitCode/match`` when every entry is unchanged, else ``DiffExitCode/differ``.
    public var exitCode: DiffExitCode {
        entries.allSatisfy { $0.status == .unchanged } ? .match : .differ
    }

    /// `3 changed, 1 added, 0 removed, 120 unchanged`.
    public var countsLine: String {
        DiffEntry.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }
}
