import NHSSnapshot

/// The `diff` subcommand: compares two PNG files or folders.
///
/// HOOK: the snapshot-diff work (issue 8) replaces this body. It receives every argument after
/// `diff` unparsed (its own `--help` included) and returns the exit code: 0 same, 1 different,
/// 2 usage or input error. `ArgumentParser` and `UsageError` from NHSSnapshot are there to reuse.
enum DiffCommand {
    static let help = """
        usage: nhs-snapshots diff EXPECTED ACTUAL

        Compare two PNG files or two folders of them. Not built yet: the pixel-diff engine arrives with issue 8.
        """

    static func run(_ arguments: [String], terminal: Terminal) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            terminal.out(help)
            return 0
        }
        terminal.err("nhs-snapshots: `diff` is not built yet (issue 8)\n\n" + help)
        return UsageError.exitCode
    }
}
