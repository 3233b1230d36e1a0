import Foundation

/// A snapshot strategy with its format hidden, so that strategies of different formats (a PNG, a
/// text transcript) can sit in one list: the goldens of one value.
public struct AnySnapshotting<Value>: Sendable {
    /// The golden's file name without extension.
    public let fileStem: String
    /// The golden's extension: `png`, `a11y.txt`.
    public let pathExtension: String
    /// The strategy's shortcut for a value that matches its golden file (`Snapshotting.matchesGoldenFile`), if any.
    public let matchesGoldenFile: (@Sendable (Value, URL) -> Bool)?
    private let makeCandidate: @Sendable (Value) throws -> SnapshotCandidate

    /// The strategy `strategy`, its format hidden.
    public init<Format>(_ strategy: Snapshotting<Value, Format>) {
        fileStem = strategy.fileStem
        pathExtension = strategy.pathExtension
        matchesGoldenFile = strategy.matchesGoldenFile
        makeCandidate = { try strategy.candidate(for: $0) }
    }

    /// The golden made from `value`; see `Snapshotting.candidate(for:)`.
    public func candidate(for value: Value) throws -> SnapshotCandidate { try makeCandidate(value) }
}
