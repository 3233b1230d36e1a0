@testable import NHSSnapshot
import Testing

@Suite struct ArgumentParserTests {
    func request(_ arguments: [String]) throws -> SnapshotRequest {
        guard case .run(let request) = try SnapshotCommands.parse(arguments) else {
            Issue.record("expected a request for \(arguments)")
            throw UsageError("not a request", command: nil)
        }
        return request
    }

    @Test func renderOptionsAreParsed() throws {
        let parsed = try request(["render", "--component", "CampaignCard,ProfileCard", "--device=393", "--device", "ipadpro13-1032",
                                  "--size", "AX5", "--size", "large", "--scheme", "Dark", "--matrix", "quick",
                                  "--out", "tmp/out", "--jobs", "3", "--shard", "2/4"])
        #expect(parsed.command == "render")
        #expect(parsed.matrix == .quick)
        #expect(parsed.selection.components == ["CampaignCard", "ProfileCard"])
        #expect(parsed.selection.devices == [.iPhone16, .iPadPro13])
        #expect(parsed.selection.sizes == [.accessibility5, .large])
        #expect(parsed.selection.schemes == [.dark])
        #expect(parsed.selection.shard == (try Shard(index: 2, count: 4)))
        #expect(parsed.outFolder == "tmp/out")
        #expect(parsed.jobs == 3)
    }

    @Test func defaultsDependOnTheCommand() throws {
        #expect(try request(["render"]).matrix == .full)
        #expect(try request(["sheet"]).matrix == .full)
        #expect(try request(["record"]).matrix == .golden)
        #expect(try request(["verify"]).matrix == .golden)
        let record = try request(["record", "--missing", "--prune"])
        #expect(record.onlyMissing && record.prune)
    }

    @Test(arguments: [
        ["render", "--bogus"], ["render", "--jobs"], ["render", "--jobs", "0"], ["render", "--jobs", "many"],
        ["render", "--matrix", "nightly"], ["render", "--device", "nokia"], ["render", "--size", "huge"],
        ["render", "--scheme", "sepia"], ["render", "--shard", "5/4"], ["render", "--shard", "x"],
        ["record", "--missing=yes"], ["verify", "extra"], ["list", "--jobs", "2"], ["render", "--out="],
        ["frobnicate"], [], ["render", "--jobs", "--out"],
    ])
    func badCommandLinesAreUsageErrors(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try SnapshotCommands.parse(arguments) }
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
                _ = try SnapshotCommands.parse(arguments)
                Issue.record("\(arguments) parsed")
            } catch let error as UsageError {
                #expect(error.message.contains(message), "\(error.message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test(arguments: SnapshotCommands.all.filter { !["diff", "report"].contains($0.name) }.map(\.name))
    func everyCommandHasHelp(_ name: String) throws {
        for flag in ["--help", "-h"] {
            guard case .help(let text) = try SnapshotCommands.parse([name, flag]) else {
                Issue.record("\(name) \(flag) gave no help")
                continue
            }
            #expect(text.hasPrefix("usage: nhs-snapshots \(name)"))
            #expect(text.contains("--help"))
        }
    }

    @Test func topLevelHelpListsEveryCommand() throws {
        guard case .help(let text) = try SnapshotCommands.parse(["--help"]) else { Issue.record("no help"); return }
        for command in SnapshotCommands.all { #expect(text.contains("  " + command.name)) }
        guard case .help(let topic) = try SnapshotCommands.parse(["help", "verify"]) else { Issue.record("no help"); return }
        #expect(topic.hasPrefix("usage: nhs-snapshots verify"))
    }

    @Test func diffHandsItsArgumentsOn() throws {
        let parsed = try request(["diff", "a.png", "b.png", "--threshold", "0.1", "--help"])
        #expect(parsed.passthrough == ["a.png", "b.png", "--threshold", "0.1", "--help"])
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--jobs", "2", "--", "--not-an-option"], command: "x",
                                              options: [.jobs], maximumPositionals: 1)
        #expect(parsed.values["--jobs"] == ["2"])
        #expect(parsed.positionals == ["--not-an-option"])
    }

    @Test func unknownComponentsAndScenariosAreUsageErrors() throws {
        let catalogue = try TestScenarios.catalogue()
        #expect(throws: UsageError.self) { try request(["render", "--component", "Gamma"]).validate(against: catalogue) }
        #expect(throws: UsageError.self) { try request(["render", "--scenario", "three"]).validate(against: catalogue) }
        try request(["render", "--component", "alpha", "--scenario", "ONE"]).validate(against: catalogue)
    }
}
