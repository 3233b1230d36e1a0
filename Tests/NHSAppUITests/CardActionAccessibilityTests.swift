import Drawing
import Foundation
import NHSAppUI
import Testing

/// VoiceOver elements, tap targets and actions of card actions.
/// On the main actor, as SwiftUI tests that make views with actions are: the cards are `@MainActor`.
@MainActor @Suite struct CardActionAccessibilityTests {
    typealias H = CardActionHarness

    @Test func eachActionIsOneButtonReadingTitleThenSubtitle() throws {
        let list = try H.layout(CardActionSpecExamples.withSubtitle).displayList
        #expect(list.accessibilityElements.count == 1)
        let element = try #require(list.accessibilityElements.first)
        #expect(element.label == "Your chosen pharmacy, Boots")
        #expect(element.traits == .isButton)
        #expect(element.hint == nil)
        #expect(element.frame == list.tapTargets.first?.frame)
        #expect(element.spokenDescription == "Button. Your chosen pharmacy, Boots.")
    }

    @Test func theHintIsReadAfterTheLabel() throws {
        let list = try H.layout(CardActionSpecExamples.hint).displayList
        let element = try #require(list.accessibilityElements.first)
        #expect(list.accessibilityElements.count == 1)
        #expect(element.hint == "Opens a web page in the app")
        #expect(element.traits.names == ["Button"], "a web page in the app stays a button")
        #expect(element.spokenDescription == "Button. Health A to Z. Hint: Opens a web page in the app.")
    }

    @Test func theLinkTraitMakesItALink() throws {
        let list = try H.layout(CardActionSpecExamples.link).displayList
        #expect(list.accessibilityElements.count == 1)
        let element = try #require(list.accessibilityElements.first)
        #expect(element.traits.contains(.isLink))
        #expect(element.traits.names == ["Link"])
        #expect(element.label == "Privacy and legal policies")
        #expect(element.hint == "Opens in a web browser")
        #expect(list.tapTargets.count == 1)
        #expect(list.tapTargets[0].label == "Privacy and legal policies")
    }

    @Test func aGroupReadsTheHeadingThenOneButtonPerAction() throws {
        let list = try H.layout(CardActionSpecExamples.primaryGroup).displayList
        let spoken = list.accessibilityElements.map(\.spokenDescription)
        #expect(spoken == [
            "Heading. GP surgery.",
            "Button. Request a repeat prescription.",
            "Button. Check the progress of prescriptions.",
            "Button. Medicines record.",
        ])
        let header = list.accessibilityElements[0]
        #expect(header.traits.contains(.isHeader) && !header.traits.contains(.isStaticText))
    }

    @Test(arguments: CardActionSpecExamples.all.map(\.name))
    func chevronsAndDividersAreHidden(name: String) throws {
        let example = try #require(CardActionSpecExamples.all.first { $0.name == name })
        let list = try H.layout(example.view).displayList
        #expect(list.accessibilityElements.allSatisfy { !$0.traits.contains(.isImage) })
        #expect(list.accessibilityElements.allSatisfy { !$0.label.contains("chevron") })
        let buttons = list.accessibilityElements.filter { $0.traits.contains(.isButton) }
        #expect(buttons.count == example.actions, "one button element per action")
        #expect(list.tapTargets.count == example.actions)
    }

    @Test func tappingEachTargetRunsItsOwnAction() throws {
        var log: [String] = []
        let view = CardActionGroup(header: "Test results", actions: [
            CardAction(title: "HPV test") { log.append("hpv") },
            CardAction(title: "Kidney function blood tests") { log.append("kidney") },
            CardAction(title: "Blood pressure") { log.append("pressure") },
            CardAction(title: "See all", style: .plain) { log.append("all") },
        ])
        let screen = try H.layout(view)
        #expect(screen.displayList.tapTargets.map(\.label) ==
                ["HPV test", "Kidney function blood tests", "Blood pressure", "See all"])
        for index in [2, 0, 3, 1] {
            #expect(screen.tap(targetAt: index))
        }
        #expect(log == ["pressure", "hpv", "all", "kidney"])
    }

    @Test func tappingALoneCardRunsItsAction() throws {
        var taps = 0
        let screen = try H.layout(CardAction(title: "Family and carer access", style: .reverse) { taps += 1 })
        #expect(screen.tap(targetAt: 0))
        #expect(taps == 1)
        #expect(!screen.tap(targetAt: 1))
    }
}
