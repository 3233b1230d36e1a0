/// A snapshot strategy with its format hidden, so that strategies of different formats (a PNG, a
/// text transcript) can sit in one list: the goldens of one value.
public struct AnySnapshotting<Value>: Sendable {
    /// The golden's file name without extension.
    public let fileStem: String
    /// The golden's extension: `png`, `a11y.txt`.
    public let pathExtension: String
    private let makeCandidate: @Sendable (Value) throws -> SnapshotCandidate

    /// The strategy `strategy`, its format hidden.
    public init<Format>(_ strategy: Snapshotting<Value, Format>) {
        fileStem = strategy.fileStem
        pathExtension = strategy.pathExtension
        makeCandidate = { try strategy.candidate(for: $0) }
    }

    /// The golden made from `value`; see `Snapshotting.candidate(for:)`.
    public func candidate(for value: Value) throws -> SnapshotCandidate { try makeCandidate(value) }
}
