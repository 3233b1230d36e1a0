import ArgumentParsing
import Testing

/// The option parser alone: forms of options, flags, positionals, `--`, and the usage errors.
@Suite struct ArgumentParserTests {
    let options: [OptionSpec] = [.jobs, .out, .flag("--missing", "only missing"), .help]

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--jobs", "2", "--", "--not-an-option"], command: "x",
                                              options: [.jobs], maximumPositionals: 1)
        #expect(parsed.values["--jobs"] == ["2"])
        #expect(parsed.positionals == ["--not-an-option"])
    }

    @Test func valuesComeSeparateOrInlineAndEveryOccurrenceIsKept() throws {
        let parsed = try ArgumentParser.parse(["--out", "a", "--out=b", "--missing"], command: "x", options: options)
        #expect(parsed.values["--out"] == ["a", "b"])
        #expect(parsed.last("--out") == "b")
        #expect(parsed.flags == ["--missing"])
        #expect(parsed.last("--jobs") == nil)
    }

    @Test func listsSplitAtCommasAndDropEmptyParts() throws {
        let parsed = try ArgumentParser.parse(["--out", "320,393", "--out", ",1032,"], command: "x", options: options)
        #expect(parsed.list("--out") == ["320", "393", "1032"])
        #expect(parsed.list("--jobs") == [])
    }

    @Test func usageErrorsNameTheOptionAndTheCommand() {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option \"--bogus\" for `x`"),
            (["--jobs"], "--jobs needs a value (N)"),
            (["--jobs", "--out"], "--jobs needs a value (N)"),
            (["--missing=yes"], "--missing takes no value (got \"yes\")"),
            (["extra"], "unexpected argument \"extra\" for `x`"),
        ]
        for (arguments, message) in cases {
            do {
                _ = try ArgumentParser.parse(arguments, command: "x", options: options)
                Issue.record("\(arguments) parsed")
            } catch let error as UsageError {
                #expect(error.message == message)
                #expect(error.command == "x")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(UsageError.exitCode == 2)
    }

    @Test func aLoneDashIsAPositional() throws {
        let parsed = try ArgumentParser.parse(["-"], command: "x", options: options, maximumPositionals: 1)
        #expect(parsed.positionals == ["-"])
    }

    @Test func helpListsEveryOptionAlignedWithTheSummaryAndDetails() {
        let definition = CommandDefinition(name: "demo", summary: "Do a thing.", details: "More about it.",
                                           options: options, maximumPositionals: 0)
        let help = definition.help
        #expect(help.hasPrefix("usage: nhs-snapshots demo [options]\n\nDo a thing.\n\nMore about it.\n\noptions:\n"))
        #expect(help.contains("  --jobs N   threads to render on"))
        #expect(help.contains("  --missing  only missing"))
        #expect(definition.help(invokedAs: "tool demo").hasPrefix("usage: tool demo [options]"))
    }
}
