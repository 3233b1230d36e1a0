import Foundation
import ImageCodecs
import Raster
import SnapshotCore

extension SnapshotSession {
    /// Records goldens for `plan`: all of them, or with `onlyMissing` only those not stored yet
    /// (the others are not even rendered). Stored goldens outside `expected` (by default the plan's
    /// own paths; pass the unfiltered plan's) are reported, and deleted when `prune` is set.
    /// The renderer's fingerprint is written beside the goldens when known.
    public func record(_ plan: SnapshotPlan, store: GoldenStore, onlyMissing: Bool = false, prune: Bool = false,
                       expected: Set<GoldenPath>? = nil) -> RunSummary {
        var summary = check(plan, store: store, policy: onlyMissing ? .missing : .all, compareExisting: false,
                            artefacts: nil, action: "record")
        summary.locations.append(("goldens", store.root))
        do {
            summary.orphans = try store.orphanGoldens(expected: expected ?? plan.paths)
            if prune {
                for orphan in summary.orphans { try store.remove(relativePath: orphan) }
                summary.prunedOrphans = true
            }
            summary.fingerprint = try writeFingerprint(to: store, replacing: !onlyMissing)
        } catch let error as ImageCodecError {
            if case .cannotWrite = error { summary.writeProblems.append(error.description) } else { summary.problems.append(error.description) }
        } catch {
            summary.problems.append(String(describing: error))
        }
        return summary
    }

    /// Verifies `plan` against `store`: the renderer fingerprint first, then every cell (image and
    /// accessibility text), and audits every rendered cell (`summary.audit`). Differences
    /// leave expected/actual/diff files in `artefacts`. `policy` is `never` unless the caller asks
    /// for recording. Orphan goldens outside `expected` are reported.
    public func verify(_ plan: SnapshotPlan, store: GoldenStore, artefacts: FailureArtefacts,
                       policy: RecordPolicy = .never, expected: Set<GoldenPath>? = nil) -> RunSummary {
        let status: FingerprintStatus
        do {
            status = try FingerprintStatus.check(backend.fingerprint, store: store)
        } catch {
            status = .changed(["the fingerprint could not be read: \(error)"])
        }
        let audits = AuditCollector(renderer: backend.raster)
        var summary = check(plan, store: store, policy: policy, artefacts: artefacts, action: "verify", inspect: audits.audit)
        summary.audit = audits.report(for: plan)
        summary.fingerprint = status
        summary.orphans = (try? store.orphanGoldens(expected: expected ?? plan.paths)) ?? []
        summary.locations.append(("goldens", store.root))
        if !summary.failures.isEmpty {
            summary.locations.append(("failure artefacts", artefacts.folder))
        }
        return summary
    }

    /// Writes the current fingerprint when known: always when `replacing`, else only when none is stored.
    func writeFingerprint(to store: GoldenStore, replacing: Bool) throws -> FingerprintStatus? {
        guard let current = try backend.fingerprint.current() else { return .unknown }
        let status = try FingerprintStatus.check(backend.fingerprint, store: store)
        if replacing || status == .notStored {
            try AtomicFile.write(current, to: store.fingerprintURL)
            return .written
        }
        return status
    }
}
