import ViewKit

extension SnapshotCommands {
    /// Parses `nhs-snapshots`'s arguments (without the program name). Throws `UsageError` (exit 2)
    /// for an unknown command, option or value.
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
        if name == "diff" || name == "report" {
            // `diff` and `report` parse their own arguments (and `--help`): everything after the name is handed on.
            return .run(SnapshotRequest(command: name, matrix: .golden, selection: .all, passthrough: rest))
        }
        let parsed = try ArgumentParser.parse(rest, command: name, options: definition.options,
                                              maximumPositionals: definition.maximumPositionals)
        if parsed.flags.contains("--help") { return .help(definition.help) }
        return .run(try request(name, parsed, defaultMatrix: defaultMatrix(for: name)))
    }

    private static func request(_ name: String, _ parsed: ParsedArguments, defaultMatrix: SnapshotMatrix) throws -> SnapshotRequest {
        func fail(_ message: String) -> UsageError { UsageError(message, command: name) }
        var matrix = defaultMatrix
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
        var request = SnapshotRequest(command: name, matrix: matrix, selection: selection)
        request.outFolder = parsed.last("--out")
        if let out = request.outFolder, out.isEmpty { throw fail("--out needs a folder") }
        if let jobs = parsed.last("--jobs") {
            guard let count = Int(jobs), (1...256).contains(count) else {
                throw fail("--jobs \"\(jobs)\" is not a whole number from 1 to 256")
            }
            request.jobs = count
        }
        request.onlyMissing = parsed.flags.contains("--missing")
        request.prune = parsed.flags.contains("--prune")
        request.accessibility = parsed.flags.contains("--accessibility")
        request.sheets = parsed.flags.contains("--sheets")
        request.jsonFile = parsed.last("--json")
        if let file = request.jsonFile, file.isEmpty { throw fail("--json needs a file") }
        return request
    }
}
