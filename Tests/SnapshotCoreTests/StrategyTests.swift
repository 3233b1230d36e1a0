import Foundation
import SnapshotCore
import SnapshotTestSupport
import Testing

/// Strategies as values: what a `Snapshotting` stores, how it compares, and the same through a
/// format-hidden `AnySnapshotting` and a golden check.
@Suite struct StrategyTests {
    let counts = Snapshotting<String, String>.lines(fileStem: "count").pullback { (n: Int) in "count: \(n)\nend" }

    @Test func aCandidateHoldsTheStoredBytesAndComparesWithThem() throws {
        let candidate = try counts.candidate(for: 3)
        #expect(candidate.data == Data("count: 3\nend".utf8))
        #expect(try candidate.compare(Data("count: 3\nend".utf8)).matches)
        let differs = try candidate.compare(Data("count: 4\nend".utf8))
        #expect(!differs.matches)
        #expect(differs.summary == "line 1 differs: golden \"count: 4\", new \"count: 3\"")
    }

    @Test func hidingTheFormatKeepsNameAndBehaviour() throws {
        let erased = AnySnapshotting(counts)
        #expect(erased.fileStem == "count" && erased.pathExtension == "txt")
        #expect(try erased.candidate(for: 7).data == Data("count: 7\nend".utf8))
    }

    @Test func aStrategyRunsThroughTheGoldenCheckUnderEachPolicy() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url.appendingPathComponent("Snapshots"))
        let path = GoldenPath(component: "Counter", scenario: "three", stem: "count", pathExtension: "txt")
        func check(_ value: Int, _ policy: RecordPolicy) -> CellOutcome {
            GoldenCheck.run(path: path, store: store, policy: policy, artefacts: nil) { try counts.candidate(for: value) }
        }
        #expect(check(3, .never) == .missing)
        #expect(check(3, .missing) == .recorded)
        #expect(try store.read(path) == Data("count: 3\nend".utf8))
        #expect(check(3, .never) == .matched)
        #expect(check(4, .never) == .differed("line 1 differs: golden \"count: 3\", new \"count: 4\""))
        #expect(check(4, .all) == .updated(nil))
        #expect(check(4, .all) == .unchanged)
    }

    @Test func aPathWithAnotherExtensionIsTheSameCell() {
        let image = GoldenPath(component: "C", scenario: "s", stem: "iphone16-393-L-light")
        #expect(image.relativePath == "C/s/iphone16-393-L-light.png")
        #expect(image.with(pathExtension: "a11y.txt").relativePath == "C/s/iphone16-393-L-light.a11y.txt")
    }
}
