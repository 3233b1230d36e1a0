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

    /// A card's hint scenario draws its spec example's picture, so its goldens cover three cells,
    /// one a device; every other card scenario covers the golden matrix's eighteen.
    @Test func hintScenariosKeepThreeGoldenCellsAndOtherCardsEighteen() throws {
        let catalogue = try BuiltInScenarios.catalogue()
        for component in ["CampaignCard", "ProfileCard"] {
            let scenarios = catalogue.scenarios.filter { $0.component == component }
            let hint = try #require(scenarios.first { $0.name == "accessibility-hint" })
            let cells = hint.configurations(in: .golden)
            #expect(cells.count == 3)
            #expect(Set(cells.map(\.device)).count == 3, "one cell a device")
            #expect(Set(cells.map(\.colorScheme)).count == 2)
            #expect(scenarios.filter { $0.name != "accessibility-hint" }.allSatisfy { $0.configurations(in: .golden).count == 18 })
            #expect(hint.configurations(in: .full).count == SnapshotMatrix.full.count, "every cell still renders")
        }
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
