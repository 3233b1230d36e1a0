import ArgumentParsing
import DiffReports
import Foundation
import ImageCodecs
import PixelDiff

/// `nhs-snapshots diff`: compares two PNG files or folders, prints a line per image that differs
/// and a summary, and writes composites (`--diff-out`) and a report folder (`--report`).
public enum DiffCommand {
    /// What a diff found and wrote.
    public struct Outcome: Sendable {
        /// The comparison; its ``DiffReport/entries`` carry the report's image paths when a report was written.
        public var report: DiffReport
        /// Composites written by `--diff-out`, by entry name.
        public var composites: [String: URL]
        /// Report files written by `--report`, images first.
        public var reportFiles: [URL]

        /// 0 when everything matches, 1 when something differs.
        public var exitCode: Int32 { report.exitCode.rawValue }
    }

    /// Runs the command line after `diff`: parses it, compares, prints, writes. Returns the exit
    /// code: 0 all match, 1 something differs, 2 usage or input error (printed to `errors`).
    /// `invocation` is how the program was called, for help and messages (`nhs-snapshots diff`,
    /// or `nhs-snapshots-diff` for the program that runs this command alone).
    public static func main(_ arguments: [String], workingDirectory: URL, invokedAs invocation: String = "nhs-snapshots diff",
                            output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        let request: DiffRequest
        let help = CommandDefinition.diff.help(invokedAs: invocation)
        do {
            guard let parsed = try DiffRequest.parse(arguments) else {
                output(help)
                return 0
            }
            request = parsed
        } catch {
            errors("\(invocation): \(error)\n\n" + help)
            return UsageError.exitCode
        }
        do {
            let outcome = try run(request, workingDirectory: workingDirectory)
            output(DiffOutputText.lines(outcome, workingDirectory: workingDirectory).joined(separator: "\n"))
            return outcome.exitCode
        } catch {
            errors("\(invocation): \(error.message)")
            return DiffExitCode.inputError.rawValue
        }
    }

    /// Compares `request.expected` with `request.actual` and writes what it asks for.
    ///
    /// - Throws: `DiffError` (exit code 2) naming the path or value that is wrong.
    public static func run(_ request: DiffRequest, workingDirectory: URL) throws(DiffError) -> Outcome {
        do { try request.options.validate() } catch { throw DiffError(error.message) }
        // One codec workspace for the whole run: every file is decoded, and every composite encoded, in its memory.
        let comparer = EntryComparer(
            options: request.options, codec: .png(workspace: CodecWorkspace()),
            keepsArtefacts: request.diffOut != nil || request.reportFolder != nil,
            keepsDiffImage: request.reportFolder != nil)
        let differ = SnapshotDiffer(
            comparer: comparer, workingDirectory: workingDirectory,
            parallelism: request.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let expected = try SnapshotLocation(parsing: request.expected)
        let actual = try SnapshotLocation(parsing: request.actual)
        let diffOut = request.diffOut.map { CompositeDestination($0, workingDirectory: workingDirectory) }
        if case .file(let file)? = diffOut, [expected, actual].contains(where: { isFolder($0, workingDirectory) }) {
            throw DiffError("--diff-out \(file.path) is a PNG file name, but folders are compared; give a folder")
        }
        let run = try differ.run(expected: expected, actual: actual)
        var outcome = Outcome(report: run.report, composites: [:], reportFiles: [])
        if let diffOut {
            outcome.composites = try diffOut.write(run)
        }
        if let folder = request.reportFolder {
            let url = resolve(folder, workingDirectory)
            let written = try ReportWriter(formats: request.formats, imageExtension: "png").write(run, to: url)
            outcome.report = written.report
            outcome.reportFiles = written.files
        }
        return outcome
    }

    /// Whether `location` is a folder on disk (`git:` locations are checked when read).
    static func isFolder(_ location: SnapshotLocation, _ workingDirectory: URL) -> Bool {
        guard case .path(let path) = location else { return false }
        return isFolder(resolve(path, workingDirectory))
    }

    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    static func resolve(_ path: String, _ workingDirectory: URL) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL
    }
}
