@testable import Catalogue
import Foundation
import NHSAppUI
import Testing

/// The profile card's catalogue scenarios: names, and that each lays out with nothing cut.
@Suite struct ProfileCardScenariosTests {
    @Test func namesAreUniqueLowerKebabCase() {
        let names = ProfileCardScenarios.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil })
        #expect(["spec-own-profile", "spec-acting-for", "spec-compact"].allSatisfy(names.contains))
    }

    @Test(arguments: [CardsUnderTest.Setup(width: 320, sizeClass: .compact, textSize: .accessibility5, scheme: .dark),
                      CardsUnderTest.Setup(width: 1032, sizeClass: .regular, textSize: .large, scheme: .light)])
    func everyScenarioLaysOutWithoutFindingsOrCutText(setup: CardsUnderTest.Setup) throws {
        for scenario in ProfileCardScenarios.all {
            let list = try CardsUnderTest.layout(scenario.view, setup).displayList
            let cards = list.annotations.filter { $0.component == "ProfileCard" }
            #expect(cards.count == 1, "\(scenario.name)")
            #expect(cards.allSatisfy { $0.properties["findings"] == nil }, "\(scenario.name)")
            #expect(list.textItems.allSatisfy(CardsUnderTest.isWhole), "\(scenario.name)")
        }
    }

    @Test func compactCardSitsBetweenTheHeadingAndTheContent() throws {
        let view = try #require(ProfileCardScenarios.all.first { $0.name == "compact-below-heading" }).view
        let list = try CardsUnderTest.layout(view).displayList
        let card = try #require(list.annotations.first { $0.component == "ProfileCard" }).frame
        let heading = try #require(list.textItems.first { $0.spec.string == "Prescriptions" }).frame
        let content = try #require(list.textItems.first { $0.spec.string == "Order a repeat prescription" }).frame
        #expect(heading.maxY <= card.minY && card.maxY <= content.minY)
        #expect(list.accessibilityElements.first?.traits.contains(.isHeader) == true)
    }
}
