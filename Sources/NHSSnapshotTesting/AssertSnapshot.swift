import Foundation
import NHSSnapshot
import SnapshotCore

/// Checks `value` against its golden and returns a failure message, or `nil` when it matches.
///
/// The golden is beside the test file, `__Snapshots__/<component>/<name>.<strategy's file stem>.<ext>`
/// (`GoldenLocation`); with a `snapshotDirectory`, it is `<folder>/<component>/<name>/<stem>.<ext>`.
/// `component` defaults to the test file's name and `name` to the test function's; pass `named:`
/// when one test takes several snapshots with the same strategy. The record policy is `record`,
/// else `SnapshotTesting.record`, else the environment's. Recording a golden is reported as a
/// failure (re-run to check against it), as in swift-snapshot-testing. Differences leave
/// expected/actual/diff files in a folder the message names. A golden folder that exists but
/// cannot be read fails with a message naming it.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
    named name: String? = nil, component: String? = nil, record: RecordPolicy? = nil, snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath, function: String = #function
) -> String? {
    let policy: RecordPolicy
    do {
        policy = try record ?? SnapshotTesting.record ?? RecordPolicy.resolved(environment: ProcessInfo.processInfo.environment)
    } catch {
        return String(describing: error)
    }
    return verifySnapshot(of: { try value() }, as: AnySnapshotting(strategy), named: name, component: component, policy: policy,
                          snapshotDirectory: snapshotDirectory, filePath: filePath, function: function)
}

/// `verifySnapshot` with a strategy whose format is hidden (one of a cell's goldens, `CellGolden`).
func verifySnapshot<Value>(
    of value: () throws -> Value, as strategy: AnySnapshotting<Value>, named name: String?, component: String?,
    policy: RecordPolicy, snapshotDirectory: URL?, filePath: StaticString, function: String
) -> String? {
    let file = "\(filePath)"
    let (store, artefacts) = GoldenLocation.store(filePath: file, snapshotDirectory: snapshotDirectory)
    do { try store.checkFolder() } catch { return String(describing: error) }
    let path = GoldenLocation.path(filePath: file, component: component, name: name, function: function,
                                   stem: strategy.fileStem, pathExtension: strategy.pathExtension)
    let outcome = withoutActuallyEscaping(value) { value in
        // A strategy's shortcut (a view's image compared band by band) settles a match first.
        let matchesGolden = strategy.matchesGoldenFile.map { matches in
            { (golden: URL) -> Bool in (try? value()).map { matches($0, golden) } ?? false }
        }
        return GoldenCheck.run(path: path, store: store, policy: policy, artefacts: artefacts, matchesGolden: matchesGolden) {
            try strategy.candidate(for: try value())
        }
    }
    return SnapshotVerdict.message(for: outcome, golden: store.url(for: path), artefacts: artefacts, path: path, policy: policy)
}

/// Asserts that `value` matches its golden; see `verifySnapshot` for where goldens live and how
/// recording works. Works in Swift Testing (`Issue.record`) and XCTest (`XCTFail`).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
    named name: String? = nil, component: String? = nil, record: RecordPolicy? = nil, snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    if let message = verifySnapshot(of: try value(), as: strategy, named: name, component: component, record: record,
                                    snapshotDirectory: snapshotDirectory, filePath: filePath, function: function) {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
