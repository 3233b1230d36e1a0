import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the bytes go to a temporary file in the same folder, which is then renamed over the target.
public enum AtomicFileWriter {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RasterError.fileAccess(path: folder.path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RasterError.fileAccess(path: url.path, reason: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        var failure: String? = nil
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw RasterError.fileAccess(path: url.path, reason: "cannot write: \(failure)")
        }
    }
}
