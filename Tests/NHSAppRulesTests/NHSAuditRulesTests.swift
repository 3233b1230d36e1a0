import Audits
import Foundation
import NHSAppRules
import Testing

/// The NHS rules are ordinary `AuditRule`s: named as before, with the severities reports print.
@Suite struct NHSAuditRulesTests {
    @Test func theCardRulesKeepTheirNamesAndSeverities() {
        #expect(NHSAppRules.rules.map(\.name) == [
            "campaign-card-count", "reverse-action-placement", "compact-profile-card", "nhs-number-format",
            "campaign-title-length", "campaign-title-full-stop", "campaign-subtitle-length",
            "campaign-subtitle-sentences", "campaign-subtitle-full-stop", "group-header-sentence-case",
        ])
        #expect(NHSAppRules.rules.filter { $0.severity == .error }
            == [.campaignCardCount, .reverseActionPlacement, .compactProfileCard, .nhsNumberFormat])
    }

    @Test func theChecksReportEveryGeneralAndEveryCardRule() {
        let reported = Set(NHSAppRules.checks.flatMap(\.rules))
        #expect(reported == Set(AuditRule.general + NHSAppRules.rules))
        #expect(Set(NHSAppRules.rules).isDisjoint(with: AuditRule.general), "no card rule is in Audits")
    }

    @Test func theGeneralChecksOfAuditsReportNoCardRule() {
        let general = Set(DesignAudit.standardChecks.flatMap(\.rules))
        #expect(general.isDisjoint(with: NHSAppRules.rules))
        #expect(general == Set(AuditRule.general))
    }
}
