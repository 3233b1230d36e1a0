import Foundation
import ViewKit

/// A command line, understood: which command, on which cells, with which options.
public struct SnapshotRequest: Equatable, Sendable {
    /// The subcommand.
    public var command: String
    /// The matrix.
    public var matrix: SnapshotMatrix
    /// The filters and shard (component and scenario names not yet checked against a catalogue).
    public var selection: SnapshotSelection
    /// `--out`, if given.
    public var outFolder: String?
    /// `--jobs`, if given.
    public var jobs: Int?
    /// `record --missing`.
    public var onlyMissing = false
    /// `record --prune`.
    public var prune = false
    /// `render --accessibility`.
    public var accessibility = false
    /// `render --sheets`.
    public var sheets = false
    /// `audit --json FILE`: where to write the findings as JSON.
    public var jsonFile: String?
    /// Arguments handed on unparsed (for `diff`).
    public var passthrough: [String] = []

    /// Checks the component and scenario filters against `catalogue`; unknown names are usage errors.
    public func validate(against catalogue: ScenarioCatalogue) throws {
        let components = catalogue.components.map { $0.lowercased() }
        for name in selection.components where !components.contains(name.lowercased()) {
            throw UsageError("unknown component \"\(name)\"; known: \(catalogue.components.joined(separator: ", "))",
                             command: command)
        }
        let scenarios = Set(catalogue.scenarios.map { $0.name.lowercased() })
        for name in selection.scenarios where !scenarios.contains(name.lowercased()) {
            throw UsageError("unknown scenario \"\(name)\"; `nhs-snapshots list` shows them", command: command)
        }
    }
}

/// A parsed command line: either help to print or a request to run.
public enum ParsedCommand: Equatable, Sendable {
    /// Print this text and exit 0.
    case help(String)
    /// Run this.
    case run(SnapshotRequest)
}
