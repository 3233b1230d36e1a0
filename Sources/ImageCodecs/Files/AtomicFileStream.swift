import Foundation

/// A file written a piece at a time and put in place whole or not at all: the bytes go to a
/// uniquely named temporary file beside the destination (as `AtomicFile` makes them), which
/// `commit()` renames over the destination. Until then no reader sees anything at the
/// destination; `discard()`, or the stream going away uncommitted, removes the temporary file, so
/// a failure half-way leaves nothing half-written. Not for several threads at once.
///
/// When a regular file is already at the destination, the bytes are first compared with it
/// (`ExistingFile`) and no temporary file is made while they match: if the stream ends with
/// exactly the file's bytes, `commit()` leaves the file as it is (same inode, same time stamp)
/// instead of writing a copy. Rendering over an earlier run's output so writes only what changed:
/// replacing every file made the file system delete and create an inode per image, which on a
/// volume without a journal (ext4 then scans its recently deleted inodes for each new one) cost
/// more than the encoding. A small piece that differs is held back (`Patches`: a PNG chunk's
/// length is written as 0 and put right when the chunk is closed); at a larger difference, or
/// when a held piece is not put right by the end, the bytes so far are copied from the old file
/// to a new temporary file, the held pieces written over them, and the stream goes on as usual.
///
/// Appended bytes are gathered in memory (`bufferBytes`) and written to the temporary file in
/// large pieces: an encoder hands over a PNG in many small pieces (chunk headers, a block's
/// bits), and a system call for each, each filling part of a page the kernel first clears, cost
/// more than the bytes themselves.
public final class AtomicFileStream: PNGByteOutput {
    /// How many appended bytes are gathered before they are written: 256 KiB.
    public static let bufferBytes = 1 << 18
    /// Where the file goes on `commit()`.
    public let destination: URL
    /// The temporary file the bytes are written to, once there is one.
    private(set) var temporary: URL?
    private var descriptor: Int32 = -1
    /// The file already at the destination, while every byte so far repeats it.
    private var existing: ExistingFile?
    /// Appended pieces that differ from the file already there, while comparing.
    private var patches = Patches()
    private var isOpen = true
    /// The bytes written so far.
    public private(set) var byteCount = 0
    /// Appended bytes not yet written to the temporary file: they follow its first `flushedCount` bytes.
    private var pending: UnsafeMutableRawPointer?
    private var pendingCount = 0
    /// How many bytes the temporary file holds (the appended bytes before `pending`).
    private var flushedCount = 0

    /// Opens a stream to `destination`, creating missing folders, and the temporary file unless a
    /// file is already there to compare with.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the file or folder (a part of the path is a
    ///   file, a read-only folder).
    public init(to destination: URL) throws {
        self.destination = destination
        try FolderCreation.create(destination.deletingLastPathComponent())
        existing = ExistingFile(at: destination)
        if existing == nil { try makeTemporary() }
    }

    deinit {
        discard()
        releaseBuffer()
    }

    /// True when the bytes so far are those of the file already at the destination (so nothing
    /// has been written).
    public var isRepeatingExistingFile: Bool { existing != nil && patches.isEmpty }

    /// Appends `bytes` to the file.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the destination (a full disk, a file-size
    ///   limit, a stream already committed or discarded); the temporary file is removed.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard isOpen else { throw closedError() }
        if let existing {
            if existing.holds(bytes, at: byteCount) || patches.hold(bytes, at: byteCount, within: existing.size) {
                byteCount += bytes.count
                return
            }
        }
        try diverge()
        try gather(bytes)
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
        guard isOpen else { throw closedError() }
        if let existing, patches.overwrite(bytes, at: offset, comparingWith: existing) { return }
        try diverge()
        if offset >= flushedCount, let pending {
            // Still in memory: changed there.
            bytes.withUnsafeBytes { (pending + (offset - flushedCount)).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            return
        }
        if offset + bytes.count > flushedCount { try flush() }
        try bytes.withUnsafeBytes { try write($0, at: offset) }
    }

