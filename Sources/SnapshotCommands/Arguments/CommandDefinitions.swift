import ArgumentParsing
import NHSSnapshot
import PixelDiff
import SnapshotDiff

/// The subcommands of `nhs-snapshots` and their help.
extension SnapshotCommand {
    /// Every subcommand's definition (options and help), in help order.
    public static let definitions: [CommandDefinition] = [
        CommandDefinition(
            name: "list", summary: "List the scenarios, by component, with their cell counts in a matrix.",
            details: "", options: [OptionSpec.filters[0], OptionSpec.filters[1], .matrix, .help],
            maximumPositionals: 0),
        CommandDefinition(
            name: "render", summary: "Render the catalogue across a matrix into the output folder.",
            details: "Images go to DIR/<Component>/<scenario>/<device>-<size>-<scheme>.png, with the gallery\n"
                + "DIR/index.html and its thumbnails. With --sheets the contact sheets are drawn from the pixels\n"
                + "while rendering (DIR/sheets/<Component>-<scheme>-<phones|ipads>.png).\n"
                + "With --accessibility each also gets <stem>.a11y.png: every VoiceOver element boxed and numbered,\n"
                + "with a legend. The default matrix is full. A cell that fails is reported and the run goes on;\n"
                + "the exit code is 1.",
            options: OptionSpec.filters + [.matrix, .out, .jobs, .shard,
                                           .flag("--sheets", "also draw the contact sheets while rendering"),
                                           .flag("--accessibility", "also draw each cell's accessibility overlay"), .help],
            maximumPositionals: 0),
        CommandDefinition(
            name: "record", summary: "Write goldens (images and accessibility text) to Snapshots/ atomically.",
            details: "The default matrix is golden. Goldens that no scenario produces are listed; --prune deletes them.",
            options: OptionSpec.filters + [.matrix, .jobs, .shard,
                                           .flag("--missing", "only write goldens that do not exist yet"),
                                           .flag("--prune", "delete goldens that no scenario produces"), .help],
            maximumPositionals: 0),
        CommandDefinition(
            name: "verify", summary: "Render and compare with the goldens; exit 1 on any difference.",
            details: "The renderer fingerprint is compared first. Each cell's image and accessibility text\n"
                + "(<stem>.a11y.txt) are compared, and the cell is audited: audit errors fail, warnings are listed.\n"
                + "Differences leave expected, actual and diff images in DIR/failures/ and a report\n"
                + "(html, md, json, junit, with composites) in DIR/report/.\n"
                + "A missing golden fails and says how to record it. The default matrix is golden.\n"
                + "Set NHS_SNAPSHOTS_RECORD=missing|failed|all to record while verifying.",
            options: OptionSpec.filters + [.matrix, .out, .jobs, .shard, .help], maximumPositionals: 0),
        CommandDefinition(
            name: "audit", summary: "Run the design audits on every cell; exit 1 on an unexpected error.",
            details: "Every finding is printed, one a line: contrast, tap targets, truncation and clipping, overlap,\n"
                + "the spec's rules (errors) and content guidance (warnings). A finding a scenario expects is\n"
                + "marked `expected`; an expected finding that does not occur fails, as does any other error.\n"
                + "With --json FILE every finding, the counts and what failed are also written as JSON.\n"
                + "The default matrix is full.",
            options: OptionSpec.filters + [.matrix, .jobs, .shard,
                                           .value("--json", "FILE", "also write the findings and counts as JSON to FILE (whole or not at all)"),
                                           .help], maximumPositionals: 0),
        CommandDefinition(
            name: "sheet", summary: "Draw contact sheets from rendered images, and the index.html gallery.",
            details: "One PNG per component, scheme and device class in DIR/sheets/<Component>-<scheme>-<phones|ipads>.png:\n"
                + "each scenario a grid of devices × sizes, from the images `render` wrote to DIR (`render --sheets`\n"
                + "draws the same sheets while rendering). With --accessibility also …-<phones|ipads>.a11y.png, the\n"
                + "same grids of the overlays `render --accessibility` wrote. The default matrix is full.",
            options: OptionSpec.filters + [.matrix, .out,
                                           .flag("--accessibility", "also draw sheets of the accessibility overlays"), .help],
            maximumPositionals: 0),
        .diff,
        .report,
    ]

    /// The matrix a command uses when `--matrix` is not given: `full` for the commands that look at
    /// everything (`render`, `audit`, `sheet`), `golden` for those that work with the goldens.
    public static func defaultMatrix(for command: String) -> SnapshotMatrix {
        ["render", "audit", "sheet"].contains(command) ? .full : .golden
    }

    /// The definition of `name`, if it is a subcommand.
    public static func definition(_ name: String) -> CommandDefinition? { definitions.first { $0.name == name } }

    /// The top-level help.
    public static var overview: String {
        let width = definitions.map(\.name.count).max() ?? 0
        return "usage: nhs-snapshots <command> [options]\n\n"
            + "Render the NHS App cards across a matrix of devices, Dynamic Type sizes and colour schemes.\n\ncommands:\n"
            + definitions.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
                .joined(separator: "\n")
            + "\n\nRun `nhs-snapshots <command> --help` for a command's options.\n"
    }
}
