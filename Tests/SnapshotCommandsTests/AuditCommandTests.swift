import ArgumentParsing
import Audits
import Foundation
import NHSSnapshot
@testable import SnapshotCommands
import SnapshotTestSupport
import Testing
import ViewKit

/// `nhs-snapshots audit` with real rendering: exit codes with expected findings present and missing.
@Suite
struct AuditCommandTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue([
            Scenario(component: "Audit", name: "small-button") { LiveScenarios.smallButton() },
            Scenario(component: "Audit", name: "small-button-expected",
                     expectedFindings: [ExpectedFinding(rule: .tapTargetSize, subjectContains: "Tap me")]) {
                LiveScenarios.smallButton()
            },
            Scenario(component: "Audit", name: "expectation-missing",
                     expectedFindings: [ExpectedFinding(rule: .textTruncated)]) { LiveScenarios.labelled("Hello") },
            Scenario(component: "Audit", name: "warning-only") { LiveScenarios.longTitleCard() },
        ])
    }

    func audit(_ scenario: String) throws -> (code: Int32, text: String) {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        return try LiveScenarios.run(["audit", "--scenario", scenario] + LiveScenarios.cellArguments, Self.catalogue(), in: folder)
    }

    @Test func anUnexpectedErrorExitsOneAndIsPrintedWithItsPlace() throws {
        let (code, text) = try audit("small-button")
        #expect(code == 1)
        #expect(text.contains("error tap-target-size Audit/small-button [\(LiveScenarios.stem)] TapTarget \"Tap me\": measured"))
        #expect(text.contains("audit of 1 cell(s): 1 error(s), 0 warning(s), 0 expected, 0 missing expected"))
    }

    @Test func anExpectedErrorThatOccursExitsZeroAndIsMarked() throws {
        let (code, text) = try audit("small-button-expected")
        #expect(code == 0)
        #expect(text.contains("expected error tap-target-size Audit/small-button-expected"))
        #expect(text.contains("by rule: tap-target-size (expected) 1"))
    }

    @Test func anExpectedFindingThatDoesNotOccurExitsOne() throws {
        let (code, text) = try audit("expectation-missing")
        #expect(code == 1)
        #expect(text.contains("error expected-finding-missing Audit/expectation-missing [\(LiveScenarios.stem)]: text-truncated did not occur"))
        #expect(text.contains("1 missing expected"))
    }

    @Test func warningsAreListedButDoNotFail() throws {
        let (code, text) = try audit("warning-only")
        #expect(code == 0)
        #expect(text.contains("warning campaign-title-length Audit/warning-only"))
        #expect(text.contains("0 error(s), 1 warning(s)"))
    }

    @Test func theFindingsAreWrittenAsJSONForMachines() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let arguments = ["audit", "--scenario", "small-button-expected", "--scenario", "expectation-missing",
                         "--json", "out/audit.json"] + LiveScenarios.cellArguments
        let (code, text) = try LiveScenarios.run(arguments, Self.catalogue(), in: folder)
        #expect(code == 1, "the missing expectation fails the run")
        #expect(text.contains("audit: findings written to out/audit.json"))
        let data = try Data(contentsOf: folder.url.appendingPathComponent("out/audit.json"))
        let document = try JSONDecoder().decode(AuditDocument.self, from: data)
        #expect(document.summary.cells == 2 && document.summary.errors == 0 && document.summary.expected == 1)
        #expect(document.summary.missingExpected == 1 && document.summary.failed)
        let tap = try #require(document.findings.first)
        #expect(tap.expected && tap.finding.rule == .tapTargetSize && tap.finding.subject == "Tap me")
        #expect(tap.finding.scenario == "Audit/small-button-expected" && tap.finding.cell == LiveScenarios.stem)
        #expect(document.missing.map(\.scenario) == ["Audit/expectation-missing"])
        #expect(document.missing.first?.expectation.rule == .textTruncated)
        let again = try LiveScenarios.run(arguments, Self.catalogue(), in: folder)
        #expect(again.code == 1)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("out/audit.json")) == data, "the same audit, the same bytes")
    }

    @Test func aJSONFileThatCannotBeWrittenFailsTheRunAndSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try Data("a file, not a folder".utf8).write(to: folder.url.appendingPathComponent("blocker"))
        let (code, text) = try LiveScenarios.run(["audit", "--scenario", "small-button-expected", "--json", "blocker/audit.json"]
                                                 + LiveScenarios.cellArguments, Self.catalogue(), in: folder)
        #expect(code == 1)
        #expect(text.contains("audit: could not write the JSON findings"), "\(text)")
        #expect(throws: UsageError.self) { try SnapshotCommand.parse(["audit", "--json", ""]) }
    }

    @Test func verifyFailsOnAnAuditErrorAndListsWarnings() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let catalogue = try Self.catalogue()
        let cells = LiveScenarios.cellArguments
        #expect(try LiveScenarios.run(["record"] + cells, catalogue, in: folder).code == 0)
        let warned = try LiveScenarios.run(["verify", "--scenario", "warning-only"] + cells, catalogue, in: folder)
        #expect(warned.code == 0)
        #expect(warned.text.contains("warning campaign-title-length Audit/warning-only"))
        let failed = try LiveScenarios.run(["verify", "--scenario", "small-button"] + cells, catalogue, in: folder)
        #expect(failed.code == 1)
        #expect(failed.text.contains("verify: 1 cell(s): 1 matched"), "the goldens match; only the audit fails")
        #expect(failed.text.contains("error tap-target-size Audit/small-button"))
    }

    @Test func aRendererWithoutDisplayListsCannotAudit() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let (code, text) = try LiveScenarios.run(["audit", "--scenario", "small-button"] + LiveScenarios.cellArguments,
                                                 Self.catalogue(), in: folder, backend: FakeBackend.backend())
        #expect(code == 1)
        #expect(text.contains("gives no display list, so the cell cannot be audited"))
    }
}
