import Catalogue
import NHSSnapshot
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
