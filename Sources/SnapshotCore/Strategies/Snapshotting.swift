import Foundation

/// A snapshot strategy, as in swift-snapshot-testing: how to turn a `Value` into a stored `Format`,
/// where the file goes and how to compare it. New strategies are built from existing ones with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The golden's file name without extension, for example `iphone16-393-L-light`.
    public var fileStem: String
    /// The golden's extension: `png`, `txt`.
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the format from a value.
    public var snapshot: @Sendable (Value) throws -> Format
    /// A shortcut for the common case of a value that matches its golden: given the value and the
    /// golden's file, true when the value is known to match it by a cheaper check than making the
    /// format and comparing (a page compared with the golden band by band as it is drawn). False
    /// means "not known": the format is made and compared as usual, so a shortcut never fails a
    /// check. Nil (the default) for none; ``pullback(_:)`` keeps it. Whoever replaces `diffing`
    /// with one that would not match what the shortcut matches should set this to nil.
    public var matchesGoldenFile: (@Sendable (Value, URL) -> Bool)?

    /// A strategy from its parts.
    public init(fileStem: String, pathExtension: String, diffing: Diffing<Format>,
                snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.fileStem = fileStem
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The golden this strategy makes from `value`, ready to be stored or compared: `snapshot` runs
    /// once, and the comparison reuses its result.
    public func candidate(for value: Value) throws -> SnapshotCandidate {
        let format = try snapshot(value)
        let diffing = self.diffing
        return SnapshotCandidate(data: try diffing.toData(format)) { try diffing.compare($0, format) }
    }

    /// The same strategy for another value type, reached through `transform`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var pulled = Snapshotting<NewValue, Format>(fileStem: fileStem, pathExtension: pathExtension, diffing: diffing) {
            try snapshot(transform($0))
        }
        if let matches = matchesGoldenFile {
            pulled.matchesGoldenFile = { value, golden in
                guard let transformed = try? transform(value) else { return false }
                return matches(transformed, golden)
            }
        }
        return pulled
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text stored as it is, in a `.txt` golden.
    public static func lines(fileStem: String = "text") -> Snapshotting {
        Snapshotting(fileStem: fileStem, pathExtension: "txt", diffing: .lines) { $0 }
    }
}
