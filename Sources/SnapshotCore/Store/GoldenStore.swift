import Foundation
import ImageCodecs

/// The committed goldens: a folder (`Snapshots/`) of `<Component>/<scenario>/<stem>.<ext>` files
/// plus the renderer fingerprint, or, for the test API's goldens beside a test file, a
/// `__Snapshots__` folder of `<TestFile>/<test name>.<stem>.<ext>` files. Reads are plain, writes
/// are atomic.
public struct GoldenStore: Sendable {
    /// How paths map to files.
    public enum FileLayout: Sendable {
        /// `<Component>/<scenario>/<stem>.<ext>`: the command line's and the project's `Snapshots/`.
        case scenarioFolders
        /// `<Component>/<scenario>.<stem>.<ext>`: a test file's folder, one file per test and cell.
        case testFiles
    }

    /// The folder.
    public let root: URL
    /// How paths map to files.
    public let layout: FileLayout

    /// A store at `root`.
    public init(root: URL, layout: FileLayout = .scenarioFolders) {
        self.root = root.standardizedFileURL
        self.layout = layout
    }

    /// The store at `<folder>/Snapshots`, for the command line's working folder.
    public init(packageRoot: URL) {
        self.init(root: packageRoot.appendingPathComponent("Snapshots", isDirectory: true))
    }

    /// The file of the fingerprint of the renderer that made the goldens.
    public var fingerprintURL: URL { root.appendingPathComponent("fingerprint.txt") }

    /// Where `path` lives; always inside `root`, because every part of a `GoldenPath` is sanitised.
    public func url(for path: GoldenPath, variant: String? = nil) -> URL {
        var parts = path.components(variant: variant)
        if layout == .testFiles { parts = [parts[0], parts[1] + "." + parts[2]] }
        return parts.reduce(root) { $0.appendingPathComponent($1) }
    }

    /// Throws `GoldenStoreError.unreadableFolder` naming `root` when it exists but is not a folder
    /// that can be listed; a folder that does not exist yet is fine (recording creates it).
    public func checkFolder() throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw GoldenStoreError.unreadableFolder(root.path, reason: "it is not a folder") }
        do { _ = try fileManager.contentsOfDirectory(atPath: root.path) } catch {
            throw GoldenStoreError.unreadableFolder(root.path, reason: "it cannot be listed (\(error.localizedDescription))")
        }
    }

    /// The golden's bytes, or `nil` when there is none.
    public func read(_ path: GoldenPath) throws -> Data? {
        let url = url(for: path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    /// True when the golden exists.
    public func contains(_ path: GoldenPath) -> Bool {
        FileManager.default.fileExists(atPath: url(for: path).path)
    }

    /// Writes a golden atomically.
    public func write(_ data: Data, to path: GoldenPath) throws {
        try AtomicFile.write(data, to: url(for: path))
    }

    /// Every stored golden with `pathExtension`, as paths relative to `root`, sorted.
    /// Only files two folders deep count; temporary files are skipped.
    public func storedFiles(pathExtension: String = "png") throws -> [String] {
        let fileManager = FileManager.default
        func entries(_ relative: String) throws -> [String] {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            return try fileManager.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
        }
        func isFolder(_ relative: String) -> Bool {
            var folder: ObjCBool = false
            return fileManager.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &folder)
                && folder.boolValue
        }
        guard fileManager.fileExists(atPath: root.path) else { return [] }
        var found: [String] = []
        for component in try entries("") where isFolder(component) {
            for scenario in try entries(component) where isFolder(component + "/" + scenario) {
                for file in try entries(component + "/" + scenario) where file.hasSuffix("." + pathExtension) {
                    found.append(component + "/" + scenario + "/" + file)
                }
            }
        }
        return found
    }

    /// Stored goldens that none of `expected` produces.
    public func orphans(expected: Set<GoldenPath>, pathExtension: String = "png") throws -> [String] {
        let wanted = Set(expected.map(\.relativePath))
        return try storedFiles(pathExtension: pathExtension).filter { !wanted.contains($0) }
    }

    /// Deletes a stored file given by its relative path (as `storedFiles` lists it), then any
    /// folders it leaves empty. Refuses paths that climb out of `root`.
    public func remove(relativePath: String) throws {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard parts.count == 3, parts.allSatisfy({ !$0.hasPrefix(".") }) else {
            throw GoldenStoreError.notAGolden(relativePath)
        }
        let url = parts.reduce(root) { $0.appendingPathComponent($1) }
        try FileManager.default.removeItem(at: url)
        for folder in [url.deletingLastPathComponent(), url.deletingLastPathComponent().deletingLastPathComponent()] {
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty) == true {
                try FileManager.default.removeItem(at: folder)
            }
        }
    }
}

/// A golden store operation given something that is not a golden.
public enum GoldenStoreError: Error, Equatable, CustomStringConvertible {
    /// Not of the form `Component/scenario/file`.
    case notAGolden(String)
    /// The golden folder exists but cannot be read as one.
    case unreadableFolder(String, reason: String)

    /// A message naming the path.
    public var description: String {
        switch self {
        case .notAGolden(let path): return "\(path) is not a golden (expected Component/scenario/file)"
        case .unreadableFolder(let path, let reason): return "golden folder \(path) cannot be read: \(reason)"
        }
    }
}
