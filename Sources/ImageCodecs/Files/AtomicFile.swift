import Foundation

/// Writes files whole or not at all: the bytes go to a uniquely named temporary file in the same
/// folder, which is then renamed over the destination. A reader or an interrupted run never sees a
/// half-written file, and two runs writing at once never share a temporary file (the name holds
/// the process id and a counter, and is created exclusively). The file is not flushed to disk
/// before the rename (no `fsync`): that guards against power loss, not interruption, and made each
/// write wait for the disk.
public enum AtomicFile {
    /// The prefix of temporary files; folders are scanned with it to skip them.
    public static let temporaryPrefix = ".nhs-tmp-"

    /// Writes `data` to `url`, creating missing folders.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the file or folder: a folder that cannot be
    ///   created (a part of the path is a file, a read-only parent), a read-only folder, a full
    ///   disk or a file-size limit. The temporary file is removed in every case.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FolderCreation.create(folder)
        var descriptor: Int32 = -1
        var temporary = url
        repeat {
            let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(TemporaryNames.next())"
            temporary = folder.appendingPathComponent(temporaryPrefix + unique + "-" + url.lastPathComponent)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else {
            throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot create a temporary file beside it: \(String(cString: strerror(errno)))")
        }
        var failure: Int32? = nil
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot write: \(String(cString: strerror(failure)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot move the new file into place: \(String(cString: strerror(code)))")
        }
    }

    /// Writes `text` as UTF-8.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}

/// Numbers for temporary file names, unique within the process.
private enum TemporaryNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}
