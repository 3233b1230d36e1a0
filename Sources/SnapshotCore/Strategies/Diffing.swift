import Foundation

/// How a snapshot format is stored and compared: to bytes for the golden file, and a comparison
/// of a golden's bytes with a new value.
public struct Diffing<Format>: Sendable {
    /// The bytes stored as the golden.
    public var toData: @Sendable (Format) throws -> Data
    /// Compares a golden's bytes with a new value.
    public var compare: @Sendable (_ golden: Data, _ value: Format) throws -> SnapshotComparison

    /// A diffing from its two functions.
    public init(toData: @escaping @Sendable (Format) throws -> Data,
                compare: @escaping @Sendable (_ golden: Data, _ value: Format) throws -> SnapshotComparison) {
        self.toData = toData
        self.compare = compare
    }
}

extension Diffing where Format == String {
    /// UTF-8 text compared line by line; the summary names the first differing line.
    public static let lines = Diffing(toData: { Data($0.utf8) }, compare: { golden, value in
        TextGoldenComparison.compare(golden: golden, with: value)
    })
}
