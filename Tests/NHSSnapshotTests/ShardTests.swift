@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing

@Suite struct ShardTests {
    @Test(arguments: 1...7)
    func shardsCoverEveryCellExactlyOnce(count: Int) throws {
        let catalogue = try TestScenarios.catalogue()
        let whole = SnapshotPlan(catalogue: catalogue, matrix: .full).cells.map(\.path)
        var seen: [GoldenPath] = []
        for index in 1...count {
            let selection = SnapshotSelection(shard: try Shard(index: index, count: count))
            seen += SnapshotPlan(catalogue: catalogue, matrix: .full, selection: selection).cells.map(\.path)
        }
        #expect(seen.count == whole.count)
        #expect(Set(seen) == Set(whole))
    }

    @Test func planOrderDoesNotDependOnCatalogueOrder() throws {
        let a = TestScenarios.scenario("Alpha", "one"), b = TestScenarios.scenario("Beta", "two")
        let forward = SnapshotPlan(catalogue: try ScenarioCatalogue([a, b]), matrix: .golden).cells.map(\.path)
        let backward = SnapshotPlan(catalogue: try ScenarioCatalogue([b, a]), matrix: .golden).cells.map(\.path)
        #expect(forward == backward)
        #expect(forward == forward.sorted())
    }

    @Test func shardsAreBalanced() throws {
        let plan = SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .full)
        let sizes = try (1...4).map { index in
            SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .full,
                         selection: SnapshotSelection(shard: try Shard(index: index, count: 4))).cells.count
        }
        #expect(sizes.reduce(0, +) == plan.cells.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "", "-1/2"])
    func malformedShardsAreRejected(_ text: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: text) }
    }

    @Test func shardParses() throws {
        let shard = try Shard(parsing: "2/5")
        #expect(shard.index == 2 && shard.count == 5)
        #expect(shard.select(Array(0..<12)) == [1, 6, 11])
    }
}
