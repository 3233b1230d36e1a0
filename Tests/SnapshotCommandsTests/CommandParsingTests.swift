import ArgumentParsing
import NHSAppUI
import NHSSnapshot
import SnapshotCommands
import SnapshotTestSupport
import Testing

/// `nhs-snapshots`'s command line parsed into `SnapshotCommand` values.
@Suite struct CommandParsingTests {
    func command(_ arguments: [String]) throws -> SnapshotCommand {
        guard case .run(let command) = try SnapshotCommand.parse(arguments) else {
            Issue.record("expected a command for \(arguments)")
            throw UsageError("not a command", command: nil)
        }
        return command
    }

    func cells(_ arguments: [String]) throws -> CellChoice {
        try #require(try command(arguments).cells)
    }

    @Test func renderOptionsAreParsed() throws {
        let render = try command(["render", "--component", "CampaignCard,ProfileCard", "--device=393", "--device", "ipadpro13-1032",
                                  "--size", "AX5", "--size", "large", "--scheme", "Dark", "--matrix", "quick",
                                  "--out", "tmp/out", "--jobs", "3", "--shard", "2/4", "--sheets"])
        guard case .render(let parsed, let options) = render else { Issue.record("not render: \(render)"); return }
        #expect(render.name == "render")
        #expect(parsed.matrix == .quick)
        #expect(parsed.selection.components == ["CampaignCard", "ProfileCard"])
        #expect(parsed.selection.devices == [.iPhone16, .iPadPro13])
        #expect(parsed.selection.sizes == [.accessibility5, .large])
        #expect(parsed.selection.schemes == [.dark])
        #expect(parsed.selection.shard == (try Shard(index: 2, count: 4)))
        #expect(options == RenderOptions(outFolder: "tmp/out", jobs: 3, sheets: true, accessibility: false))
    }

    @Test func defaultsDependOnTheCommand() throws {
        #expect(try cells(["render"]).matrix == .full)
        #expect(try cells(["sheet"]).matrix == .full)
        #expect(try cells(["audit"]).matrix == .full)
        #expect(try cells(["record"]).matrix == .golden)
        #expect(try cells(["verify"]).matrix == .golden)
        #expect(try command(["record", "--missing", "--prune"]) == .record(CellChoice(matrix: .golden),
                                                                          RecordOptions(onlyMissing: true, prune: true)))
        #expect(try command(["audit", "--json", "a.json", "--jobs", "2"])
            == .audit(CellChoice(matrix: .full), AuditOptions(jobs: 2, jsonFile: "a.json")))
        #expect(try command(["sheet", "--accessibility", "--out", "o"])
            == .sheet(CellChoice(matrix: .full), SheetOptions(outFolder: "o", accessibility: true)))
        #expect(try command(["verify", "--out", "o"]) == .verify(CellChoice(matrix: .golden), VerifyOptions(outFolder: "o")))
        #expect(try command(["list"]) == .list(CellChoice(matrix: .golden)))
    }

    @Test(arguments: [
        ["render", "--bogus"], ["render", "--jobs"], ["render", "--jobs", "0"], ["render", "--jobs", "many"],
        ["render", "--matrix", "nightly"], ["render", "--device", "nokia"], ["render", "--size", "huge"],
        ["render", "--scheme", "sepia"], ["render", "--shard", "5/4"], ["render", "--shard", "x"],
        ["record", "--missing=yes"], ["verify", "extra"], ["list", "--jobs", "2"], ["render", "--out="],
        ["frobnicate"], [], ["render", "--jobs", "--out"],
    ])
    func badCommandLinesAreUsageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try SnapshotCommand.parse(arguments) }
        #expect(UsageError.exitCode == 2)
    }

    @Test func usageErrorsNameTheArgument() {
        let cases: [([String], String)] = [
            (["render", "--bogus"], "unknown option \"--bogus\" for `render`"),
            (["render", "--device", "nokia"], "unknown device \"nokia\""),
            (["render", "--size", "huge"], "unknown size \"huge\""),
            (["render", "--jobs", "0"], "--jobs \"0\" is not a whole number"),
            (["render", "--shard", "5/4"], "shard \"5/4\" needs 1 ≤ K ≤ N"),
            (["frobnicate"], "unknown command \"frobnicate\""),
        ]
        for (arguments, message) in cases {
            do {
                _ = try SnapshotCommand.parse(arguments)
                Issue.record("\(arguments) parsed")
            } catch let error as UsageError {
                #expect(error.message.contains(message), "\(error.message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test(arguments: SnapshotCommand.definitions.filter { !["diff", "report"].contains($0.name) }.map(\.name))
    func everyCommandHasHelp(_ name: String) throws {
        for flag in ["--help", "-h"] {
            guard case .help(let text) = try SnapshotCommand.parse([name, flag]) else {
                Issue.record("\(name) \(flag) gave no help")
                continue
            }
            #expect(text.hasPrefix("usage: nhs-snapshots \(name)"))
            #expect(text.contains("--help"))
        }
    }

    @Test func topLevelHelpListsEveryCommand() throws {
        guard case .help(let text) = try SnapshotCommand.parse(["--help"]) else { Issue.record("no help"); return }
        for command in SnapshotCommand.definitions { #expect(text.contains("  " + command.name)) }
        guard case .help(let topic) = try SnapshotCommand.parse(["help", "verify"]) else { Issue.record("no help"); return }
        #expect(topic.hasPrefix("usage: nhs-snapshots verify"))
    }

    @Test func diffHandsItsArgumentsOn() throws {
        #expect(try command(["diff", "a.png", "b.png", "--threshold", "0.1", "--help"])
            == .diff(arguments: ["a.png", "b.png", "--threshold", "0.1", "--help"]))
        #expect(try command(["report", "--merge", "x"]) == .report(arguments: ["--merge", "x"]))
        #expect(try command(["diff"]).cells == nil)
    }

    @Test func unknownComponentsAndScenariosAreUsageErrors() throws {
        let catalogue = try TestScenarios.catalogue()
        #expect(throws: UsageError.self) { try cells(["render", "--component", "Gamma"]).validate(against: catalogue, command: "render") }
        #expect(throws: UsageError.self) { try cells(["render", "--scenario", "three"]).validate(against: catalogue, command: "render") }
        try cells(["render", "--component", "alpha", "--scenario", "ONE"]).validate(against: catalogue, command: "render")
    }
}
