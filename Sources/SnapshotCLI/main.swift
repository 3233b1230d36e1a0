import Catalogue
import Foundation
import NHSSnapshot

// nhs-snapshots: parses the command line, prints, and exits; every behaviour is in NHSSnapshot.

// Over a file-size limit (`ulimit -f`) a write fails with EFBIG and is reported like a full disk,
// instead of the signal ending the program with its temporary file left behind.
signal(SIGXFSZ, SIG_IGN)

let arguments = Array(CommandLine.arguments.dropFirst())
let terminal = Terminal()
let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

do {
    switch try SnapshotCommands.parse(arguments) {
    case .help(let text):
        terminal.out(text)
        exit(0)
    case .run(let request) where request.command == "diff":
        exit(DiffCommand.main(request.passthrough, workingDirectory: workingDirectory,
                              output: terminal.out, errors: terminal.err))
    case .run(let request) where request.command == "report":
        exit(ReportCommand.main(request.passthrough, workingDirectory: workingDirectory,
                                output: terminal.out, errors: terminal.err))
    case .run(let request):
        guard let root = PackageRoot.current() else {
            terminal.err("nhs-snapshots: cannot find the package (no Package.swift above this folder or the program); "
                + "run it inside the package or set \(PackageRoot.environmentVariable)")
            exit(UsageError.exitCode)
        }
        let catalogue: ScenarioCatalogue
        do { catalogue = try BuiltInScenarios.catalogue() } catch {
            terminal.err("nhs-snapshots: \(error)")
            exit(1)
        }
        let progress = ProgressPrinter(terminal: terminal, command: request.command)
        let context = CommandContext(
            catalogue: catalogue, backend: .live, packageRoot: root,
            workingDirectory: workingDirectory,
            environment: ProcessInfo.processInfo.environment,
            progress: { report, completed, total in progress.update(report, completed: completed, total: total) },
            output: { text in progress.finish(); terminal.out(text) })
        exit(try CommandRunner.run(request, in: context))
    }
} catch let error as CommandFailure {
    terminal.err("nhs-snapshots: \(error.message)")
    exit(CommandFailure.exitCode)
} catch let error as UsageError {
    terminal.err("nhs-snapshots: \(error.message)")
    let usage = error.command.flatMap(SnapshotCommands.definition)?.help ?? SnapshotCommands.overview
    terminal.err(usage)
    exit(UsageError.exitCode)
} catch {
    terminal.err("nhs-snapshots: \(error)")
    exit(1)
}
