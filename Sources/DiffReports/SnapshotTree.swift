import Foundation

/// The images on one side of a diff, listed by relative path and read on demand.
protocol SnapshotTree: Sendable {
    /// `true` for a single file (file mode), `false` for a folder (folder mode).
    var isSingleFile: Bool { get }
    /// Relative paths of the image files, sorted; for a single file, its file name.
    var names: [String] { get }
    /// Where a name lives, for messages: `Snapshots/Card/x.png`, `git:main:Snapshots/Card/x.png`.
    func displayPath(of name: String) -> String
    /// The bytes of several files at once (the git tree reads them in one `git cat-file --batch`).
    func read(_ names: [String]) throws(DiffError) -> [String: Data]
}

/// A folder on disk, searched recursively; hidden files and folders are skipped.
struct DirectoryTree: SnapshotTree {
    let root: URL
    let label: String
    let names: [String]
    var isSingleFile: Bool { false }

    init(root: URL, label: String, extensions: Set<String>) throws(DiffError) {
        self.root = root
        self.label = label
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            throw DiffError("cannot list the folder \(label)")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            let url = root.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if extensions.contains(url.pathExtension.lowercased()) { found.append(relative) }
        }
        names = found.sorted()
    }

    func displayPath(of name: String) -> String {
        label.hasSuffix("/") ? label + name : label + "/" + name
    }

    func read(_ names: [String]) throws(DiffError) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in names {
            result[name] = try readFile(root.appendingPathComponent(name), shownAs: displayPath(of: name))
        }
        return result
    }
}

/// One file on disk (file mode).
struct SingleFileTree: SnapshotTree {
    let file: URL
    let label: String
    var isSingleFile: Bool { true }
    var names: [String] { [file.lastPathComponent] }

    func displayPath(of name: String) -> String { label }

    func read(_ names: [String]) throws(DiffError) -> [String: Data] {
        [file.lastPathComponent: try readFile(file, shownAs: label)]
    }
}

/// The largest file compared, in bytes (1 GiB, as the image decoders' file limit): a larger file
/// is refused before it is read, since both files of a pair are held in memory.
public let maxComparedFileBytes = 1 << 30

/// The bytes of a file, or a ``DiffError`` naming it; a file over ``maxComparedFileBytes`` is refused unread.
func readFile(_ url: URL, shownAs label: String) throws(DiffError) -> Data {
    if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > maxComparedFileBytes {
        throw DiffError("\(label) is \(size) bytes, over the limit of \(maxComparedFileBytes) bytes (1 GiB) for a compared file; refused before reading")
    }
    do {
        return try Data(contentsOf: url)
    } catch {
        throw DiffError("cannot read \(label): \(error.localizedDescription)")
    }
}
