import ArgumentParsing
import Foundation
import NHSSnapshot
import Raster
import SnapshotDiff

/// The whole `nhs-snapshots` command line as a library call: `list`, `render`, `record`, `verify`,
/// `sheet`, `audit`, `diff` and `report` over any catalogue. A package gets every command over its
/// own scenarios with an executable target of one statement:
///
/// ```swift
/// import NHSSnapshot
/// import SnapshotCommands
/// SnapshotCommandLine.main(scenarios: MyScenarios.all, images: [.bundle(.module)])
/// ```
///
/// Goldens are read from and written to `Snapshots/` and output to `Output/` in the working
/// folder (`NHS_SNAPSHOTS_ROOT`, when set, names another folder instead). Exit status: 0 success,
/// 1 a cell failed or differed, 2 a usage error or input the run cannot start with
/// (`CommandInputError`: a missing resource bundle, a missing image, an unreadable golden folder).
public enum SnapshotCommandLine {
    /// The environment variable that names the folder holding `Snapshots/` and `Output/`, instead
    /// of the working folder.
    public static let rootVariable = "NHS_SNAPSHOTS_ROOT"

    /// Runs the command line of this process over `scenarios` and exits.
    public static func main(scenarios: [Scenario], images: [ImageSource] = [], program: String = "nhs-snapshots") -> Never {
        main(program: program) { try ScenarioCatalogue(scenarios, images: images) }
    }

    /// Runs the command line of this process over the catalogue `catalogue` makes (asked for only
    /// when a command needs scenarios) and exits.
    /// Over a file-size limit (`ulimit -f`) a write then fails with EFBIG and is reported like a
    /// full disk, instead of the signal ending the program with its temporary file left behind.
    /// Large blocks are kept for reuse (`LargeBlockReuse`).
    public static func main(program: String = "nhs-snapshots", catalogue: () throws -> ScenarioCatalogue) -> Never {
        signal(SIGXFSZ, SIG_IGN)
        LargeBlockReuse.enable()
        let terminal = Terminal()
        exit(run(Array(CommandLine.arguments.dropFirst()), program: program, catalogue: catalogue,
                 output: terminal.out, errors: terminal.err, terminal: terminal))
    }

    /// Runs one command line and returns its exit status, printing through `output` and `errors`.
    public static func run(_ arguments: [String], program: String = "nhs-snapshots",
                           catalogue: () throws -> ScenarioCatalogue,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                           output: @escaping @Sendable (String) -> Void,
                           errors: @escaping @Sendable (String) -> Void) -> Int32 {
        run(arguments, program: program, catalogue: catalogue, environment: environment,
            workingDirectory: workingDirectory, output: output, errors: errors, terminal: nil)
    }

    /// The folder holding `Snapshots/` and `Output/`: `NHS_SNAPSHOTS_ROOT` when set, else `workingDirectory`.
    public static func workspace(environment: [String: String], workingDirectory: URL) -> URL {
        if let root = environment[rootVariable], !root.isEmpty {
            return URL(fileURLWithPath: root, isDirectory: true, relativeTo: workingDirectory).standardizedFileURL
        }
        return workingDirectory.standardizedFileURL
    }

    private static func run(_ arguments: [String], program: String, catalogue makeCatalogue: () throws -> ScenarioCatalogue,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                            output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void,
                            terminal: Terminal?) -> Int32 {
        do {
            switch try SnapshotCommand.parse(arguments) {
            case .help(let text):
                output(text)
                return 0
            case .run(.diff(let passed)):
                return DiffCommand.main(passed, workingDirectory: workingDirectory, invokedAs: program + " diff",
                                        output: output, errors: errors)
            case .run(.report(let passed)):
                return ReportCommand.main(passed, workingDirectory: workingDirectory, output: output, errors: errors)
            case .run(let command):
                let catalogue: ScenarioCatalogue
                do { catalogue = try makeCatalogue() } catch {
                    errors("\(program): \(error)")
                    return 1
                }
                // The one renderer of this run: the preflight lays out with it, and the backend draws with it.
                let raster = Result { try Renderer.standard() }
                if command.renders, let cells = command.cells {
                    try InputPreflight.check(SnapshotPlan(catalogue: catalogue, matrix: cells.matrix, selection: cells.selection),
                                             catalogue: catalogue, renderer: raster)
                }
                let backend = (try? raster.get()).map { SnapshotBackend.live(renderer: $0) } ?? .live
                let printer = terminal.map { ProgressPrinter(terminal: $0, command: command.name) }
                var progress: SnapshotSession.Progress? = nil
                if let printer {
                    progress = { report, completed, total in printer.update(report, completed: completed, total: total) }
                }
                let printed: @Sendable (String) -> Void = { text in
                    printer?.finish()
                    output(text)
                }
                let root = workspace(environment: environment, workingDirectory: workingDirectory)
                let context = CommandContext(catalogue: catalogue, backend: backend, packageRoot: root,
                                             workingDirectory: workingDirectory, environment: environment,
                                             progress: progress, output: printed)
                return try CommandRunner.run(command, in: context)
            }
        } catch let error as UsageError {
            errors("\(program): \(error.message)")
            errors(error.command.flatMap(SnapshotCommand.definition)?.help ?? SnapshotCommand.overview)
            return UsageError.exitCode
        } catch let error as CommandInputError {
            for problem in error.problems { errors("\(program): \(problem)") }
            return CommandInputError.exitCode
        } catch let error as CommandFailure {
            errors("\(program): \(error.message)")
            return CommandFailure.exitCode
        } catch {
            errors("\(program): \(error)")
            return 1
        }
    }
}
