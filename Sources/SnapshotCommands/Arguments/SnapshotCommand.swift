import ArgumentParsing
import Foundation
import NHSSnapshot

/// A command line, understood once: which command, on which cells, with which of its own options.
/// `SnapshotCommand.parse` makes it; `CommandRunner.run` carries it out.
public enum SnapshotCommand: Equatable, Sendable {
    /// `list`: the scenarios by component with their cell counts.
    case list(CellChoice)
    /// `render`: images (and with options the sheets and overlays) into an output folder.
    case render(CellChoice, RenderOptions)
    /// `record`: goldens into `Snapshots/`.
    case record(CellChoice, RecordOptions)
    /// `verify`: compare with the goldens.
    case verify(CellChoice, VerifyOptions)
    /// `audit`: the design audits of every cell.
    case audit(CellChoice, AuditOptions)
    /// `sheet`: contact sheets from rendered images.
    case sheet(CellChoice, SheetOptions)
    /// `diff`, with its own arguments (parsed by `DiffCommand`).
    case diff(arguments: [String])
    /// `report`, with its own arguments (parsed by `ReportCommand`).
    case report(arguments: [String])

    /// The subcommand's name, as typed.
    public var name: String {
        switch self {
        case .list: return "list"
        case .render: return "render"
        case .record: return "record"
        case .verify: return "verify"
        case .audit: return "audit"
        case .sheet: return "sheet"
        case .diff: return "diff"
        case .report: return "report"
        }
    }

    /// The cells it works on; nil for `diff` and `report`, which work on files.
    public var cells: CellChoice? {
        switch self {
        case .list(let cells): return cells
        case .render(let cells, _): return cells
        case .record(let cells, _): return cells
        case .verify(let cells, _): return cells
        case .audit(let cells, _): return cells
        case .sheet(let cells, _): return cells
        case .diff, .report: return nil
        }
    }

    /// True for the commands that render cells, so their input is checked before the run.
    public var renders: Bool {
        switch self {
        case .render, .record, .verify, .audit, .sheet: return true
        case .list, .diff, .report: return false
        }
    }
}

/// The cells a command works on: a matrix narrowed by filters and a shard.
public struct CellChoice: Equatable, Sendable {
    /// The matrix.
    public var matrix: SnapshotMatrix
    /// The filters and shard (component and scenario names not yet checked against a catalogue).
    public var selection: SnapshotSelection

    /// A choice of cells; by default every cell of `matrix`.
    public init(matrix: SnapshotMatrix, selection: SnapshotSelection = .all) {
        self.matrix = matrix
        self.selection = selection
    }

    /// Checks the component and scenario filters against `catalogue`; unknown names are usage
    /// errors of `command`.
    public func validate(against catalogue: ScenarioCatalogue, command: String) throws {
        let components = catalogue.components.map { $0.lowercased() }
        for name in selection.components where !components.contains(name.lowercased()) {
            throw UsageError("unknown component \"\(name)\"; known: \(catalogue.components.joined(separator: ", "))",
                             command: command)
        }
        let scenarios = Set(catalogue.scenarios.map { $0.name.lowercased() })
        for name in selection.scenarios where !scenarios.contains(name.lowercased()) {
            throw UsageError("unknown scenario \"\(name)\"; `nhs-snapshots list` shows them", command: command)
        }
    }
}

/// `render`'s options.
public struct RenderOptions: Equatable, Sendable {
    /// `--out DIR`, if given.
    public var outFolder: String?
    /// `--jobs N`, if given.
    public var jobs: Int?
    /// `--sheets`: also draw the contact sheets while rendering.
    public var sheets = false
    /// `--accessibility`: also draw each cell's accessibility overlay.
    public var accessibility = false

    /// Options; none set by default.
    public init(outFolder: String? = nil, jobs: Int? = nil, sheets: Bool = false, accessibility: Bool = false) {
        self.outFolder = outFolder
        self.jobs = jobs
        self.sheets = sheets
        self.accessibility = accessibility
    }
}

/// `record`'s options.
public struct RecordOptions: Equatable, Sendable {
    /// `--jobs N`, if given.
    public var jobs: Int?
    /// `--missing`: only write goldens that do not exist yet.
    public var onlyMissing = false
    /// `--prune`: delete goldens that no scenario produces.
    public var prune = false

    /// Options; none set by default.
    public init(jobs: Int? = nil, onlyMissing: Bool = false, prune: Bool = false) {
        self.jobs = jobs
        self.onlyMissing = onlyMissing
        self.prune = prune
    }
}

/// `verify`'s options.
public struct VerifyOptions: Equatable, Sendable {
    /// `--out DIR`, if given.
    public var outFolder: String?
    /// `--jobs N`, if given.
    public var jobs: Int?

    /// Options; none set by default.
    public init(outFolder: String? = nil, jobs: Int? = nil) {
        self.outFolder = outFolder
        self.jobs = jobs
    }
}

/// `audit`'s options.
public struct AuditOptions: Equatable, Sendable {
    /// `--jobs N`, if given.
    public var jobs: Int?
    /// `--json FILE`: where to write the findings as JSON.
    public var jsonFile: String?

    /// Options; none set by default.
    public init(jobs: Int? = nil, jsonFile: String? = nil) {
        self.jobs = jobs
        self.jsonFile = jsonFile
    }
}

/// `sheet`'s options.
public struct SheetOptions: Equatable, Sendable {
    /// `--out DIR`, if given.
    public var outFolder: String?
    /// `--accessibility`: also draw sheets of the accessibility overlays.
    public var accessibility = false

    /// Options; none set by default.
    public init(outFolder: String? = nil, accessibility: Bool = false) {
        self.outFolder = outFolder
        self.accessibility = accessibility
    }
}

/// A parsed command line: either help to print or a command to run.
public enum ParsedCommand: Equatable, Sendable {
    /// Print this text and exit 0.
    case help(String)
    /// Run this.
    case run(SnapshotCommand)
}
