import Audits
import Catalogue
import NHSAppRules
import NHSAppUI
import NHSSnapshot
import SnapshotCore
import Testing

@Suite struct BuiltInCatalogueTests {
    @Test func theBuiltInCatalogueIsValidAndNonEmpty() throws {
        let catalogue = try BuiltInScenarios.catalogue()
        #expect(!catalogue.scenarios.isEmpty)
        #expect(catalogue.scenarios.allSatisfy { PathSegment.isSafe($0.component) && PathSegment.isSafe($0.name) })
    }

    @Test func everyScenarioBuildsItsView() throws {
        for scenario in try BuiltInScenarios.catalogue().scenarios {
            _ = scenario.makeView()
        }
    }
}

@Suite struct CatalogueExpectationTests {
    @Test func theDeliberateFindingsAreDeclared() throws {
        let catalogue = try BuiltInScenarios.catalogue()
        func rules(_ id: String) -> [AuditRule] {
            catalogue.scenarios.first { $0.id == id }?.expectedFindings.map(\.rule) ?? []
        }
        #expect(rules("CampaignCard/title-over-target") == [.campaignTitleLength])
        #expect(rules("CampaignCard/subtitle-three-times-target") == [.campaignSubtitleLength])
        #expect(rules("CampaignCard/spec-example").isEmpty)
    }

    @Test func anExpectationForAnUnknownScenarioIsRefused() {
        let error = ExpectedFindingsError(component: "CampaignCard", scenario: "no-such")
        #expect(throws: error) {
            try BuiltInScenarios.checkExpectations(["no-such": [ExpectedFinding(rule: .textTruncated)]],
                                                   names: ["spec-example"], component: "CampaignCard")
        }
        #expect(error.description == "catalogue: CampaignCard declares expected findings for \"no-such\", which is not one of its scenarios")
    }
}
