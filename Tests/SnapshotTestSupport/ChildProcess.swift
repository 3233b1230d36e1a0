import Foundation

/// Runs a program to the end with its output in a file (so a long output never blocks a pipe).
public enum ChildProcess {
    /// The exit status and everything the program printed to standard output and error.
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// A small environment for a child: the parent's `PATH`, `HOME`, `TMPDIR` and `LANG`, and `extra`;
    /// nothing else (no `CI`, no `NHS_*` setting of the parent's).
    public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let parent = ProcessInfo.processInfo.environment
        var environment: [String: String] = [:]
        for key in ["PATH", "HOME", "TMPDIR", "LANG"] { environment[key] = parent[key] }
        return environment.merging(extra) { $1 }
    }
}
