import Foundation
import PixelDiff

/// The encoded images kept for an entry that is not unchanged, ready to write into a report.
public struct EntryArtefacts: Hashable, Sendable {
    /// The expected file's bytes as read.
    public var expected: Data?
    /// The actual file's bytes as read.
    public var actual: Data?
    /// The diff image, encoded.
    public var diff: Data?
    /// The labelled expected | actual | diff composite, encoded.
    public var composite: Data?

    /// Artefacts from their parts.
    public init(expected: Data? = nil, actual: Data? = nil, diff: Data? = nil, composite: Data? = nil) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.composite = composite
    }
}

/// An entry together with its images.
public struct ComparedEntry: Hashable, Sendable {
    /// The outcome.
    public var entry: DiffEntry
    /// The images, when kept (entries that are not unchanged).
    public var artefacts: EntryArtefacts?

    /// An entry and its images.
    public init(entry: DiffEntry, artefacts: EntryArtefacts?) {
        self.entry = entry
        self.artefacts = artefacts
    }
}

/// The outcome of a whole diff run: the report and the images of every entry that differs.
public struct DiffRun: Sendable {
    /// What was found.
    public var report: DiffReport
    /// Images by entry name.
    public var artefacts: [String: EntryArtefacts]

    /// A run from compared entries.
    public init(expected: String, actual: String, options: CompareOptions, entries: [ComparedEntry]) {
        report = DiffReport(expected: expected, actual: actual, options: options, entries: entries.map(\.entry))
        var artefacts: [String: EntryArtefacts] = [:]
        for compared in entries { if let images = compared.artefacts { artefacts[compared.entry.name] = images } }
        self.artefacts = artefacts
    }

    /// ``DiffExitCode/match`` or ``DiffExitCode/differ``.
    public var exitCode: DiffExitCode { report.exitCode }
}
