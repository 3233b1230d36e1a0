import ArgumentParsing
import FuzzSupport
import SnapshotCommands
import SnapshotDiff

/// libFuzzer entry: a command line split from the input (arguments separated by NUL bytes, the
/// first one often a real command or option name so that the parsers get past the first check)
/// through `nhs-snapshots`'s parser, `diff`'s and `report`'s, and the generic parser with every
/// command's options. Anything may be refused with a `UsageError`; nothing may crash, and a
/// usage error always names something.
let fuzzArguments: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    var input = FuzzInput(start, count)
    let commands = SnapshotCommand.definitions
    let known = commands.map(\.name) + commands.flatMap { $0.options.map(\.name) } + ["pixelmatch", "ciede2000", "git:HEAD", "--", "-h", "-"]
    let lead = known[input.number(below: known.count)]
    let arguments = [lead] + input.rest().split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    check { _ = try SnapshotCommand.parse(arguments) }
    check { _ = try DiffRequest.parse(arguments) }
    check { _ = try ReportCommand.parse(arguments) }
    for definition in commands {
        check { _ = try ArgumentParser.parse(arguments, command: definition.name, options: definition.options,
                                             maximumPositionals: definition.maximumPositionals) }
        _ = definition.help
    }
    return 0
}

private func check(_ body: () throws -> Void) {
    do { try body() } catch let error as UsageError {
        precondition(!error.description.isEmpty, "an empty usage error")
    } catch {
        // Other errors (a DiffError for a bad value) are fine too: they are messages, not crashes.
        precondition(!"\(error)".isEmpty, "an empty error")
    }
}
