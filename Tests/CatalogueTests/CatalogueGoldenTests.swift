import Catalogue
import Foundation
import NHSSnapshot
import NHSSnapshotTesting
import Testing
import ViewKit

/// True when this build has the real render pipeline (layout + raster); until then the committed
/// goldens cannot be checked and the suite below is skipped.
let liveRendererWorks: Bool = {
    let probe = SnapshotConfiguration(device: .iPhone16)
    return (try? SnapshotBackend.live.renderer.render(AnyView(Text("probe")), configuration: probe)) != nil
}()

/// The project's committed goldens, `Snapshots/` at the top of this checkout (two folders above this file).
let committedSnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots", isDirectory: true)

/// Verifies every committed golden: each catalogue scenario across the golden matrix, with the test
/// API given the `Snapshots/` folder explicitly (the test API's own default is beside the test file).
@Suite(.enabled(if: liveRendererWorks, "the render pipeline is not in this build yet"))
struct CatalogueGoldenTests {
    @Test(arguments: (try? BuiltInScenarios.catalogue())?.scenarios.map(\.id) ?? [])
    func scenarioMatchesItsGoldens(_ id: String) throws {
        let scenario = try #require(try BuiltInScenarios.catalogue().scenarios.first { $0.id == id })
        assertSnapshots(of: scenario, matrix: .golden, snapshotDirectory: committedSnapshots)
    }
}
