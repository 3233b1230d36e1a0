import Bitmaps
import Foundation
import ImageCodecs
import NHSSnapshot
import PixelDiff
import Raster
import SnapshotCore
import SnapshotTestSupport
import Testing

/// Two `record` runs on one `Snapshots/`, and `verify` while `record` writes.
@Suite struct ConcurrentRecordTests {
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test func aSecondRecordIsTurnedAwayWhileTheFirstHoldsTheLock() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let store = GoldenStore(packageRoot: folder.url)
        let lock = try RecordLock.acquire(store, command: "nhs-snapshots record --prune")
        let holder = try String(contentsOf: store.root.appendingPathComponent(RecordLock.fileName), encoding: .utf8)
        #expect(holder.contains("`nhs-snapshots record --prune` (process \(ProcessInfo.processInfo.processIdentifier), started "))
        do {
            _ = try RecordLock.acquire(store, command: "nhs-snapshots record")
            Issue.record("a second lock was granted")
        } catch let error as RecordLockError {
            #expect(error.description.hasPrefix(store.root.path + " is being recorded by `nhs-snapshots record --prune` (process "))
            #expect(error.description.hasSuffix("Wait for it to finish, then run again"))
        }
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: store.root.appendingPathComponent(RecordLock.fileName).path),
                "the lock file goes with the lock")
        let again = try RecordLock.acquire(store, command: "nhs-snapshots record")
        again.release()
    }

    @Test func theCommandLineLoserExitsTwoAndWritesNothing() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try CLIProcess.package(folder.url)
        let store = GoldenStore(packageRoot: folder.url)
        let lock = try RecordLock.acquire(store, command: "nhs-snapshots record")
        let loser = try CLIProcess.run(["record", "--component", "CardStyle"], root: folder.url)
        #expect(loser.code == 2, "\(loser.output)\(loser.errors)")
        #expect(loser.errors.contains("nhs-snapshots: \(store.root.path) is being recorded by `nhs-snapshots record` (process "),
                "\(loser.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.root.path) == [RecordLock.fileName], "nothing recorded")
        lock.release()
    }

    @Test func twoRecordsAtOnceLeaveOneWholeSet() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try CLIProcess.package(folder.url)
        let first = try CLIProcess.start(["record", "--component", "CardStyle", "--jobs", "1"], root: folder.url)
        let second = try CLIProcess.start(["record", "--component", "CardStyle", "--jobs", "1"], root: folder.url)
        let runs = [first.wait(), second.wait()]
        for run in runs {
            // Each either recorded the set or was turned away by the other's lock.
            #expect(run.code == 0 || (run.code == 2 && run.errors.contains("is being recorded by")), "\(run.code): \(run.output)\(run.errors)")
        }
        #expect(runs.contains { $0.code == 0 })
        let recorded = folder.files().filter { $0.hasPrefix("Snapshots/CardStyle/") }
        let expected = try FileManager.default.subpathsOfDirectory(atPath: Self.committed.appendingPathComponent("CardStyle").path)
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".txt") }.map { "Snapshots/CardStyle/" + $0 }.sorted()
        #expect(recorded == expected)
        for file in recorded {
            let ours = try Data(contentsOf: folder.url.appendingPathComponent(file))
            #expect(ours == (try Data(contentsOf: Self.committed.appendingPathComponent(String(file.dropFirst("Snapshots/".count))))), "\(file)")
        }
        #expect(!folder.exists("Snapshots/" + RecordLock.fileName))
    }

    @Test func aReaderNeverSeesATornGoldenWhileItIsReplaced() throws {
        // A golden replaced over and over by two different PNGs while another thread reads and
        // decodes it: every read is one of the two files, whole.
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let store = GoldenStore(packageRoot: folder.url)
        let path = GoldenPath(component: "Card", scenario: "torn", stem: "cell")
        let small = try PNGCodec.encode(Bitmap(width: 64, height: 64, red: 1, green: 2, blue: 3, alpha: 255))
        let noise = try Bitmap(width: 512, height: 512, pixels: (0..<(512 * 512 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        let large = try PNGCodec.encode(noise)
        try store.write(small, to: path)
        let rounds = 300
        let reads = ReadTally()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for round in 0..<rounds {
                if worker == 0 {
                    try? store.write(round % 2 == 0 ? large : small, to: path)
                } else if let data = try? store.read(path) {
                    reads.add(whole: data == small || data == large, decodes: (try? PNGCodec.decode(data, name: "cell.png")) != nil)
                }
            }
        }
        #expect(reads.torn == 0 && reads.count == rounds, "\(reads.torn) of \(reads.count) reads were torn")
        #expect(Self.temporaryFiles(folder.url).isEmpty)
    }

    static func temporaryFiles(_ url: URL) -> [String] {
        (FileManager.default.subpaths(atPath: url.path) ?? []).filter { $0.split(separator: "/").last?.hasPrefix(AtomicFile.temporaryPrefix) == true }
    }
}

final class ReadTally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var count = 0
    private(set) var torn = 0
    func add(whole: Bool, decodes: Bool) {
        lock.lock()
        count += 1
        if !whole || !decodes { torn += 1 }
        lock.unlock()
    }
}
