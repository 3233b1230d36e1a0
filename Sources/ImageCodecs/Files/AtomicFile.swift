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
        let file = try AtomicFileStream(to: url)
        try file.append(data)
        try file.commit()
    }

    /// Writes `text` as UTF-8.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
