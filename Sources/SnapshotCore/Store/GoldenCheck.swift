import Foundation

/// A freshly made snapshot, ready to be stored or compared with a golden.
public struct SnapshotCandidate {
    /// The bytes that would be stored.
    public let data: Data
    /// Compares a golden's bytes with this snapshot.
    public let compare: (Data) throws -> SnapshotComparison

    /// A candidate.
    public init(data: Data, compare: @escaping (Data) throws -> SnapshotComparison) {
        self.data = data
        self.compare = compare
    }
}

/// Checks one snapshot against its golden under a record policy; shared by the command line and the
/// test API so both behave alike.
///
/// 1. No golden: `never` reports `missing` (and leaves the new image as the `actual` artefact);
///    other policies write it and report `recorded`.
/// 2. A golden and `missing` without `compareExisting`: `skipped`, nothing is rendered.
/// 3. A golden and `all`: the golden is replaced when the bytes differ (`updated`), else `unchanged`.
/// 4. Otherwise the two are compared: a match is `matched` (stale artefacts are cleared); a difference
///    writes the artefacts and is `differed`, or, under `failed`, also replaces the golden (`updated`).
///    With `matchesGolden`, a golden it says the snapshot matches (given the golden's file) is
///    `matched` at once, before the golden is read or `make` called; when it says false, the
///    comparison goes on as above.
public enum GoldenCheck {
    /// Runs the check; `make` renders the snapshot and is called at most once.
    public static func run(path: GoldenPath, store: GoldenStore, policy: RecordPolicy, compareExisting: Bool = true,
                           artefacts: FailureArtefacts?, matchesGolden: ((URL) -> Bool)? = nil,
                           make: () throws -> SnapshotCandidate) -> CellOutcome {
        do {
            let compares = policy == .never || policy == .failed || (policy == .missing && compareExisting)
            if compares, let matchesGolden, store.contains(path), matchesGolden(store.url(for: path)) {
                artefacts?.clear(for: path)
                return .matched
            }
            guard let golden = try store.read(path) else {
                let candidate = try make()
                if policy == .never {
                    try artefacts?.write(for: path, expected: nil, actual: candidate.data, diff: nil)
                    return .missing
                }
                try store.write(candidate.data, to: path)
                artefacts?.clear(for: path)
                return .recorded
            }
            if policy == .missing && !compareExisting { return .skipped }
            let candidate = try make()
            if policy == .all {
                if candidate.data == golden { return .unchanged }
                try store.write(candidate.data, to: path)
                artefacts?.clear(for: path)
                return .updated(nil)
            }
            let comparison = try candidate.compare(golden)
            if comparison.matches {
                artefacts?.clear(for: path)
                return .matched
            }
            try artefacts?.write(for: path, expected: golden, actual: candidate.data, diff: comparison.diffPNG)
            if policy == .failed {
                try store.write(candidate.data, to: path)
                return .updated(comparison.summary)
            }
            return .differed(comparison.summary)
        } catch {
            return .thrown(error)
        }
    }
}
