import Drawing
import Foundation
import NHSAppUI
import Testing

/// A `.reverse` action in a group or with `nhsCardStyle()` is drawn, and reported through its annotation.
@Suite struct CardActionMisuseTests {
    typealias H = CardActionHarness

    static func facts(_ list: DisplayList, _ title: String) throws -> [String: String] {
        try #require(H.annotations(list, "CardAction").first { $0.properties["title"] == title }).properties
    }

    @Test func aLoneReverseActionIsFine() throws {
        let list = try H.layout(CardActionSpecExamples.reverse).displayList
        let facts = try Self.facts(list, "Family and carer access")
        #expect(facts["style"] == "reverse")
        #expect(facts["isInGroup"] == "false")
        #expect(facts["isInsideNHSCard"] == "false")
    }

    @Test func reverseInAGroupIsReportedAndStillDrawn() throws {
        let view = CardActionGroup(header: "Family", actions: [
            CardAction(title: "Family and carer access", style: .reverse) { },
            CardAction(title: "Linked profiles") { },
        ])
        let list = try H.layout(view).displayList
        let facts = try Self.facts(list, "Family and carer access")
        #expect(facts["style"] == "reverse" && facts["drawnStyle"] == "reverse")
        #expect(facts["isInGroup"] == "true" && facts["groupStyle"] == "primary")
        #expect(facts["isInsideNHSCard"] == "false")
        #expect(H.fills(list).contains { $0.color == RGBAColor(hex: 0x0060bf) }, "the blue card is drawn")
        #expect(try Self.facts(list, "Linked profiles")["isInGroup"] == "true")
    }

    @Test func reverseInASecondaryGroupIsReportedThoughDrawnPlain() throws {
        let view = CardActionGroup(style: .secondary, actions: [
            CardAction(title: "Family and carer access", style: .reverse) { },
        ])
        let facts = try Self.facts(try H.layout(view).displayList, "Family and carer access")
        #expect(facts["style"] == "reverse" && facts["drawnStyle"] == "plain" && facts["isInGroup"] == "true")
    }

    @Test func reverseWithCardStyleIsReportedAndStillDrawn() throws {
        let view = CardAction(title: "Family and carer access", style: .reverse) { }
            .nhsCardStyle()
        let list = try H.layout(view).displayList
        let facts = try Self.facts(list, "Family and carer access")
        #expect(facts["style"] == "reverse")
        #expect(facts["isInsideNHSCard"] == "true" && facts["isInGroup"] == "false")
        #expect(H.fills(list).contains { $0.color == RGBAColor(hex: 0x0060bf) })
        #expect(H.fills(list).contains { $0.color == RGBAColor(hex: 0xffffff) })
    }

    @Test func aPrimaryActionInACardIsNotMisuse() throws {
        let facts = try Self.facts(try H.layout(CardActionSpecExamples.primary).displayList,
                                   "Check the progress of prescriptions")
        #expect(facts["style"] == "primary" && facts["isInsideNHSCard"] == "true")
    }
}
