import Foundation

/// Writes files whole or not at all: the bytes go to a uniquely named temporary file in the same
/// folder, which is then renamed over the destination. A reader or an interrupted run never sees a
/// half-written file, and two runs writing at once never share a temporary file.
public enum AtomicFile {
    /// The prefix of temporary files; folders are scanned with it to skip them.
    public static let temporaryPrefix = ".nhs-tmp-"

    /// Writes `data` to `url`, creating missing folders.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let temporary = folder.appendingPathComponent(temporaryPrefix + unique + "-" + url.lastPathComponent)
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw AtomicFileError.renameFailed(url.path, errno: errno)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
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

    /// A message naming the file.
    public var description: String {
        switch self {
        case .renameFailed(let path, let code):
            return "could not move the new file into place at \(path): \(String(cString: strerror(code)))"
        }
    }
}
