import NHSSnapshot
import SnapshotCore

/// Settings for the assertions, scoped to a task: set them with `withSnapshotTesting`.
public enum SnapshotTesting {
    /// The record policy; `nil` means the environment's (`NHS_SNAPSHOTS_RECORD`, else `never`
    /// under `CI`, else `missing`).
    @TaskLocal public static var record: RecordPolicy?
    /// The rendering pipeline the image strategies use.
    @TaskLocal public static var backend: SnapshotBackend = .live
}

/// Runs `body` with a record policy and/or backend for every assertion inside it.
public func withSnapshotTesting<R>(record: RecordPolicy? = nil, backend: SnapshotBackend? = nil,
                                   operation body: () throws -> R) rethrows -> R {
    try SnapshotTesting.$record.withValue(record ?? SnapshotTesting.record) {
        try SnapshotTesting.$backend.withValue(backend ?? SnapshotTesting.backend, operation: body)
    }
}
