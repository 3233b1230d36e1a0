import Foundation
import SnapshotCore

/// Compares a golden's bytes with a freshly rendered image: the seam where the pixel-diff engine
/// plugs in. Must be safe to call from several threads.
public struct SnapshotComparator: Sendable {
    /// A name for messages.
    public let name: String
    /// True when a golden whose pixels equal the new image's (same size, same RGBA bytes) always
    /// matches, whatever its PNG bytes: then a cell can be verified band by band, comparing pixels
    /// as they are drawn and decoded, and only a difference needs this comparator
    /// (`SnapshotRenderer.matchesPixels(of:drawing:configuration:)`). False unless said.
    public let passesIdenticalPixels: Bool
    private let body: @Sendable (Data, SnapshotImage) throws -> SnapshotComparison

    /// A comparator that calls `compare(goldenBytes, newImage)`; say `passesIdenticalPixels` only
    /// when it matches every golden of the same size and pixels as the new image.
    public init(name: String, passesIdenticalPixels: Bool = false,
                compare: @escaping @Sendable (Data, SnapshotImage) throws -> SnapshotComparison) {
        self.name = name
        self.passesIdenticalPixels = passesIdenticalPixels
        self.body = compare
    }

    /// Compares `golden` (a PNG file's bytes) with `image`.
    public func compare(golden: Data, with image: SnapshotImage) throws -> SnapshotComparison {
        try body(golden, image)
    }

    /// Byte equality of the PNG files: exact, and right for goldens made by a deterministic encoder.
    /// Equal pixels are not enough for it (the same pixels encoded otherwise differ), so it does
    /// not pass identical pixels.
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
