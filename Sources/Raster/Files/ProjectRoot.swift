import Foundation

/// Finds the project folder (the one holding Package.swift, Assets/ and Snapshots/) at run time:
/// the environment variable `NHS_SNAPSHOTS_ROOT` when set, otherwise the first folder holding
/// Package.swift above the current directory, then above the running executable.
public enum ProjectRoot {
    /// The environment variable that overrides the search.
    public static let environmentVariable = "NHS_SNAPSHOTS_ROOT"

    /// The project folder, or `RasterError.projectRootNotFound` listing where it looked.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> URL {
        if let override = environment[environmentVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw RasterError.fileNotFound(path: "\(url.path) (from \(environmentVariable))")
            }
            return url
        }
        var starts = [URL(fileURLWithPath: currentDirectory, isDirectory: true)]
        if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
        for start in starts {
            if let found = search(upFrom: start) { return found }
        }
        throw RasterError.projectRootNotFound(searched: starts.map(\.path))
    }

    private static func search(upFrom start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
