import Foundation

/// Creates folders for writing, with messages that say which part of the path is in the way.
public enum FolderCreation {
    /// Creates `folder` and any missing parents; nothing happens when it exists.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the path: "is a file, not a folder" (for the
    ///   folder itself or the first part of it that is a file), or the system's reason (read-only,
    ///   permission denied).
    public static func create(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ImageCodecError.cannotWrite(path: folder.path, reason: "is a file, not a folder")
            }
            return
        }
        // The missing folders, outermost first; the first existing ancestor must be a folder.
        var missing = [folder]
        var ancestor = folder.deletingLastPathComponent()
        while ancestor.path != "/" && !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            missing.insert(ancestor, at: 0)
            ancestor = ancestor.deletingLastPathComponent()
        }
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ImageCodecError.cannotWrite(path: ancestor.path, reason: "is a file, not a folder, so \(folder.path) cannot be created")
        }
        for url in missing where mkdir(url.path, 0o755) != 0 {
            let code = errno
            if code == EEXIST && FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue {
                continue  // made by another thread or run meanwhile
            }
            throw ImageCodecError.cannotWrite(path: url.path, reason: "cannot create the folder: \(String(cString: strerror(code)))")
        }
    }

    /// Checks that files can be written into `folder` (creating it): a temporary file is created
    /// and removed, so a read-only folder or a path that is a file is reported before any work.
    ///
    /// - Throws: `ImageCodecError.cannotWrite` naming the folder.
    public static func checkWritable(_ folder: URL) throws {
        try create(folder)
        let probe = folder.appendingPathComponent(AtomicFile.temporaryPrefix + "probe-\(ProcessInfo.processInfo.processIdentifier)")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { return }  // another run of this process id's probe: the folder is writable
            throw ImageCodecError.cannotWrite(path: folder.path, reason: "cannot write into the folder: \(String(cString: strerror(code)))")
        }
        close(descriptor)
        unlink(probe.path)
    }
}
