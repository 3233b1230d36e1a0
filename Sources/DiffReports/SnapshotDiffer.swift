import Foundation
import PixelDiff

/// Compares two files or two folders of images (either side may be `git:REF`).
///
/// Folder mode matches images by relative path: only in expected → removed, only in actual →
/// added, in both → changed or unchanged by ``EntryComparer``. Files are read in batches and
/// compared on several threads; the result does not depend on the number of threads.
public struct SnapshotDiffer: Sendable {
    /// How each pair of files is compared.
    public var comparer: EntryComparer
    /// Where relative paths start and where `git` runs.
    public var workingDirectory: URL
    /// File extensions (lower case, no dot) that count as images in folder mode.
    public var fileExtensions: Set<String>
    /// Threads used to compare; default the number of processors.
    public var parallelism: Int

    /// A differ; `fileExtensions` defaults to the codec's extension.
    public init(
        comparer: EntryComparer, workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        fileExtensions: Set<String>? = nil, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.comparer = comparer
        self.workingDirectory = workingDirectory
        self.fileExtensions = fileExtensions ?? [comparer.codec.fileExtension.lowercased()]
        self.parallelism = max(1, parallelism)
    }

    /// Parses both arguments (see ``SnapshotLocation/init(parsing:)``) and compares them.
    public func run(expected: String, actual: String) throws(DiffError) -> DiffRun {
        try run(expected: try SnapshotLocation(parsing: expected), actual: try SnapshotLocation(parsing: actual))
    }

    /// Compares two locations.
    ///
    /// - Throws: ``DiffError`` when a path does not exist, both sides are the same path, a folder
    ///   holds no images, a file is compared with a folder, or a file cannot be read or decoded.
    public func run(expected: SnapshotLocation, actual: SnapshotLocation) throws(DiffError) -> DiffRun {
        if expected == actual || sameFile(expected, actual) {
            throw DiffError("the same path was given twice: \(expected); give the expected and the actual side")
        }
        let expectedTree = try tree(for: expected)
        let actualTree = try tree(for: actual)
        if expectedTree.isSingleFile != actualTree.isSingleFile {
            let (file, folder) = expectedTree.isSingleFile ? (expected, actual) : (actual, expected)
            throw DiffError("cannot compare the file \(file) with the folder \(folder); give two files or two folders")
        }
        let entries: [ComparedEntry]
        if expectedTree.isSingleFile {
            entries = [try compareSingleFiles(expectedTree, actualTree)]
        } else {
            entries = try compareFolders(expectedTree, actualTree)
        }
        return DiffRun(expected: expected.description, actual: actual.description, options: comparer.options, entries: entries)
    }

    private func compareSingleFiles(_ expected: SnapshotTree, _ actual: SnapshotTree) throws(DiffError) -> ComparedEntry {
        let expectedName = expected.names[0], actualName = actual.names[0]
        let expectedData = try expected.read([expectedName])[expectedName]
        let actualData = try actual.read([actualName])[actualName]
        return try comparer.compare(
            name: actualName, expected: expectedData, actual: actualData,
            expectedPath: expected.displayPath(of: expectedName), actualPath: actual.displayPath(of: actualName))
    }

    private func compareFolders(_ expected: SnapshotTree, _ actual: SnapshotTree) throws(DiffError) -> [ComparedEntry] {
        let expectedNames = Set(expected.names), actualNames = Set(actual.names)
        let allNames = expectedNames.union(actualNames).sorted()
        var entries: [ComparedEntry] = []
        let batchSize = 16 * parallelism
        var start = 0
        while start < allNames.count {
            let batch = Array(allNames[start..<min(allNames.count, start + batchSize)])
            let expectedData = try expected.read(batch.filter(expectedNames.contains))
            let actualData = try actual.read(batch.filter(actualNames.contains))
            let comparer = self.comparer
            entries += try parallelMap(count: batch.count, width: parallelism) { index throws(DiffError) in
                let name = batch[index]
                return try comparer.compare(
                    name: name, expected: expectedData[name], actual: actualData[name],
                    expectedPath: expectedNames.contains(name) ? expected.displayPath(of: name) : nil,
                    actualPath: actualNames.contains(name) ? actual.displayPath(of: name) : nil)
            }
            start += batchSize
        }
        return entries
    }

    private func tree(for location: SnapshotLocation) throws(DiffError) -> SnapshotTree {
        switch location {
        case .git(let revision, let path):
            let tree = try GitTree(revision: revision, path: path, workingDirectory: workingDirectory, extensions: fileExtensions)
            if !tree.isSingleFile && tree.names.isEmpty { throw emptyFolder(location) }
            return tree
        case .path(let path):
            let url = resolve(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw DiffError("no such file or folder: \(path)")
            }
            guard isFolder.boolValue else { return SingleFileTree(file: url, label: path) }
            let tree = try DirectoryTree(root: url, label: path, extensions: fileExtensions)
            if tree.names.isEmpty { throw emptyFolder(location) }
            return tree
        }
    }

    private func emptyFolder(_ location: SnapshotLocation) -> DiffError {
        let kinds = fileExtensions.sorted().map { "." + $0 }.joined(separator: " or ")
        return DiffError("the folder \(location) contains no \(kinds) files")
    }

    private func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    private func sameFile(_ first: SnapshotLocation, _ second: SnapshotLocation) -> Bool {
        guard case .path(let firstPath) = first, case .path(let secondPath) = second else { return false }
        return resolve(firstPath).resolvingSymlinksInPath().path == resolve(secondPath).resolvingSymlinksInPath().path
    }
}
