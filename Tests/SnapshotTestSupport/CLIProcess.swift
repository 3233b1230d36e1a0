import Foundation

/// The `nhs-snapshots` program this test build made, run as a separate process, so that exit
/// codes, signals and limits (`ulimit -f`) are those of the real command.
public struct CLIProcess {
    public let code: Int32
    public let output: String
    public let errors: String

    /// The program beside the test bundle (`swift build --build-tests` builds every product).
    public static var program: URL? {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        let url = folder.appendingPathComponent("nhs-snapshots")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// A package folder for the program: a `Package.swift` marker and a link to this package's `Assets/`.
    public static func package(_ folder: URL) throws {
        try Data("// marker\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Assets"), withDestinationURL: assets)
    }

    /// Starts `nhs-snapshots ARGUMENTS` on the package at `root` through `/bin/sh` after `shellPrefix`
    /// (for example `ulimit -f 16;`); `wait()` gives the outcome.
    public static func start(_ arguments: [String], root: URL, shellPrefix: String = "") throws -> Running {
        guard let program else { throw CLIMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([program.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        process.arguments = ["-c", shellPrefix + " exec " + quoted.joined(separator: " ")]
        var environment = ProcessInfo.processInfo.environment
        environment["NHS_SNAPSHOTS_ROOT"] = root.path
        environment["CI"] = "1"
        process.environment = environment
        process.currentDirectoryURL = root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return Running(process: process, output: output, errors: errors)
    }

    /// `start` and wait.
    public static func run(_ arguments: [String], root: URL, shellPrefix: String = "") throws -> CLIProcess {
        try start(arguments, root: root, shellPrefix: shellPrefix).wait()
    }

    public struct Running {
        let process: Process
        let output: Pipe
        let errors: Pipe

        /// Waits for the program and gives its exit status and output.
        public func wait() -> CLIProcess {
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CLIProcess(code: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                              errors: String(decoding: err, as: UTF8.self))
        }
    }

    public struct CLIMissing: Error, CustomStringConvertible {
        public var description: String { "nhs-snapshots is not built beside the test bundle; run `swift build --build-tests` first" }
    }
}
