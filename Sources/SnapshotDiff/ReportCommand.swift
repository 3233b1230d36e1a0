import ArgumentParsing
import DiffReports
import Foundation

/// `nhs-snapshots report --merge DIR... --out DIR`: combines the report folders of CI shards.
public enum ReportCommand {
    /// A `report` command line, understood.
    public struct Request: Hashable, Sendable {
        /// The shards' report folders (or their `report.json` files).
        public var shards: [String]
        /// The merged report folder.
        public var out: String
        /// The documents to write.
        public var formats: [ReportFormat]

        /// A request.
        public init(shards: [String], out: String, formats: [ReportFormat] = ReportFormat.allCases) {
            self.shards = shards
            self.out = out
            self.formats = formats
        }
    }

    /// Parses the arguments after `report`; `nil` when `--help` was asked for. Throws `UsageError`.
    public static func parse(_ arguments: [String]) throws -> Request? {
        let parsed = try ArgumentParser.parse(arguments.map { $0 == "-h" ? "--help" : $0 }, command: "report",
                                              options: CommandDefinition.report.options, maximumPositionals: Int.max)
        if parsed.flags.contains("--help") { return nil }
        func fail(_ message: String) -> UsageError { UsageError(message, command: "report") }
        guard parsed.flags.contains("--merge") else { throw fail("say what to do: report --merge DIR... --out DIR") }
        guard !parsed.positionals.isEmpty else { throw fail("--merge needs the shards' report folders") }
        guard let out = parsed.last("--out"), !out.isEmpty else { throw fail("--merge needs --out DIR for the merged report") }
        var request = Request(shards: parsed.positionals, out: out)
        if let text = parsed.last("--format") {
            do { request.formats = try ReportFormat.parseList(text) } catch { throw fail("--format: \(error.message)") }
        }
        return request
    }

    /// Merges the shards into `request.out` and returns what was written.
    ///
    /// - Throws: `DiffError` naming a missing or unreadable shard, or a conflict between shards.
    public static func run(_ request: Request, workingDirectory: URL) throws(DiffError) -> ReportWriter.Written {
        try ReportMerger.merge(
            reportFiles: request.shards.map { DiffCommand.resolve($0, workingDirectory) },
            into: DiffCommand.resolve(request.out, workingDirectory),
            writer: ReportWriter(formats: request.formats, imageExtension: "png"))
    }

    /// Runs the command line after `report`; returns 0 when every merged image matches, 1 when
    /// something differs, 2 for a usage or input error (printed to `errors`).
    public static func main(_ arguments: [String], workingDirectory: URL,
                            output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        let request: Request
        do {
            guard let parsed = try parse(arguments) else {
                output(CommandDefinition.report.help)
                return 0
            }
            request = parsed
        } catch {
            errors("nhs-snapshots report: \(error)\n\n" + CommandDefinition.report.help)
            return UsageError.exitCode
        }
        do {
            let written = try run(request, workingDirectory: workingDirectory)
            let documents = written.files.filter { $0.pathExtension != "png" }.map(\.lastPathComponent)
            output("report: merged \(request.shards.count) shard(s): \(written.report.countsLine)\n"
                + "report: \(DiffOutputText.display(DiffCommand.resolve(request.out, workingDirectory), workingDirectory))/ ("
                + documents.joined(separator: ", ") + ")")
            return written.report.exitCode.rawValue
        } catch {
            errors("nhs-snapshots report: \(error.message)")
            return DiffExitCode.inputError.rawValue
        }
    }
}
