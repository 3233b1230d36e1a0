import Foundation
import SnapshotCore
import SnapshotTestSupport
import Testing

/// A strategy's shortcut (`matchesGoldenFile`): it settles a match before the golden is read or the
/// snapshot made, only when the policy compares with an existing golden, and a false answer never
/// fails a check.
@Suite struct GoldenShortcutTests {
    final class Calls: @unchecked Sendable {
        var shortcut: [URL] = []
        var made = 0
    }

    /// Text strategies whose shortcut says `answer` and notes each call in `calls`.
    func strategy(_ answer: Bool, _ calls: Calls) -> Snapshotting<Int, String> {
        var strategy = Snapshotting<String, String>.lines(fileStem: "count").pullback { (n: Int) -> String in
            calls.made += 1
            return "count: \(n)"
        }
        strategy.matchesGoldenFile = { _, golden in
            calls.shortcut.append(golden)
            return answer
        }
        return strategy
    }

    func check(_ strategy: Snapshotting<Int, String>, _ value: Int, _ policy: RecordPolicy, store: GoldenStore,
               artefacts: FailureArtefacts, compareExisting: Bool = true) -> CellOutcome {
        let path = GoldenPath(component: "Counter", scenario: "three", stem: "count", pathExtension: "txt")
        let erased = AnySnapshotting(strategy)
        return GoldenCheck.run(path: path, store: store, policy: policy, compareExisting: compareExisting, artefacts: artefacts,
                               matchesGolden: erased.matchesGoldenFile.map { matches in { matches(value, $0) } }) {
            try erased.candidate(for: value)
        }
    }

    @Test func aTrueAnswerMatchesWithoutMakingTheSnapshotAndClearsArtefacts() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url.appendingPathComponent("Snapshots"))
        let artefacts = FailureArtefacts(folder: folder.url.appendingPathComponent("failures"))
        let path = GoldenPath(component: "Counter", scenario: "three", stem: "count", pathExtension: "txt")
        let calls = Calls()
        let yes = strategy(true, calls)
        #expect(check(yes, 3, .never, store: store, artefacts: artefacts) == .missing, "no golden: the shortcut is not asked")
        #expect(calls.shortcut.isEmpty)
        #expect(check(yes, 3, .missing, store: store, artefacts: artefacts) == .recorded)
        let stale = artefacts.url(for: path, variant: "actual")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: stale)
        let made = calls.made
        #expect(check(yes, 4, .never, store: store, artefacts: artefacts) == .matched, "the shortcut's word is taken")
        #expect(calls.made == made, "no snapshot made")
        #expect(calls.shortcut == [store.url(for: path)])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(check(yes, 4, .failed, store: store, artefacts: artefacts) == .matched)
        #expect(check(yes, 4, .missing, store: store, artefacts: artefacts) == .matched)
        let asked = calls.shortcut.count
        #expect(check(yes, 4, .missing, store: store, artefacts: artefacts, compareExisting: false) == .skipped)
        #expect(check(yes, 4, .all, store: store, artefacts: artefacts) == .updated(nil), "`all` compares bytes, never the shortcut")
        #expect(calls.shortcut.count == asked)
    }

    @Test func aFalseAnswerComparesAsUsual() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url.appendingPathComponent("Snapshots"))
        let artefacts = FailureArtefacts(folder: folder.url.appendingPathComponent("failures"))
        let calls = Calls()
        let no = strategy(false, calls)
        #expect(check(no, 3, .missing, store: store, artefacts: artefacts) == .recorded)
        #expect(check(no, 3, .never, store: store, artefacts: artefacts) == .matched)
        #expect(check(no, 4, .never, store: store, artefacts: artefacts) == .differed("line 1 differs: golden \"count: 3\", new \"count: 4\""))
        #expect(calls.shortcut.count == 2)
    }

    @Test func pullbackKeepsTheShortcutThroughItsTransform() {
        final class Seen: @unchecked Sendable { var values: [Int] = [] }
        let seen = Seen()
        var base = Snapshotting<Int, String>(fileStem: "n", pathExtension: "txt", diffing: .lines) { "\($0)" }
        base.matchesGoldenFile = { value, _ in
            seen.values.append(value)
            return value == 6
        }
        struct Failure: Error {}
        let pulled = base.pullback { (text: String) -> Int in
            guard let number = Int(text) else { throw Failure() }
            return number * 2
        }
        let golden = URL(fileURLWithPath: "/golden.txt")
        #expect(pulled.matchesGoldenFile?("3", golden) == true)
        #expect(pulled.matchesGoldenFile?("4", golden) == false)
        #expect(pulled.matchesGoldenFile?("x", golden) == false, "a transform that throws is not a match")
        #expect(seen.values == [6, 8])
        #expect(Snapshotting<String, String>.lines().pullback { (n: Int) in "\(n)" }.matchesGoldenFile == nil)
    }
}
