import ArgumentParsing
import NHSSnapshot
import ViewKit

extension SnapshotCommand {
    /// Parses `nhs-snapshots`'s arguments (without the program name) into a command. Throws
    /// `UsageError` (exit 2) for an unknown command, option or value.
    public static func parse(_ arguments: [String]) throws -> ParsedCommand {
        let arguments = arguments.map { $0 == "-h" ? "--help" : $0 }
        guard let name = arguments.first else { throw UsageError("no command given", command: nil) }
        if name == "--help" || name == "help" {
            if arguments.count > 1, let topic = definition(arguments[1]) { return .help(topic.help) }
            return .help(overview)
        }
        guard let definition = definition(name) else {
            throw UsageError("unknown command \"\(name)\"", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        // `diff` and `report` parse their own arguments (and `--help`): everything after the name is handed on.
        if name == "diff" { return .run(.diff(arguments: rest)) }
        if name == "report" { return .run(.report(arguments: rest)) }
        let parsed = try ArgumentParser.parse(rest, command: name, options: definition.options,
                                              maximumPositionals: definition.maximumPositionals)
        if parsed.flags.contains("--help") { return .help(definition.help) }
        return .run(try command(name, parsed))
    }

    /// The command `name` with its parsed options.
    private static func command(_ name: String, _ parsed: ParsedArguments) throws -> SnapshotCommand {
        let cells = try cellChoice(name, parsed)
        let options = try CommonOptions(name, parsed)
        switch name {
        case "list":
            return .list(cells)
        case "render":
            return .render(cells, RenderOptions(outFolder: options.outFolder, jobs: options.jobs,
                                                sheets: parsed.flags.contains("--sheets"),
                                                accessibility: parsed.flags.contains("--accessibility")))
        case "record":
            return .record(cells, RecordOptions(jobs: options.jobs, onlyMissing: parsed.flags.contains("--missing"),
                                                prune: parsed.flags.contains("--prune")))
        case "verify":
            return .verify(cells, VerifyOptions(outFolder: options.outFolder, jobs: options.jobs))
        case "audit":
            return .audit(cells, AuditOptions(jobs: options.jobs, jsonFile: options.jsonFile))
        case "sheet":
            return .sheet(cells, SheetOptions(outFolder: options.outFolder, accessibility: parsed.flags.contains("--accessibility")))
        default:
            throw UsageError("unknown command \"\(name)\"", command: nil)
        }
    }

    /// `--matrix` (or the command's default), the filters and the shard.
    private static func cellChoice(_ name: String, _ parsed: ParsedArguments) throws -> CellChoice {
        func fail(_ message: String) -> UsageError { UsageError(message, command: name) }
        var matrix = defaultMatrix(for: name)
        if let matrixName = parsed.last("--matrix") {
            guard let found = SnapshotMatrix.named(matrixName) else {
                throw fail("unknown matrix \"\(matrixName)\"; choose " + SnapshotMatrix.builtIn.map(\.name).joined(separator: ", "))
            }
            matrix = found
        }
        var selection = SnapshotSelection(components: parsed.list("--component"), scenarios: parsed.list("--scenario"))
        selection.devices = try parsed.list("--device").map { value in
            guard let device = Device.preset(named: value) else {
                throw fail("unknown device \"\(value)\"; choose " + Device.presets.map(\.id).joined(separator: ", "))
            }
            return device
        }
        selection.sizes = try parsed.list("--size").map { value in
            guard let size = DynamicTypeSize(named: value) else {
                throw fail("unknown size \"\(value)\"; choose " + DynamicTypeSize.allCases.map(\.shortName).joined(separator: ", "))
            }
            return size
        }
        selection.schemes = try parsed.list("--scheme").map { value in
            guard let scheme = ColorScheme(rawValue: value.lowercased()) else {
                throw fail("unknown scheme \"\(value)\"; choose light, dark")
            }
            return scheme
        }
        if let shard = parsed.last("--shard") {
            do { selection.shard = try Shard(parsing: shard) } catch { throw fail(String(describing: error)) }
        }
        return CellChoice(matrix: matrix, selection: selection)
    }
}

/// The options several commands share, read and checked in one place: `--out`, `--jobs`, `--json`.
private struct CommonOptions {
    var outFolder: String?
    var jobs: Int?
    var jsonFile: String?

    init(_ name: String, _ parsed: ParsedArguments) throws {
        func fail(_ message: String) -> UsageError { UsageError(message, command: name) }
        outFolder = parsed.last("--out")
        if let out = outFolder, out.isEmpty { throw fail("--out needs a folder") }
        if let jobs = parsed.last("--jobs") {
            guard let count = Int(jobs), (1...256).contains(count) else {
                throw fail("--jobs \"\(jobs)\" is not a whole number from 1 to 256")
            }
            self.jobs = count
        }
        jsonFile = parsed.last("--json")
        if let file = jsonFile, file.isEmpty { throw fail("--json needs a file") }
    }
}
