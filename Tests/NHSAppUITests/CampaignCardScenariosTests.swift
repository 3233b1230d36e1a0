@testable import Catalogue
import Foundation
import NHSAppUI
import Testing

/// The campaign card's catalogue scenarios: names, content targets, and that each lays out.
@Suite struct CampaignCardScenariosTests {
    @Test func namesAreUniqueLowerKebabCase() {
        let names = CampaignCardScenarios.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil })
        #expect(names.contains("spec-example") && names.contains("spec-example-in-list"))
    }

    @Test func contentTargetsAreMetAndExceededAsNamed() {
        #expect(CampaignCardScenarios.titleAtTarget.count == 23)
        #expect(CampaignCardScenarios.titleOverTarget.count > 23 * 2)
        #expect(CampaignCardScenarios.subtitleAtTarget.count == 75)
        #expect(CampaignCardScenarios.subtitleThreeTimesTarget.count == 75 * 3)
        let texts = [CampaignCardScenarios.titleAtTarget, CampaignCardScenarios.titleOverTarget,
                     CampaignCardScenarios.subtitleAtTarget, CampaignCardScenarios.subtitleThreeTimesTarget]
        #expect(texts.allSatisfy { !$0.hasSuffix(".") }, "the content guide: no full stop")
    }

    @Test(arguments: [CardsUnderTest.Setup(width: 320, sizeClass: .compact, textSize: .accessibility5, scheme: .dark),
                      CardsUnderTest.Setup(width: 1032, sizeClass: .regular, textSize: .large, scheme: .light)])
    func everyScenarioLaysOutAsOneCardWithNothingCut(setup: CardsUnderTest.Setup) throws {
        for scenario in CampaignCardScenarios.all {
            let list = try CardsUnderTest.layout(scenario.view, setup).displayList
            #expect(list.annotations.filter { $0.component == "CampaignCard" }.count == 1, "\(scenario.name)")
            #expect(list.accessibilityElements.count == 1, "\(scenario.name)")
            #expect(list.textItems.allSatisfy(CardsUnderTest.isWhole), "\(scenario.name)")
        }
    }
}
