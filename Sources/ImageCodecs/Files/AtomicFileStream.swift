import Foundation

/// A file written a piece at a time and put in place whole or not at all: the bytes go to a
/// uniquely named temporary file beside the destination (as `AtomicFile` makes them), which
/// `commit()` renames over the destination. Until then no reader sees anything at the
/// destination; `discard()`, or the stream going away uncommitted, removes the temporary file, so
/// a failure half-way leaves nothing half-written. Not for several threads at once.
public final class AtomicFileStream: PNGByteOutput {
    /// Where the file goes on `commit()`.
    public let destination: URL
    /// The temporary file the bytes are written to.
    let temporary: URL
    private var descriptor: Int32
    /// The bytes written so far.
    public private(set) var byteCount = 0

    /// Creates the temporary file beside `destination`, creating missing folders.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the file or folder (a part of the path is a
    ///   file, a read-only folder).
    public init(to destination: URL) throws {
        self.destination = destination
        let folder = destination.deletingLastPathComponent()
        try FolderCreation.create(folder)
        var descriptor: Int32 = -1
        var temporary = destination
        repeat {
            let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(TemporaryNames.next())"
            temporary = folder.appendingPathComponent(AtomicFile.temporaryPrefix + unique + "-" + destination.lastPathComponent)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else {
            throw ImageCodecError.cannotWrite(path: destination.path,
                                              reason: "cannot create a temporary file beside it: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.temporary = temporary
    }

    deinit { discard() }

    /// Appends `bytes` to the file.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the destination (a full disk, a file-size
    ///   limit, a stream already committed or discarded); the temporary file is removed.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        try write(bytes, at: nil)
        byteCount += bytes.count
    }

    /// Appends `data` to the file; throws as ``append(_:)-(UnsafeRawBufferPointer)`` does.
    public func append(_ data: Data) throws {
        try data.withUnsafeBytes { try append($0) }
    }

    /// Writes `bytes` over the file's bytes from `offset`, which must lie within what was appended.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the destination; the temporary file is removed.
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        precondition(offset >= 0 && offset + bytes.count <= byteCount, "overwrite past the end of the written bytes")
        try bytes.withUnsafeBytes { try write($0, at: offset) }
    }

    /// Closes the file and renames it over the destination.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the destination; the temporary file is removed.
    public func commit() throws {
        guard descriptor >= 0 else { throw closedError() }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 {
            let code = errno
            unlink(temporary.path)
            throw ImageCodecError.cannotWrite(path: destination.path, reason: "cannot write: \(String(cString: strerror(code)))")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw ImageCodecError.cannotWrite(path: destination.path,
                                              reason: "cannot move the new file into place: \(String(cString: strerror(code)))")
        }
    }

    /// Closes and removes the temporary file, leaving the destination as it was; nothing happens
    /// after `commit()` or a second time.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary.path)
    }

    private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int?) throws {
        guard descriptor >= 0 else { throw closedError() }
        var done = 0
        while done < bytes.count {
            let written = offset.map { pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t($0 + done)) }
                ?? Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                discard()
                throw ImageCodecError.cannotWrite(path: destination.path, reason: "cannot write: \(String(cString: strerror(code)))")
            }
            done += written
        }
    }

    private func closedError() -> ImageCodecError {
        .cannotWrite(path: destination.path, reason: "the file was already finished or given up")
    }
}

/// Numbers for temporary file names, unique within the process.
enum TemporaryNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}
