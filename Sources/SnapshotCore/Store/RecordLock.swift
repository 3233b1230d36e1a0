import Foundation
import ImageCodecs

/// The lock that lets one `record` at a time write a golden folder.
///
/// Every golden is already replaced atomically (written beside it, then renamed), so a reader
/// (`verify`, `swift test`) never sees a torn file, whatever runs at once. What the lock adds:
/// two `record` runs on one `Snapshots/` would each leave a consistent set only if they rendered
/// the same plan with the same code; with `--prune`, another `--matrix` or a changed catalogue
/// they could interleave into a set neither would write alone. So the second run stops at once,
/// before rendering, with a message naming the first.
///
/// 1. `<folder>/.nhs-record.lock` is opened (created if missing) and locked with `flock`
///    (exclusive, not waiting). The kernel drops the lock when the process ends, however it ends,
///    so a killed run never leaves the folder locked.
/// 2. If another process holds it, ``acquire(_:command:)`` throws ``RecordLockError`` with the
///    holder's process id, command and start time, which the holder wrote into the file.
/// 3. If the file was removed or replaced between opening and locking (its holder released it),
///    the lock is taken again on the new file.
/// 4. ``release()`` (or deinit) removes the file while still holding the lock, then closes it.
public final class RecordLock: @unchecked Sendable {
    /// The lock file's name inside the golden folder.
    public static let fileName = ".nhs-record.lock"

    private let url: URL
    private var descriptor: Int32

    private init(url: URL, descriptor: Int32) {
        self.url = url
        self.descriptor = descriptor
    }

    /// Takes the lock of `store`'s folder (creating the folder) for `command` (a description such
    /// as `nhs-snapshots record --missing`, written into the lock file for a loser's message).
    ///
    /// - Throws: ``RecordLockError`` when another process holds it; `ImageCodecError.cannotWrite` when
    ///   the folder or the lock file cannot be created.
    public static func acquire(_ store: GoldenStore, command: String) throws -> RecordLock {
        try FolderCreation.create(store.root)
        let url = store.root.appendingPathComponent(fileName)
        while true {
            let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot create the record lock: \(String(cString: strerror(errno)))")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot lock: \(String(cString: strerror(code)))")
                }
                throw RecordLockError(folder: store.root.path, holder: holder.isEmpty ? "another process" : holder)
            }
            var opened = stat(), current = stat()
            if fstat(descriptor, &opened) == 0, stat(url.path, &current) == 0,
               opened.st_ino == current.st_ino, opened.st_dev == current.st_dev {
                let lock = RecordLock(url: url, descriptor: descriptor)
                lock.describe(command: command)
                return lock
            }
            close(descriptor)  // released and removed meanwhile: lock the new file
        }
    }

    /// Writes who holds the lock into the file.
    private func describe(command: String) {
        let started = ISO8601DateFormatter().string(from: Date())
        let text = "`\(command)` (process \(ProcessInfo.processInfo.processIdentifier), started \(started))\n"
        ftruncate(descriptor, 0)
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// Gives the lock up: the file is removed, then closed. Calling it twice does nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(url.path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// Another `record` holds the golden folder's lock.
public struct RecordLockError: Error, Equatable, CustomStringConvertible {
    /// The golden folder.
    public let folder: String
    /// Who holds it, as the holder wrote it: command, process id, start time.
    public let holder: String

    /// The message for the run that lost.
    public var description: String {
        "\(folder) is being recorded by \(holder); one record at a time writes a golden folder. "
            + "Wait for it to finish, then run again"
    }
}
