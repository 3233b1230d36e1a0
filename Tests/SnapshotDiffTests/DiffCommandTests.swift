import ArgumentParsing
import DiffReports
import Foundation
import SnapshotDiff
import PixelDiff
import SnapshotTestSupport
import Testing

/// `nhs-snapshots diff` end to end on real PNG files: exit codes, the printed numbers, composites.
@Suite struct DiffCommandTests {
    let base = DiffPNG.rgba(width: 12, height: 6, DiffPNG.card())
    let tinted = DiffPNG.rgba(width: 12, height: 6, DiffPNG.card(bar: (30, 140, 255)))

    @Test func byteIdenticalFilesMatchWithoutDecodingEvenWhenTheyAreNoPNG() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        // Decided: the same bytes on both sides always match, so nothing is decoded and a file
        // that is not a PNG at all still matches itself (a broken golden is caught when it changes).
        try folder.put(Data("not a png at all".utf8), at: "a.png")
        try folder.put(Data("not a png at all".utf8), at: "b.png")
        let run = DiffCLIRun.diff(["a.png", "b.png", "--diff-out", "out.png"], in: folder.url)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("UNCHANGED b.png: identical: the two files have the same bytes"), "\(run.output)")
        #expect(run.output.hasSuffix("differing pixels: 0\n"))
        #expect(!folder.exists("out.png"), "nothing differs, so no composite")
    }

    @Test func aChangedPairExitsOneWithItsNumbersAndAComposite() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(base, at: "expected.png")
        try folder.put(tinted, at: "actual.png")
        let run = DiffCLIRun.diff(["expected.png", "actual.png", "--diff-out", "diff/composite.png"], in: folder.url)
        #expect(run.code == 1, "\(run.errors)")
        let line = try #require(run.output.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("CHANGED actual.png: 20 of 72 pixels differ (27.78%); threshold 0 (exact); "), "\(line)")
        #expect(line.contains("antialiasing pixels counted"))
        #expect(line.contains("largest ΔE00 "))
        #expect(line.contains("would pass at threshold "))
        #expect(line.contains("1 changed region: 10x2 at 1,1 (20 px)"))
        #expect(run.output.contains("  composite: diff/composite.png"))
        #expect(run.output.contains("diff: 1 changed, 0 added, 0 removed, 0 unchanged"))
        #expect(run.output.hasSuffix("differing pixels: 20\n"))
        let composite = try Data(contentsOf: folder.url.appendingPathComponent("diff/composite.png"))
        let decoded = try ImageCodec.png.decode(composite, "composite.png")
        #expect(decoded.width > 3 * 12 && decoded.height > 6,
                "three labelled panels side by side, in a PNG that decodes: \(decoded.width)×\(decoded.height)")
    }

    @Test func limitsAndThePerceptualModeDecideWhatPasses() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(base, at: "a.png")
        try folder.put(tinted, at: "tint.png")
        try folder.put(DiffPNG.rgba(width: 12, height: 6, DiffPNG.card(bar: (0, 122, 254))), at: "subtle.png")
        #expect(DiffCLIRun.diff(["a.png", "tint.png", "--max-diff-pixels", "20"], in: folder.url).code == 0)
        #expect(DiffCLIRun.diff(["a.png", "tint.png", "--max-diff-pixels", "19"], in: folder.url).code == 1)
        #expect(DiffCLIRun.diff(["a.png", "tint.png", "--max-diff-ratio", "28%"], in: folder.url).code == 0)
        #expect(DiffCLIRun.diff(["a.png", "tint.png", "--threshold", "7"], in: folder.url).code == 0)
        #expect(DiffCLIRun.diff(["a.png", "subtle.png"], in: folder.url).code == 1, "exact by default")
        #expect(DiffCLIRun.diff(["a.png", "subtle.png", "--perceptual"], in: folder.url).code == 0, "one level of blue is invisible")
        let tint = DiffCLIRun.diff(["a.png", "tint.png", "--perceptual"], in: folder.url)
        #expect(tint.code == 1, "#007AFF → #1E8CFF is a visible change")
        #expect(tint.output.contains("threshold 0.80 ΔE00"), "\(tint.output)")
    }

    @Test func foldersAreMatchedByRelativePath() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(base, at: "old/Card/same.png")
        try folder.put(base, at: "old/Card/tint.png")
        try folder.put(base, at: "old/gone.png")
        try folder.put(base, at: "new/Card/same.png")
        try folder.put(tinted, at: "new/Card/tint.png")
        try folder.put(tinted, at: "new/Profile/new.png")
        let run = DiffCLIRun.diff(["old", "new", "--diff-out", "composites", "--jobs", "2"], in: folder.url)
        #expect(run.code == 1, "\(run.errors)")
        #expect(run.output.contains("diff: 1 changed, 1 added, 1 removed, 1 unchanged (expected old, actual new)"), "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix(" ") }.map { String($0.prefix(while: { $0 != ":" })) }
                == ["CHANGED Card/tint.png", "ADDED Profile/new.png", "REMOVED gone.png", "diff", "differing pixels"])
        #expect(folder.exists("composites/Card/tint.composite.png"))
        #expect(folder.exists("composites/Profile/new.composite.png"))
        #expect(folder.exists("composites/gone.composite.png"))
        #expect(!folder.exists("composites/Card/same.composite.png"))
        let oneFile = DiffCLIRun.diff(["old", "new", "--diff-out", "one.png"], in: folder.url)
        #expect(oneFile.code == 2 && oneFile.errors.contains("give a folder"), "\(oneFile.errors)")
    }

    @Test func aGitRevisionIsReadWithoutACheckout() throws {
        let repo = try TemporaryFolder(package: false)
        defer { repo.delete() }
        try git(["init", "-q"], in: repo.url)
        try repo.put(base, at: "Snapshots/Card/a.png")
        try repo.put(base, at: "Snapshots/Card/b.png")
        try git(["add", "-A"], in: repo.url)
        try git(["commit", "-q", "-m", "goldens"], in: repo.url)
        try repo.put(tinted, at: "Snapshots/Card/a.png")
        let run = DiffCLIRun.diff(["git:HEAD", "Snapshots"], in: repo.url)
        #expect(run.code == 1, "\(run.errors)")
        #expect(run.output.contains("CHANGED Card/a.png: 20 of 72 pixels differ"), "\(run.output)")
        #expect(run.output.contains("diff: 1 changed, 0 added, 0 removed, 1 unchanged (expected git:HEAD:Snapshots, actual Snapshots)"))
        let file = DiffCLIRun.diff(["git:HEAD:Snapshots/Card/b.png", "Snapshots/Card/b.png"], in: repo.url)
        #expect(file.code == 0, "\(file.output) \(file.errors)")
        let unknown = DiffCLIRun.diff(["git:no-such-branch", "Snapshots"], in: repo.url)
        #expect(unknown.code == 2 && unknown.errors.contains("unknown git revision 'no-such-branch'"), "\(unknown.errors)")
    }

    @Test func helpDocumentsEveryOptionWithItsDefault() {
        let run = DiffCLIRun.diff(["--help"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == 0)
        for option in CommandDefinition.diff.options where option.name != "--help" {
            let line = run.output.split(separator: "\n").first { $0.hasPrefix("  \(option.name) ") }
            #expect(line?.contains("(default: ") == true || line?.contains("default: ") == true, "\(option.name): \(line ?? "missing")")
        }
    }

    @Test func theStandAloneProgramNamesItselfInHelpAndErrors() {
        let printed = PrintedText(), complaints = PrintedText()
        let help = DiffCommand.main(["--help"], workingDirectory: URL(fileURLWithPath: "/"), invokedAs: "nhs-snapshots-diff",
                                    output: { printed.append($0) }, errors: { complaints.append($0) })
        #expect(help == 0 && printed.value.hasPrefix("usage: nhs-snapshots-diff EXPECTED ACTUAL [options]"), "\(printed.value)")
        let missing = DiffCommand.main(["only-one.png"], workingDirectory: URL(fileURLWithPath: "/"), invokedAs: "nhs-snapshots-diff",
                                       output: { printed.append($0) }, errors: { complaints.append($0) })
        #expect(missing == 2 && complaints.value.hasPrefix("nhs-snapshots-diff: "), "\(complaints.value)")
    }

    func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com",
                             "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
