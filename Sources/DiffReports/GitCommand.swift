import Foundation

/// Runs `git` as a child process in a repository and collects its output.
struct GitCommand: Sendable {
    let repository: URL

    /// What a finished `git` run produced.
    struct Output {
        let status: Int32
        let standardOutput: Data
        let standardError: String
    }

    /// Runs `git -C repository ARGUMENTS`, feeding `input` (if any) through a temporary file so a
    /// large request can never block on a full pipe.
    func run(_ arguments: [String], input: Data? = nil) throws(DiffError) -> Output {
        guard let git = Self.executable() else {
            throw DiffError("git:REF needs the git command, but no 'git' was found on PATH")
        }
        let process = Process()
        process.executableURL = git
        process.arguments = ["-C", repository.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        var inputFile: URL?
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        do {
            if let input {
                let file = FileManager.default.temporaryDirectory
                    .appendingPathComponent("nhs-snapshots-git-\(ProcessInfo.processInfo.globallyUniqueString)")
                try input.write(to: file)
                inputFile = file
                process.standardInput = try FileHandle(forReadingFrom: file)
            } else {
                process.standardInput = FileHandle.nullDevice
            }
            try process.run()
        } catch {
            throw DiffError("cannot run git \(arguments.first ?? ""): \(error.localizedDescription)")
        }
        // Read stderr on the side so neither pipe can fill up while the other is drained.
        let errorText = ErrorCollector(handle: errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: data, standardError: errorText.finish())
    }

    /// The first executable `git` on PATH.
    static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("git")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Drains a pipe on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.lock()
            data = all
            lock.unlock()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
