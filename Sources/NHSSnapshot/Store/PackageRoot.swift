import Foundation

/// Finds the package's top folder at run time: `NHS_SNAPSHOTS_ROOT` when set, otherwise the first
/// folder holding `Package.swift` walking up from a starting point.
public enum PackageRoot {
    /// The environment variable that names the package root.
    public static let environmentVariable = "NHS_SNAPSHOTS_ROOT"

    /// The root for `environment`, searching up from each of `starts` in turn.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                            startingAt starts: [URL]) -> URL? {
        if let override = environment[environmentVariable], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
        }
        for start in starts {
            if let found = search(upFrom: start) { return found }
        }
        return nil
    }

    /// The root found from the current folder, then from the running executable.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        return find(environment: environment, startingAt: [cwd, executable])
    }

    /// The nearest folder at or above `start` that holds `Package.swift`.
    public static func search(upFrom start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