    /// Closes the file and renames it over the destination; when the bytes are exactly those of
    /// the file already there, leaves that file untouched instead.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the destination; the temporary file is removed.
    public func commit() throws {
        guard isOpen else { throw closedError() }
        if let existing, patches.isEmpty, existing.size == byteCount {
            existing.close()
            self.existing = nil
            isOpen = false
            return
        }
        try diverge()
        try flush()
        releaseBuffer()
        let closed = close(descriptor)
        descriptor = -1
        isOpen = false
        guard let temporary else { return }
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
        guard isOpen else { return }
        isOpen = false
        releaseBuffer()
        existing?.close()
        existing = nil
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        if let temporary { unlink(temporary.path) }
    }

    /// Creates the temporary file beside the destination.
    private func makeTemporary() throws {
        let folder = destination.deletingLastPathComponent()
        var descriptor: Int32 = -1
        var temporary = destination
        repeat {
            let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(TemporaryNames.next())"
            temporary = folder.appendingPathComponent(AtomicFile.temporaryPrefix + unique + "-" + destination.lastPathComponent)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        } while descriptor < 0 && errno == EEXIST
        guard descriptor >= 0 else {
            let code = errno
            discard()
            throw ImageCodecError.cannotWrite(path: destination.path,
                                              reason: "cannot create a temporary file beside it: \(String(cString: strerror(code)))")
        }
        self.descriptor = descriptor
        self.temporary = temporary
    }

    /// Stops comparing with the file already at the destination: makes the temporary file, copies
    /// into it the bytes so far from that file and writes the held pieces over them. Nothing when
    /// already writing.
    private func diverge() throws {
        guard let existing else { return }
        self.existing = nil
        defer { existing.close() }
        try makeTemporary()
        let held = patches
        patches = Patches()
        guard existing.copyStart(byteCount, to: descriptor), held.write(to: descriptor) else {
            let code = errno
            discard()
            throw ImageCodecError.cannotWrite(path: destination.path,
                                              reason: "cannot copy the unchanged start of the old file: \(String(cString: strerror(code)))")
        }
        flushedCount = byteCount
    }

    /// Appends `bytes` to those gathered, writing them out whenever `bufferBytes` are held (a
    /// piece at least that large when nothing is held is written at once).
    private func gather(_ bytes: UnsafeRawBufferPointer) throws {
        guard isOpen, descriptor >= 0 else { throw closedError() }
        if pendingCount == 0 && bytes.count >= AtomicFileStream.bufferBytes {
            try write(bytes, at: nil)
            flushedCount += bytes.count
            return
        }
        let buffer = pending ?? UnsafeMutableRawPointer.allocate(byteCount: AtomicFileStream.bufferBytes, alignment: 16)
        pending = buffer
        var offset = 0
        while offset < bytes.count {
            let taken = min(bytes.count - offset, AtomicFileStream.bufferBytes - pendingCount)
            (buffer + pendingCount).copyMemory(from: bytes.baseAddress! + offset, byteCount: taken)
            pendingCount += taken
            offset += taken
            if pendingCount == AtomicFileStream.bufferBytes { try flush() }
        }
    }

    /// Frees the memory of gathered bytes (written or given up).
    private func releaseBuffer() {
        pending?.deallocate()
        pending = nil
        pendingCount = 0
    }

    /// Writes the gathered bytes to the temporary file.
    private func flush() throws {
        guard pendingCount > 0, let pending else { return }
        try write(UnsafeRawBufferPointer(start: pending, count: pendingCount), at: nil)
        flushedCount += pendingCount
        pendingCount = 0
    }

    private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int?) throws {
        guard isOpen, descriptor >= 0 else { throw closedError() }
        guard FileWriting.writeAll(descriptor, bytes, at: offset) else {
            let code = errno
            discard()
            throw ImageCodecError.cannotWrite(path: destination.path, reason: "cannot write: \(String(cString: strerror(code)))")
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
