import Drawing
import Foundation
import NHSAppUI
import Testing

/// The card, dividers, header and footer of `CardActionGroup`, from the display list.
@Suite struct CardActionGroupTests {
    typealias H = CardActionHarness

    static func group(_ count: Int, style: CardActionGroupStyle = .primary) -> CardActionGroup {
        CardActionGroup(header: "Your health", style: style,
                        actions: (0..<count).map { CardAction(title: "Action \($0 + 1)") { } })
    }

    @Test(arguments: 1...8)
    func dividersOnlyBetweenPairs(count: Int) throws {
        let list = try H.layout(Self.group(count)).displayList
        let rules = H.rules(list).map(\.rect)
        let rows = list.tapTargets.map(\.frame)
        #expect(rules.count == count - 1)
        #expect(rows.count == count)
        for (index, rule) in rules.enumerated() {
            #expect(rule.height == 1)
            #expect(rule.minY >= rows[index].maxY - 0.001 && rule.maxY <= rows[index + 1].minY + 0.001)
        }
        if let first = rows.first, let last = rows.last {
            #expect(rules.allSatisfy { $0.minY >= first.maxY - 0.001 }, "none above the first action")
            #expect(rules.allSatisfy { $0.maxY <= last.minY + 0.001 }, "none below the last action")
        }
    }

    @Test func dividersAreInsetLikeTheRowsAndPaleBlue() throws {
        let list = try H.layout(CardActionSpecExamples.primaryGroup).displayList
        let card = try #require(H.groupCard(list))
        for rule in H.rules(list) {
            #expect(rule.rect.minX == card.minX + 16 && rule.rect.maxX == card.maxX - 16)
            #expect(rule.color == H.resolved(.nhsBlue, .light).multiplyingAlpha(0.2))
        }
    }

    @Test func rowsAreFullBleedTapTargetsOnAWhiteBorderlessCard() throws {
        let list = try H.layout(CardActionSpecExamples.primaryGroup).displayList
        let card = try #require(H.fills(list).first { $0.shape.radii == CornerRadii(all: NHSMetrics.cardCornerRadius) })
        #expect(card.color == RGBAColor(hex: 0xffffff))
        #expect(H.borders(list).isEmpty)
        let rows = list.tapTargets.map(\.frame)
        #expect(rows.allSatisfy { $0.minX == card.shape.rect.minX && $0.width == card.shape.rect.width })
        #expect(rows.first?.minY == card.shape.rect.minY)
        #expect(abs((rows.last?.maxY ?? 0) - card.shape.rect.maxY) < 0.001)
        #expect(H.paths(list).count == 3)
    }

    @Test(arguments: ColorScheme.allCases)
    func secondaryGroupForcesPlainOnABorderedClearCard(scheme: ColorScheme) throws {
        let list = try H.layout(CardActionSpecExamples.secondaryGroup, scheme: scheme).displayList
        #expect(H.paths(list).isEmpty, "no chevrons")
        let borders = H.borders(list)
        #expect(borders.count == 1)
        #expect(borders.first?.width == 2)
        #expect(borders.first?.color == H.resolved(.nhsBorder, scheme))
        #expect(H.fills(list).isEmpty, "the card is clear")
        for title in ["Check your symptoms using 111 online", "Health A to Z", "Find services near you"] {
            let text = try #require(H.text(list, title))
            #expect(text.color == H.resolved(.nhsAccent, scheme))
            let backdrop = H.backdrop(at: CGPoint(x: text.frame.midX, y: text.frame.midY), in: list)
            #expect(WCAG.contrast(text.color, on: backdrop) >= 4.5)
        }
        let actions = H.annotations(list, "CardAction")
        #expect(actions.count == 3)
        #expect(actions.allSatisfy { $0.properties["style"] == "primary" && $0.properties["drawnStyle"] == "plain" })
    }

    @Test func aPlainSeeAllKeepsItsLookInAPrimaryGroup() throws {
        let list = try H.layout(CardActionSpecExamples.seeAll).displayList
        #expect(H.paths(list).count == 3, "chevrons on the three primary actions only")
        let seeAll = try #require(H.text(list, "See all"))
        #expect(seeAll.color == H.resolved(.nhsAccent, .light))
        let hpv = try #require(H.text(list, "HPV test"))
        #expect(hpv.color == H.resolved(.nhsText, .light))
        let lastRow = try #require(list.tapTargets.last).frame
        #expect(H.paths(list).allSatisfy { $0.bounds.maxY < lastRow.minY })
    }

    @Test func headerSitsAboveTheCardInBoldHeadline() throws {
        let list = try H.layout(CardActionSpecExamples.header).displayList
        let header = try #require(H.text(list, "GP surgery"))
        let card = try #require(H.groupCard(list))
        #expect(header.frame.maxY + 8 == card.minY)
        #expect(header.frame.minX == card.minX)
        #expect(header.spec.font.size == 17 && header.spec.font.weight == .bold)
        #expect(header.color == H.resolved(.nhsText, .light))
    }

    @Test func headerFontTitle3IsMoreProminent() throws {
        let list = try H.layout(CardActionSpecExamples.headerFont).displayList
        let header = try #require(H.text(list, "GP surgery"))
        #expect(header.spec.font.size == 20 && header.spec.font.weight == .bold)
        let plain = try #require(H.text(try H.layout(CardActionSpecExamples.header).displayList, "GP surgery"))
        #expect(header.frame.height > plain.frame.height)
    }

    @Test func footerSitsBelowTheCardInSecondaryFootnote() throws {
        let list = try H.layout(CardActionSpecExamples.footer).displayList
        let footer = try #require(H.text(list, "Services available from your GP surgery."))
        let card = try #require(H.groupCard(list))
        #expect(footer.frame.minY == card.maxY + 8)
        #expect(footer.spec.font.size == 13)
        #expect(footer.color == H.resolved(.nhsSecondaryText, .light))
        #expect(list.accessibilityElements.last?.label == "Services available from your GP surgery.")
    }

    @Test func groupIsAnnotatedWithStyleHeaderAndActionCount() throws {
        let list = try H.layout(CardActionSpecExamples.secondaryGroup).displayList
        let group = try #require(H.annotations(list, "CardActionGroup").first)
        #expect(group.properties["style"] == "secondary")
        #expect(group.properties["header"] == "NHS information and support")
        #expect(group.properties["actionCount"] == "3")
        let header = try #require(H.annotations(list, "CardActionGroupHeader").first)
        #expect(header.properties["text"] == "NHS information and support")
        #expect(header.properties["looksSentenceCase"] == "true")
    }

    @Test func aTitleCaseHeaderIsAnnotatedForTheAudit() throws {
        let list = try H.layout(CardActionGroup(header: "Test Results", actions: [CardAction(title: "HPV test") { }]))
            .displayList
        #expect(H.annotations(list, "CardActionGroupHeader").first?.properties["looksSentenceCase"] == "false")
    }

    @Test(arguments: [("GP surgery", true), ("NHS information and support", true), ("Health A to Z", true),
                      ("Test Results", false), ("test results", false), ("Your Chosen Pharmacy", false), ("", true)])
    func sentenceCaseHeuristic(text: String, expected: Bool) {
        #expect(SentenceCase.looksLikeSentenceCase(text) == expected)
    }

    @Test func anEmptyGroupDrawsNoCard() throws {
        let list = try H.layout(CardActionGroup(header: "Nothing yet", actions: [])).displayList
        #expect(H.groupCard(list) == nil)
        #expect(list.tapTargets.isEmpty)
    }
}
