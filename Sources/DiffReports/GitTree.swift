import Foundation

/// The files committed under a path at a revision, read straight from the object database
/// (`git ls-tree -r`, then `git cat-file --batch`) without checking anything out.
struct GitTree: SnapshotTree {
    let revision: String
    let path: String
    let git: GitCommand
    let isSingleFile: Bool
    let names: [String]
    private let objects: [String: String]  // name → blob id

    init(revision: String, path: String, workingDirectory: URL, extensions: Set<String>) throws(DiffError) {
        self.revision = revision
        self.path = path
        let label = "git:\(revision):\(path)"
        let lookup = try GitCommand(repository: workingDirectory).run(["rev-parse", "--show-toplevel"])
        guard lookup.status == 0 else {
            throw DiffError("\(label): \(workingDirectory.path) is not inside a git repository (\(lookup.standardError))")
        }
        let top = String(decoding: lookup.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        git = GitCommand(repository: URL(fileURLWithPath: top))
        let verify = try git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        guard verify.status == 0 else {
            throw DiffError("\(label): unknown git revision '\(revision)'")
        }
        let commit = String(decoding: verify.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let listing = try git.run(["ls-tree", "-r", "-z", "--full-tree", commit] + (path.isEmpty ? [] : ["--", path]))
        guard listing.status == 0 else {
            throw DiffError("\(label): git ls-tree failed: \(listing.standardError)")
        }
        let entries = Self.parseTree(listing.standardOutput)
        if entries.isEmpty {
            throw DiffError("\(label): there is no '\(path.isEmpty ? "." : path)' at revision \(revision)")
        }
        if entries.count == 1, entries[0].path == path {
            isSingleFile = true
            let name = (path as NSString).lastPathComponent
            names = [name]
            objects = [name: entries[0].object]
            return
        }
        isSingleFile = false
        let prefix = path.isEmpty ? "" : path + "/"
        var objects: [String: String] = [:]
        for entry in entries where entry.path.hasPrefix(prefix) {
            let name = String(entry.path.dropFirst(prefix.count))
            let isHidden = name.split(separator: "/").contains { $0.hasPrefix(".") }
            if !isHidden && extensions.contains((name as NSString).pathExtension.lowercased()) {
                objects[name] = entry.object
            }
        }
        self.objects = objects
        names = objects.keys.sorted()
    }

    func displayPath(of name: String) -> String {
        isSingleFile ? "git:\(revision):\(path)" : "git:\(revision):\(path.isEmpty ? "" : path + "/")\(name)"
    }

    func read(_ names: [String]) throws(DiffError) -> [String: Data] {
        guard !names.isEmpty else { return [:] }
        var request = ""
        for name in names {
            guard let object = objects[name] else { throw DiffError("\(displayPath(of: name)) is not in the tree") }
            request += object + "\n"
        }
        let output = try git.run(["cat-file", "--batch"], input: Data(request.utf8))
        guard output.status == 0 else {
            throw DiffError("git:\(revision): git cat-file failed: \(output.standardError)")
        }
        let blobs = try Self.parseBatch(output.standardOutput, count: names.count, revision: revision)
        return Dictionary(uniqueKeysWithValues: zip(names, blobs))
    }

    /// Entries of `ls-tree -r -z`: `MODE TYPE OBJECT<TAB>PATH<NUL>`; blobs only, symbolic links skipped.
    static func parseTree(_ data: Data) -> [(path: String, object: String)] {
        var result: [(path: String, object: String)] = []
        for record in data.split(separator: 0) {
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000" else { continue }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            result.append((path, String(fields[2])))
        }
        return result
    }

    /// The contents from `cat-file --batch`: per object `OBJECT TYPE SIZE\n`, SIZE bytes, `\n`.
    static func parseBatch(_ data: Data, count: Int, revision: String) throws(DiffError) -> [Data] {
        var blobs: [Data] = []
        var cursor = data.startIndex
        for _ in 0..<count {
            guard let newline = data[cursor...].firstIndex(of: 10) else {
                throw DiffError("git:\(revision): git cat-file output ended early")
            }
            let header = String(decoding: data[cursor..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), size >= 0, newline + 1 + size <= data.endIndex else {
                throw DiffError("git:\(revision): object \(header.first ?? "?") is missing or unreadable")
            }
            let start = newline + 1
            blobs.append(Data(data[start..<(start + size)]))
            cursor = start + size + 1
        }
        return blobs
    }
}
