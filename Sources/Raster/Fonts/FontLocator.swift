import Foundation
import ImageCodecs

/// Finds font files on disk: the required system files by name, and the files of an override folder.
enum FontLocator {
    /// The path of each required file, or `RasterError.missingFont` for the first one missing.
    static func locateRequired(in folders: [String] = FontFiles.systemFolders) throws -> [URL] {
        let index = indexFiles(in: folders)
        return try FontFiles.required.map { file in
            guard let url = index[file.fileName] else {
                throw RasterError.missingFont(file: "\(file.fileName) (Debian package \(file.package))", searched: folders)
            }
            return url
        }
    }

    /// Every font file directly inside `folder` (or below it), sorted by path; an error when the
    /// folder is missing or holds no font.
    static func overrideFiles(in folder: String) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw RasterError.fontConfiguration(reason: "\(FontFiles.overrideVariable)=\(folder) is not a folder")
        }
        let files = allFiles(under: URL(fileURLWithPath: folder, isDirectory: true))
            .filter { FontFiles.fontExtensions.contains($0.pathExtension.lowercased()) }
        guard !files.isEmpty else {
            throw RasterError.fontConfiguration(reason: "\(FontFiles.overrideVariable)=\(folder) holds no .ttf, .otf, .ttc or .otc file")
        }
        return files
    }

    /// File name → path for every file under the folders; the first path in sorted order wins.
    private static func indexFiles(in folders: [String]) -> [String: URL] {
        var index: [String: URL] = [:]
        for folder in folders {
            for url in allFiles(under: URL(fileURLWithPath: folder, isDirectory: true)) where index[url.lastPathComponent] == nil {
                index[url.lastPathComponent] = url
            }
        }
        return index
    }

    private static func allFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker {
            // Symbolic links count as the files they point to.
            let resolved = url.resolvingSymlinksInPath()
            if (try? resolved.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
