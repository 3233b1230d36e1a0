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
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var descriptor: Int32 = -1
        var temporary = url
        repeat {
            let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(TemporaryNames.next())"
            temporary = folder.appendingPathComponent(temporaryPrefix + unique + "-" + url.lastPathComponent)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else { throw AtomicFileError.writeFailed(url.path, errno: errno) }
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
            throw AtomicFileError.writeFailed(url.path, errno: failure)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw AtomicFileError.renameFailed(url.path, errno: code)
        }
    }

    /// Writes `text` as UTF-8.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}

/// A failed atomic write.
public enum AtomicFileError: Error, CustomStringConvertible {
    /// The temporary file could not be renamed to the destination.
    case renameFailed(String, errno: Int32)
    /// The temporary file could not be created or written.
    case writeFailed(String, errno: Int32)

    /// A message naming the file.
    public var description: String {
        switch self {
        case .writeFailed(let path, let code):
            return "could not write \(path): \(String(cString: strerror(code)))"
        case .renameFailed(let path, let code):
            return "could not move the new file into place at \(path): \(String(cString: strerror(code)))"
        }
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
