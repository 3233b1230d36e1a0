import Foundation
import ImageCodecs
@testable import SnapshotCore
import Raster
import SnapshotTestSupport
import Testing

@Suite struct GoldenStoreTests {
    let path = GoldenPath(component: "Card", scenario: "example", stem: "iphone16-393-L-light")

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url)
        try store.write(Data("first".utf8), to: path)
        try store.write(Data("second".utf8), to: path)
        #expect(try store.read(path) == Data("second".utf8))
        #expect(folder.files() == ["Card/example/iphone16-393-L-light.png"])
    }

    @Test func concurrentWritersNeverLeaveAHalfFile() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url)
        let contents = (0..<8).map { Data(repeating: UInt8($0), count: 200_000) }
        _ = ParallelWork.run(count: 64, workers: 8) { index in
            try? store.write(contents[index % 8], to: path)
        }
        let final = try #require(try store.read(path))
        #expect(contents.contains(final))
        #expect(folder.files() == ["Card/example/iphone16-393-L-light.png"])
    }

    @Test func aFailedWriteRemovesItsTemporaryFile() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        // A folder where the file should be makes the rename fail.
        let target = folder.url.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("x".utf8), to: target) }
        #expect(folder.files() == [])
    }

    @Test func storedFilesSkipTemporaryAndHiddenFiles() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url)
        try store.write(Data("a".utf8), to: path)
        let scenarioFolder = folder.url.appendingPathComponent("Card/example")
        try Data("partial".utf8).write(to: scenarioFolder.appendingPathComponent(AtomicFile.temporaryPrefix + "1-x.png"))
        try Data("text".utf8).write(to: scenarioFolder.appendingPathComponent("notes.txt"))
        try Data("fp".utf8).write(to: store.fingerprintURL)
        #expect(try store.storedFiles() == ["Card/example/iphone16-393-L-light.png"])
    }

    @Test func removingRefusesPathsOutsideTheStore() throws {
        let store = GoldenStore(root: URL(fileURLWithPath: "/tmp/nowhere"))
        for bad in ["../../etc/passwd", "a/b", ".x/y/z.png", "a/../b.png"] {
            #expect(throws: GoldenStoreError.notAGolden(bad)) { try store.remove(relativePath: bad) }
        }
    }

    @Test func removingTheLastGoldenRemovesEmptyFolders() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url)
        try store.write(Data("a".utf8), to: path)
        try store.remove(relativePath: path.relativePath)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Card").path))
    }
}
