@testable import NHSSnapshot
import SnapshotTestSupport
import Testing
import ViewKit

@Suite struct SelectionTests {
    @Test func filtersNarrowEachAxis() throws {
        let catalogue = try TestScenarios.catalogue()
        let selection = SnapshotSelection(components: ["alpha"], scenarios: ["TWO"], devices: [.iPhone16],
                                          sizes: [.accessibility5], schemes: [.dark])
        let cells = SnapshotPlan(catalogue: catalogue, matrix: .golden, selection: selection).cells
        #expect(cells.count == 1)
        #expect(cells.first?.path.relativePath == "Alpha/two/iphone16-393-AX5-dark.png")
    }

    @Test func emptyFiltersKeepEverything() throws {
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden)
        #expect(plan.cells.count == 3 * 18)
        #expect(SnapshotSelection.all.isEverything)
    }

    @Test func aDeviceOutsideTheMatrixSelectsNothing() throws {
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .golden,
                                selection: SnapshotSelection(devices: [.iPad]))
        #expect(plan.cells.isEmpty)
    }
}
