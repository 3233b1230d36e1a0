import NHSSnapshot
import SnapshotCore
import Testing
import ViewKit

@Suite struct SnapshotMatrixTests {
    @Test func fullMatrixIsEveryDeviceSizeAndScheme() {
        #expect(SnapshotMatrix.full.count == 7 * 12 * 2)
        #expect(SnapshotMatrix.full.configurations.count == 168)
        #expect(Set(SnapshotMatrix.full.configurations).count == 168)
        #expect(Set(SnapshotMatrix.full.configurations.map(\.fileStem)).count == 168)
    }

    @Test func goldenMatrixIsTheEighteenChosenCells() {
        let golden = SnapshotMatrix.golden
        #expect(golden.configurations.count == 18)
        #expect(golden.devices.map { Int($0.width) } == [320, 393, 1032])
        #expect(golden.sizes == [.large, .xxxLarge, .accessibility5])
        #expect(golden.schemes == [.light, .dark])
        #expect(golden.scale == 1 && golden.configurations.allSatisfy { $0.scale == 1 })
        let fullCells = Set(SnapshotMatrix.full.configurations.map(\.fileStem))
        #expect(golden.configurations.allSatisfy { fullCells.contains($0.fileStem) })
    }

    @Test func fullAndQuickUseEachDevicesOwnScale() {
        #expect(SnapshotMatrix.full.configurations.allSatisfy { $0.scale == $0.device.scale })
        #expect(SnapshotMatrix.quick.configurations.allSatisfy { $0.scale == $0.device.scale })
    }

    @Test func quickMatrixIsAHandful() {
        #expect((1...8).contains(SnapshotMatrix.quick.count))
    }

    @Test func matricesAreFoundByNameIgnoringCase() {
        #expect(SnapshotMatrix.named("FULL") == .full)
        #expect(SnapshotMatrix.named("golden") == .golden)
        #expect(SnapshotMatrix.named("quick") == .quick)
        #expect(SnapshotMatrix.named("nightly") == nil)
    }

    @Test func fileStemsNameDeviceSizeAndScheme() {
        let cell = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5, colorScheme: .dark)
        #expect(cell.fileStem == "iphone16-393-AX5-dark")
        #expect(PathSegment.isSafe(cell.fileStem))
        #expect(SnapshotMatrix.full.configurations.allSatisfy { PathSegment.isSafe($0.fileStem) })
    }
}
