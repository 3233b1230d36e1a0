import Foundation
import NHSSnapshot
import SnapshotCore

/// Everything a command needs from the world: the scenarios, the pipeline, where the package is,
/// the environment, and where to print.
public struct CommandContext: Sendable {
    /// The scenarios.
    public var catalogue: ScenarioCatalogue
    /// The rendering pipeline.
    public var backend: SnapshotBackend
    /// The folder the commands work in (the command line's working folder, or `NHS_SNAPSHOTS_ROOT`):
    /// goldens are in its `Snapshots/`, the default output in `Output/`.
    public var packageRoot: URL
    /// Relative `--out` folders are resolved against this.
    public var workingDirectory: URL
    /// Environment variables (`NHS_SNAPSHOTS_RECORD`, `CI`).
    public var environment: [String: String]
    /// Called per finished cell.
    public var progress: SnapshotSession.Progress?
    /// Prints one block of text to standard output.
    public var output: @Sendable (String) -> Void

    /// A context.
    public init(catalogue: ScenarioCatalogue, backend: SnapshotBackend, packageRoot: URL, workingDirectory: URL,
                environment: [String: String], progress: SnapshotSession.Progress? = nil,
                output: @escaping @Sendable (String) -> Void) {
        self.catalogue = catalogue
        self.backend = backend
        self.packageRoot = packageRoot.standardizedFileURL
        self.workingDirectory = workingDirectory.standardizedFileURL
        self.environment = environment
        self.progress = progress
        self.output = output
    }

    /// The golden store.
    public var store: GoldenStore { GoldenStore(packageRoot: packageRoot) }

    /// `--out` resolved against the working directory, or `Output/` in the working folder (`packageRoot`).
    public func outputFolder(_ outFolder: String?) -> URL {
        guard let out = outFolder else { return packageRoot.appendingPathComponent("Output", isDirectory: true) }
        let url = out.hasPrefix("/") ? URL(fileURLWithPath: out, isDirectory: true)
            : workingDirectory.appendingPathComponent(out, isDirectory: true)
        return url.standardizedFileURL
    }
}
