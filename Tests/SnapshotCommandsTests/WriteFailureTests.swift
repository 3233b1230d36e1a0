import Foundation
import ImageCodecs
import NHSSnapshot
@testable import SnapshotCommands
import Raster
import SnapshotTestSupport
import Testing

/// Folders that cannot be written: a path that is a file, a read-only folder, a full disk. Each
/// gives a message naming the path and exit status 2, and leaves no temporary file behind.
@Suite struct WriteFailureTests {
    func run(_ arguments: [String], in folder: TemporaryFolder) throws -> (Int32, String) {
        guard case .run(let request) = try SnapshotCommand.parse(arguments) else { return (-1, "help") }
        let printed = PrintedText()
        let context = CommandContext(catalogue: try TestScenarios.catalogue(), backend: FakeBackend.backend(), packageRoot: folder.url,
                                     workingDirectory: folder.url, environment: [:], output: { printed.append($0) })
        return (try CommandRunner.run(request, in: context), printed.value)
    }

    func failure(_ arguments: [String], in folder: TemporaryFolder) -> String? {
        do { _ = try run(arguments, in: folder); return nil } catch let error as CommandFailure { return error.message } catch {
            return "not a CommandFailure: \(error)"
        }
    }

    static func temporaryFiles(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.split(separator: "/").last?.hasPrefix(AtomicFile.temporaryPrefix) == true { found.append(next) }
        }
        return found
    }

    @Test func aGoldenFolderThatIsAFileStopsRecordBeforeAnyWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.put(Data("not a folder".utf8), at: "Snapshots")
        let message = try #require(failure(["record"], in: folder))
        // The golden store refuses it first, naming the path, before the writable check would.
        let path = folder.url.appendingPathComponent("Snapshots").path
        #expect(message.contains(path) && message.contains("not a folder"), "\(message)")
        #expect(CommandFailure.exitCode == 2)
        #expect(folder.files() == ["Package.swift", "Snapshots"])
    }

    @Test func anOutputPathUnderAFileNamesTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.put(Data("notes".utf8), at: "notes.txt")
        let message = try #require(failure(["render", "--out", "notes.txt/images"], in: folder))
        #expect(message.hasPrefix(folder.url.appendingPathComponent("notes.txt").path + ": is a file, not a folder"), "\(message)")
        let verify = try #require(failure(["verify", "--out", "notes.txt"], in: folder))
        #expect(verify.contains("notes.txt: is a file, not a folder"))
        #expect(Self.temporaryFiles(in: folder.url).isEmpty)
    }

    @Test func aReadOnlyGoldenFolderIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(try run(["record"], in: folder).0 == 0)
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let before = folder.files()
        let readOnly = try ReadOnlyFolder(snapshots)
        defer { readOnly.restore() }
        let message = try #require(failure(["record"], in: folder))
        #expect(message.hasPrefix(snapshots.path + ": cannot write into the folder: "), "\(message)")
        #expect(message.contains("Read-only file system") || message.contains("Permission denied"), "\(message)")
        readOnly.restore()
        #expect(folder.files() == before, "nothing was written or left behind")
    }

    @Test func aFullDiskFailsTheRunWithExitTwoAndNoTemporaryFiles() throws {
        // `ulimit -f 16` (8 KiB) makes every larger file fail as a full disk does; the command
        // ignores SIGXFSZ, so it sees the failed write (EFBIG), reports it and removes its temporary file.
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try CLIProcess.package(folder.url)
        let run = try CLIProcess.run(["record", "--component", "CardStyle", "--jobs", "2"], root: folder.url, shellPrefix: "ulimit -f 16;")
        #expect(run.code == 2, "\(run.output)\(run.errors)")
        let snapshots = folder.url.appendingPathComponent("Snapshots").path
        #expect(run.output.contains("FAIL CardStyle/"), "\(run.output)")
        #expect(run.output.contains(snapshots + "/CardStyle/") && run.output.contains(": cannot write: File too large"), "\(run.output)")
        #expect(Self.temporaryFiles(in: folder.url).isEmpty, "\(Self.temporaryFiles(in: folder.url))")
        // Every file that was written is whole: the same bytes as the committed golden.
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let written = folder.files().filter { $0.hasPrefix("Snapshots/CardStyle/") }
        #expect(!written.isEmpty, "the small files fit under the limit")
        for file in written {
            let ours = try Data(contentsOf: folder.url.appendingPathComponent(file))
            #expect(ours == (try Data(contentsOf: committed.appendingPathComponent(String(file.dropFirst("Snapshots/".count))))), "\(file)")
        }
    }

    @Test func aFullTmpfsIsReportedAsNoSpace() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try CLIProcess.package(folder.url)
        guard let disk = try? SmallDisk(folder.url.appendingPathComponent("Snapshots"), kilobytes: 64) else {
            // Mounting needs root (or a user namespace); the ulimit test above covers the same code path.
            #expect(getuid() != 0, "running as root, a 64 KiB tmpfs should mount")
            return
        }
        defer { disk.unmount() }
        let run = try CLIProcess.run(["record", "--component", "CardStyle", "--jobs", "2"], root: folder.url)
        #expect(run.code == 2, "\(run.output)\(run.errors)")
        #expect(run.output.contains("No space left on device"), "\(run.output)")
        #expect(Self.temporaryFiles(in: folder.url).isEmpty, "\(Self.temporaryFiles(in: folder.url))")
    }
}

/// A folder made read-only for a test: by permissions for an ordinary user; for root, whom
/// permissions do not stop, by mounting a read-only tmpfs over it after copying nothing (the
/// test only checks that writing fails and that what was there is untouched below the mount).
struct ReadOnlyFolder {
    let url: URL
    let mounted: Bool

    init(_ url: URL) throws {
        self.url = url
        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
            mounted = false
        } else {
            let status = Shell.run("/bin/mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", url.path])
            guard status == 0 else { throw ReadOnlyUnavailable() }
            mounted = true
        }
    }

    func restore() {
        if mounted { _ = Shell.run("/bin/umount", [url.path]) } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    struct ReadOnlyUnavailable: Error, CustomStringConvertible {
        var description: String { "running as root, but a read-only tmpfs could not be mounted to make a read-only folder" }
    }
}

/// A small tmpfs mounted over a new folder (root only).
struct SmallDisk {
    let url: URL

    init(_ url: URL, kilobytes: Int) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard getuid() == 0, Shell.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) == 0 else {
            throw ReadOnlyFolder.ReadOnlyUnavailable()
        }
    }

    func unmount() { _ = Shell.run("/bin/umount", [url.path]) }
}

enum Shell {
    static func run(_ program: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
