import Foundation
import ImageCodecs

/// The files a failed comparison leaves for people to look at, mirroring the golden layout:
/// `<folder>/<Component>/<scenario>/<stem>.expected.png`, `.actual.png` and `.diff.png`.
public struct FailureArtefacts: Sendable {
    /// The folder, usually `Output/failures`.
    public let folder: URL

    /// Artefacts under `folder`.
    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    /// Where one variant (`expected`, `actual` or `diff`) of `path` goes.
    public func url(for path: GoldenPath, variant: String) -> URL {
        path.components(variant: variant).reduce(folder) { $0.appendingPathComponent($1) }
    }

    /// The variants written, in order.
    public static let variants = ["expected", "actual", "diff"]

    /// Writes what exists of the three files atomically, and removes stale ones that do not.
    public func write(for path: GoldenPath, expected: Data?, actual: Data?, diff: Data?) throws {
        for (variant, data) in zip(FailureArtefacts.variants, [expected, actual, diff]) {
            let url = url(for: path, variant: variant)
            if let data {
                try AtomicFile.write(data, to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    /// Removes any artefacts left for `path` by an earlier failed run.
    public func clear(for path: GoldenPath) {
        for variant in FailureArtefacts.variants {
            try? FileManager.default.removeItem(at: url(for: path, variant: variant))
        }
    }
}
