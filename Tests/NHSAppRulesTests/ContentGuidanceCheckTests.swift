import AuditTestSupport
import Audits
import NHSAppRules
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The spec's writing guidance, reported as warnings.
@Suite struct ContentGuidanceCheckTests {
    static let check: [any AuditCheck] = [ContentGuidanceCheck()]

    static func findings<V: View>(_ view: V) throws -> [Finding] {
        DesignAudit.findings(for: try AuditHarness.layout(view), checks: check)
    }

    @Test(arguments: [
        ("GP surgery", true), ("NHS information and support", true), ("Test results", true), ("Health A to Z", true),
        ("HPV and COVID-19 vaccines", true), ("111 online", true), ("Your NHS App settings", true),
        ("Test Results", false), ("test results", false), ("Find A Pharmacy", false), ("Covid-19 Vaccines", false),
    ])
    func sentenceCase(_ header: String, _ ok: Bool) {
        #expect(SentenceCaseCheck.isSentenceCase(header) == ok, "\(header): \(SentenceCaseCheck.problems(in: header))")
    }

    @Test func sentenceCaseNamesTheProblem() {
        #expect(SentenceCaseCheck.problems(in: "Test Results") == ["capitalised word \"Results\""])
        #expect(SentenceCaseCheck.problems(in: "test results") == ["starts with a lower-case letter"])
        #expect(SentenceCaseCheck.problems(in: "Visit Boots", exceptions: ["Boots"]).isEmpty)
    }

    @Test func aTitleCaseGroupHeaderIsAWarning() throws {
        let findings = try Self.findings(StandInCardActionGroup(header: "Test Results", titles: ["HPV test"]))
        #expect(findings.map(\.rule) == [.groupHeaderSentenceCase])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.subject == "Test Results")
        #expect(try Self.findings(StandInCardActionGroup(header: "GP surgery", titles: ["Medicines record"])).isEmpty)
    }

    @Test func theSpecsCampaignCopyPasses() throws {
        let card = StandInCampaignCard(title: "Organ donors save lives",
                                       subtitle: "Take 2 minutes to confirm your organ donation decision")
        #expect(try Self.findings(card).isEmpty)
    }

    @Test func longOrFullyStoppedCampaignCopyWarns() throws {
        let card = StandInCampaignCard(
            title: "Organ donors save so many lives.",
            subtitle: "Take 2 minutes to confirm your organ donation decision. It helps your family know what you want.")
        let findings = try Self.findings(card)
        #expect(findings.map(\.rule) == [.campaignTitleLength, .campaignTitleFullStop, .campaignSubtitleLength,
                                         .campaignSubtitleSentences, .campaignSubtitleFullStop])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.first?.measured == "32 characters")
        #expect(findings.first?.threshold == "23 characters")
        #expect(findings[3].measured == "2 sentences")
    }

    @Test func exactlyTheTargetLengthsPass() throws {
        let card = StandInCampaignCard(title: String(repeating: "a", count: 23), subtitle: String(repeating: "b", count: 75))
        #expect(try Self.findings(card).isEmpty)
    }

    @Test func theNHSRuleSettingsSetTheTargetsAndExceptions() throws {
        let card = StandInCampaignCard(title: String(repeating: "a", count: 23), subtitle: String(repeating: "b", count: 75))
        let tight = NHSRuleSettings(campaignTitleMaxCharacters: 20, campaignSubtitleMaxCharacters: 70)
        let findings = DesignAudit.findings(for: try AuditHarness.layout(card), checks: [ContentGuidanceCheck(settings: tight)])
        #expect(findings.map(\.rule) == [.campaignTitleLength, .campaignSubtitleLength])
        #expect(findings.map(\.threshold) == ["20 characters", "70 characters"])

        let header = StandInCardActionGroup(header: "Visit Boots", titles: ["Opening times"])
        #expect(try Self.findings(header).map(\.rule) == [.groupHeaderSentenceCase])
        let named = NHSRuleSettings(sentenceCaseExceptions: ["Boots"])
        #expect(DesignAudit.findings(for: try AuditHarness.layout(header), checks: NHSAppRules.checks(settings: named))
            .filter { $0.rule == .groupHeaderSentenceCase }.isEmpty)
    }

    @Test func aHintThatRepeatsTheLabelWarns() throws {
        let repeating = Button("Health A to Z") {}.accessibilityHint("Health A to Z.")
        #expect(try Self.findings(repeating).map(\.rule) == [.hintRepeatsLabel])
        let containing = Button("Find services near you") {}.accessibilityHint("Find services near you in a browser")
        #expect(try Self.findings(containing).map(\.rule) == [.hintRepeatsLabel])
        let useful = Button("Health A to Z") {}.accessibilityHint("Opens a web page in the app")
        #expect(try Self.findings(useful).isEmpty)
    }
}
