import Foundation

/// The verdict of comparing a golden with a new image.
public struct SnapshotComparison: Sendable, Equatable {
    /// True when the image counts as the same as the golden.
    public let matches: Bool
    /// One line for reports: what differs and by how much.
    public let summary: String
    /// A PNG picturing the differences, when the comparator makes one.
    public let diffPNG: Data?

    /// A verdict.
    public init(matches: Bool, summary: String, diffPNG: Data? = nil) {
        self.matches = matches
        self.summary = summary
        self.diffPNG = diffPNG
    }
}

/// Compares a golden's bytes with a freshly rendered image: the seam where the pixel-diff engine
/// plugs in. Must be safe to call from several threads.
public struct SnapshotComparator: Sendable {
    /// A name for messages.
    public let name: String
    private let body: @Sendable (Data, SnapshotImage) throws -> SnapshotComparison

    /// A comparator that calls `compare(goldenBytes, newImage)`.
    public init(name: String, compare: @escaping @Sendable (Data, SnapshotImage) throws -> SnapshotComparison) {
        self.name = name
        self.body = compare
    }

    /// Compares `golden` (a PNG file's bytes) with `image`.
    public func compare(golden: Data, with image: SnapshotImage) throws -> SnapshotComparison {
        try body(golden, image)
    }

    /// Byte equality of the PNG files: exact, and right for goldens made by a deterministic encoder.
    public static let exactBytes = SnapshotComparator(name: "exact bytes") { golden, image in
        if golden == image.pngData {
            return SnapshotComparison(matches: true, summary: "identical")
        }
        let size = PNGHeader.size(of: golden).map { "\($0.width)×\($0.height)" } ?? "unreadable"
        return SnapshotComparison(
            matches: false,
            summary: "bytes differ: golden \(size) px, \(golden.count) bytes; new \(image.width)×\(image.height) px, "
                + "\(image.pngData.count) bytes")
    }
}
