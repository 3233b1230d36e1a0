import Foundation
import NHSSnapshot
import SnapshotCore

/// Where the test API keeps goldens, as swift-snapshot-testing does: beside the test file, in
/// `__Snapshots__/<TestFile>/<test name>.<cell>.<ext>` from `#filePath`, so a package's goldens
/// live in that package whatever the working folder. A `snapshotDirectory` passed to an assertion
/// replaces this with a golden folder of the command line's layout,
/// `<folder>/<component>/<name>/<cell>.<ext>` (the project's own suite passes its `Snapshots/`).
public enum GoldenLocation {
    /// The folder beside each test file.
    public static let folderName = "__Snapshots__"

    /// `__Snapshots__` beside the test file at `filePath`.
    public static func besideTest(filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folderName, isDirectory: true)
    }

    /// The store for a test in `filePath`, and where its failure artefacts go: with a
    /// `snapshotDirectory`, that folder and `Output/failures` beside it; otherwise `__Snapshots__`
    /// beside the test file and a folder under the system's temporary folder, so nothing but
    /// goldens is written into the test sources.
    public static func store(filePath: String, snapshotDirectory: URL?) -> (store: GoldenStore, artefacts: FailureArtefacts) {
        if let snapshotDirectory {
            let store = GoldenStore(root: snapshotDirectory)
            return (store, FailureArtefacts(folder: store.root.deletingLastPathComponent().appendingPathComponent("Output/failures")))
        }
        let artefacts = FileManager.default.temporaryDirectory.appendingPathComponent("nhs-snapshots-failures", isDirectory: true)
        return (GoldenStore(root: besideTest(filePath: filePath), layout: .testFiles), FailureArtefacts(folder: artefacts))
    }

    /// The golden of a test in `filePath` (`function`) with the strategy's `stem` and `pathExtension`:
    /// `component` defaults to the test file's name, `name` to the test function's.
    static func path(filePath: String, component: String?, name: String?, function: String, stem: String,
                     pathExtension: String) -> GoldenPath {
        GoldenPath(component: component ?? defaultComponent(filePath: filePath), scenario: name ?? defaultName(function: function),
                   stem: stem, pathExtension: pathExtension)
    }

    /// The test's component folder when none is given: the test file's name without `.swift`.
    static func defaultComponent(filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// The scenario folder when no name is given: the test function's name without its argument list.
    static func defaultName(function: String) -> String {
        function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    }
}
