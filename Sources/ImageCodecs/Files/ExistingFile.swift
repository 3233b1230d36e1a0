import Foundation

/// The regular file already at a stream's destination, read alongside the stream while the bytes
/// written so far repeat it (`AtomicFileStream`), so an unchanged file is left as it is.
final class ExistingFile {
    /// The file's size when it was opened.
    let size: Int
    private var descriptor: Int32
    private var scratch: [UInt8] = []

    /// Bytes read and compared at a time.
    static let pieceBytes = 256 * 1024

    /// The file at `url` opened for reading; nil when there is none, or it is not a regular file
    /// or cannot be read (the stream then writes a new file as it always would).
    init?(at url: URL) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            Foundation.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit { close() }

    /// True when the file holds exactly `bytes` from `offset` on.
    func holds(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        guard descriptor >= 0, offset >= 0, offset + bytes.count <= size else { return false }
        if scratch.count < min(bytes.count, ExistingFile.pieceBytes) {
            scratch = [UInt8](repeating: 0, count: min(max(bytes.count, 4_096), ExistingFile.pieceBytes))
        }
        var done = 0
        while done < bytes.count {
            let count = min(scratch.count, bytes.count - done)
            let same = scratch.withUnsafeMutableBytes { piece -> Bool in
                guard read(into: piece.baseAddress!, count: count, at: offset + done) else { return false }
                return memcmp(piece.baseAddress!, bytes.baseAddress! + done, count) == 0
            }
            guard same else { return false }
            done += count
        }
        return true
    }

    /// Copies the file's first `count` bytes to the open file `target`; false when reading or
    /// writing failed (errno tells why).
    func copyStart(_ count: Int, to target: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(max(count, 1), ExistingFile.pieceBytes))
        var done = 0
        return buffer.withUnsafeMutableBytes { piece in
            while done < count {
                let length = min(piece.count, count - done)
                guard read(into: piece.baseAddress!, count: length, at: done),
                      FileWriting.writeAll(target, UnsafeRawBufferPointer(start: piece.baseAddress!, count: length), at: nil)
                else { return false }
                done += length
            }
            return true
        }
    }

    /// Stops reading the file.
    func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
    }

    /// Reads exactly `count` bytes at `offset`; false at a short read or an error.
    private func read(into memory: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let got = pread(descriptor, memory + done, count - done, off_t(offset + done))
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }
}

/// Whole writes to a file descriptor, retried after interruptions.
enum FileWriting {
    /// Writes all of `bytes` at the file's position (or at `offset`); false on an error (errno tells why).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int?) -> Bool {
        var done = 0
        while done < bytes.count {
            let written = offset.map { pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t($0 + done)) }
                ?? Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += written
        }
        return true
    }
}

/// Small appended pieces that differ from the file a stream is compared with, by offset, until
/// they are overwritten with that file's bytes (`AtomicFileStream`).
struct Patches {
    /// The longest piece held: a chunk's length and type.
    static let pieceLimit = 64
    /// The most pieces held at once.
    static let countLimit = 16

    private var pieces: [Int: [UInt8]] = [:]

    /// True when no piece differs.
    var isEmpty: Bool { pieces.isEmpty }

    /// Holds `bytes`, appended at `offset`, when small enough and within the compared file's
    /// `size`; false when the stream must be written out instead.
    mutating func hold(_ bytes: UnsafeRawBufferPointer, at offset: Int, within size: Int) -> Bool {
        guard bytes.count <= Patches.pieceLimit, pieces.count < Patches.countLimit, offset + bytes.count <= size else { return false }
        pieces[offset] = Array(bytes)
        return true
    }

    /// Applies an overwrite of `bytes` at `offset` while comparing with `existing`: into a held
    /// piece it lies within (dropping the piece once it matches the file), or, outside every
    /// held piece, checked against the file. False when the stream must be written out instead.
    mutating func overwrite(_ bytes: [UInt8], at offset: Int, comparingWith existing: ExistingFile) -> Bool {
        let end = offset + bytes.count
        if let (start, piece) = pieces.first(where: { $0.key <= offset && end <= $0.key + $0.value.count }) {
            var patched = piece
            patched.replaceSubrange((offset - start)..<(end - start), with: bytes)
            if patched.withUnsafeBytes({ existing.holds($0, at: start) }) {
                pieces.removeValue(forKey: start)
            } else {
                pieces[start] = patched
            }
            return true
        }
        guard !pieces.contains(where: { $0.key < end && offset < $0.key + $0.value.count }) else { return false }
        return bytes.withUnsafeBytes { existing.holds($0, at: offset) }
    }

    /// Writes every held piece at its offset into the open file `target`; false on an error.
    func write(to target: Int32) -> Bool {
        pieces.allSatisfy { offset, bytes in bytes.withUnsafeBytes { FileWriting.writeAll(target, $0, at: offset) } }
    }
}
