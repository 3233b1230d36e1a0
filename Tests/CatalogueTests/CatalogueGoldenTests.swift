import Catalogue
import Foundation
import NHSSnapshot
import NHSSnapshotTesting
import SnapshotTestSupport
import Testing

/// The project's committed goldens, `Snapshots/` at the top of this checkout (two folders above this file).
let committedSnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots", isDirectory: true)

/// Verifies every committed golden: each catalogue scenario across the golden matrix, with the test
/// API given the `Snapshots/` folder explicitly (the test API's own default is beside the test file).
/// On a machine where the live renderer cannot draw (no fonts), every case fails saying so.
@Suite struct CatalogueGoldenTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    /// The cases come from the scenario list itself, which cannot fail; the catalogue's own checks
    /// (unique names and folders) are the next test's, so a broken catalogue fails instead of
    /// leaving this suite with no cases.
    @Test(arguments: BuiltInScenarios.all.map(\.id))
    func scenarioMatchesItsGoldens(_ id: String) throws {
        let scenario = try #require(try BuiltInScenarios.catalogue().scenarios.first { $0.id == id })
        assertSnapshots(of: scenario, matrix: .golden, snapshotDirectory: committedSnapshots)
    }

    @Test func theCatalogueIsValidAndEveryGoldenFolderIsChecked() throws {
        let catalogue = try BuiltInScenarios.catalogue()
        #expect(catalogue.scenarios.count == BuiltInScenarios.all.count)
        let folders = try FileManager.default.contentsOfDirectory(atPath: committedSnapshots.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".txt") }
        #expect(Set(folders).isSubset(of: Set(catalogue.components)), "every golden folder belongs to a component")
    }
}
