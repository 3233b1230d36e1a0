import Foundation
import NHSSnapshot
import SnapshotCore

/// Turns a golden check's outcome into the test failure message, or `nil` for a pass.
enum SnapshotVerdict {
    static func message(for outcome: CellOutcome, golden: URL, artefacts: FailureArtefacts, path: GoldenPath,
                        policy: RecordPolicy) -> String? {
        let goldenFile = golden.path
        switch outcome {
        case .matched, .unchanged, .skipped, .rendered:
            return nil
        case .recorded:
            return "recorded a new golden at \(goldenFile) (record policy \(policy.rawValue)); re-run the test to check against it"
        case .updated(let summary):
            return "re-recorded the golden at \(goldenFile) (record policy \(policy.rawValue))"
                + (summary.map { "; it differed: \($0)" } ?? "") + "; re-run the test to check against it"
        case .differed(let summary):
            return "snapshot differs from \(goldenFile): \(summary). Expected, actual and diff are in "
                + "\(artefacts.url(for: path, variant: "actual").deletingLastPathComponent().path)/; "
                + "re-record with NHS_SNAPSHOTS_RECORD=failed if the change is intended"
        case .missing:
            return "no golden at \(goldenFile) and the record policy is never; record it with "
                + "NHS_SNAPSHOTS_RECORD=missing swift test (or `nhs-snapshots record --missing`)"
        case .failed(let message), .cannotWrite(let message):
            return "could not snapshot \(path.relativePath): \(message)"
        }
    }
}
