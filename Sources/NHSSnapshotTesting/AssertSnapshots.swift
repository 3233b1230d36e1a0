import Foundation
import NHSSnapshot
import ViewKit

/// Asserts that `view` matches its goldens in every cell of `matrix`: one file per cell at
/// `Snapshots/<component>/<name>/<device>-<size>-<scheme>.png`. Each differing cell is its own failure.
public func assertSnapshots<V: View>(
    of view: @autoclosure () -> V, matrix: SnapshotMatrix = .golden,
    named name: String? = nil, component: String? = nil, record: RecordPolicy? = nil, snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for configuration in matrix.configurations {
        assertSnapshot(of: view(), as: .image(configuration: configuration), named: name, component: component,
                       record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                       function: function, line: line, column: column)
    }
}

/// Asserts that a catalogue scenario matches its goldens at `Snapshots/<Component>/<scenario>/…`
/// in every cell of `matrix`: the check the project's own suite runs on every committed golden.
public func assertSnapshots(
    of scenario: Scenario, matrix: SnapshotMatrix = .golden, record: RecordPolicy? = nil, snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for configuration in matrix.configurations {
        assertSnapshot(of: scenario, as: .image(configuration: configuration), named: scenario.name,
                       component: scenario.component, record: record, snapshotDirectory: snapshotDirectory,
                       fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}
