/// One side of a diff as given on the command line: a file or folder on disk, or `git:REF`
/// (the committed `Snapshots/` folder at that revision) or `git:REF:PATH`.
public enum SnapshotLocation: Hashable, Sendable, CustomStringConvertible {
    /// A file or folder, absolute or relative to the working directory.
    case path(String)
    /// A path inside the repository (relative to its top level) at a revision.
    case git(revision: String, path: String)

    /// The folder `git:REF` means when no path follows.
    public static let defaultGitPath = "Snapshots"

    /// Parses `git:REF`, `git:REF:PATH` or a plain path.
    ///
    /// - Throws: ``DiffError`` for an empty argument, an empty revision, or a revision starting with `-`.
    public init(parsing argument: String) throws(DiffError) {
        guard !argument.isEmpty else { throw DiffError("an empty path was given") }
        guard argument.hasPrefix("git:") else {
            self = .path(argument)
            return
        }
        let rest = argument.dropFirst(4)
        let parts = rest.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let revision = String(parts[0])
        guard !revision.isEmpty else {
            throw DiffError("'\(argument)' names no revision; write git:REF or git:REF:PATH, for example git:main")
        }
        guard !revision.hasPrefix("-") else {
            throw DiffError("'\(argument)': a revision may not start with '-'")
        }
        var path = parts.count > 1 ? String(parts[1]) : Self.defaultGitPath
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.isEmpty || path == "." || path == "/" { path = "" }
        self = .git(revision: revision, path: path)
    }

    /// How the location is shown in messages and reports: the path, or `git:REF:PATH`.
    public var description: String {
        switch self {
        case .path(let path): return path
        case .git(let revision, let path): return "git:\(revision):\(path)"
        }
    }
}
