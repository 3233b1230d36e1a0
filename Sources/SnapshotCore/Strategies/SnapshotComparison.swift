import Foundation

/// The verdict of comparing a golden with a new snapshot.
public struct SnapshotComparison: Sendable, Equatable {
    /// True when the snapshot counts as the same as the golden.
    public let matches: Bool
    /// One line for reports: what differs and by how much.
    public let summary: String
    /// A PNG picturing the differences, when the comparison makes one.
    public let diffPNG: Data?

    /// A verdict.
    public init(matches: Bool, summary: String, diffPNG: Data? = nil) {
        self.matches = matches
        self.summary = summary
        self.diffPNG = diffPNG
    }
}
