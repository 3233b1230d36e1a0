import Drawing
import Foundation
import NHSAppUI
import Testing

/// The three styles of a card action, from the display list (fake measurer).
@Suite struct CardActionTests {
    typealias H = CardActionHarness

    @Test(arguments: [(CardActionStyle.primary, 1), (.plain, 0), (.reverse, 1)])
    func chevronOnlyOnPrimaryAndReverse(style: CardActionStyle, chevrons: Int) throws {
        let list = try H.layout(CardAction(title: "Medicines record", style: style) { }).displayList
        #expect(H.paths(list).count == chevrons)
    }

    @Test(arguments: ColorScheme.allCases)
    func primaryHasBodyTextAndAFortyPercentBlueChevron(scheme: ColorScheme) throws {
        let list = try H.layout(CardActionSpecExamples.primary, scheme: scheme).displayList
        let title = try #require(H.text(list, "Check the progress of prescriptions"))
        #expect(title.color == H.resolved(.nhsText, scheme))
        #expect(title.spec.font.size == 17 && title.spec.font.weight == .regular)
        let chevron = try #require(H.paths(list).first)
        guard case .stroke(let colour, _) = chevron.paint else { Issue.record("chevron is not stroked"); return }
        #expect(colour == H.resolved(.nhsBlue, scheme).multiplyingAlpha(0.4))
    }

    @Test(arguments: ColorScheme.allCases)
    func plainHasBlueTextAndNoChevron(scheme: ColorScheme) throws {
        let list = try H.layout(CardActionSpecExamples.plain, scheme: scheme).displayList
        let title = try #require(H.text(list, "Find services near you"))
        #expect(title.color == H.resolved(.nhsAccent, scheme))
        #expect(H.paths(list).isEmpty)
        let backdrop = H.backdrop(at: CGPoint(x: title.frame.midX, y: title.frame.midY), in: list)
        #expect(WCAG.contrast(title.color, on: backdrop) >= 4.5)
    }

    @Test(arguments: ColorScheme.allCases)
    func reverseHasABoldWhiteTitleOnItsOwnBlueCard(scheme: ColorScheme) throws {
        let list = try H.layout(CardActionSpecExamples.reverse, scheme: scheme).displayList
        let title = try #require(H.text(list, "Family and carer access"))
        #expect(title.spec.font.weight == .bold)
        #expect(title.color == RGBAColor(hex: 0xffffff))
        let card = try #require(H.fills(list).first { $0.shape.radii == CornerRadii(all: NHSMetrics.cardCornerRadius) })
        #expect(card.color == RGBAColor(hex: scheme == .light ? 0x0060bf : 0x005eb8))
        #expect(card.shape.rect.contains(title.frame))
        let chevron = try #require(H.paths(list).first)
        guard case .stroke(let colour, _) = chevron.paint else { Issue.record("chevron is not stroked"); return }
        #expect(colour == RGBAColor(hex: 0xffffff))
        #expect(card.shape.rect.contains(chevron.bounds))
    }

    @Test(arguments: ColorScheme.allCases)
    func reverseTextPassesWCAGAAInBothSchemes(scheme: ColorScheme) throws {
        let list = try H.layout(CardAction(title: "Family and carer access", subtitle: "2 people", style: .reverse) { },
                                scheme: scheme).displayList
        for text in list.textItems {
            let backdrop = H.backdrop(at: CGPoint(x: text.frame.midX, y: text.frame.midY), in: list)
            #expect(WCAG.contrast(text.color, on: backdrop) >= 4.5, "\(text.spec.string) in \(scheme)")
        }
    }

    @Test func theAdaptiveDarkBlueWouldFailWhichIsWhyReverseUsesAFixedBlue() {
        let white = RGBAColor(hex: 0xffffff)
        let adaptive = WCAG.contrast(white, on: H.resolved(.nhsBlue, .dark))
        #expect(abs(adaptive - 2.72) < 0.01)
        #expect(WCAG.contrast(white, on: H.resolved(CardActionStyle.reverseCardColor, .dark)) >= 4.5)
    }

    @Test func subtitleSitsUnderTheTitleInSecondaryText() throws {
        let list = try H.layout(CardActionSpecExamples.withSubtitle).displayList
        let title = try #require(H.text(list, "Your chosen pharmacy"))
        let subtitle = try #require(H.text(list, "Boots"))
        #expect(subtitle.frame.minY >= title.frame.maxY)
        #expect(subtitle.frame.minX == title.frame.minX)
        #expect(subtitle.color == H.resolved(.nhsSecondaryText, .light))
        #expect(subtitle.spec.font.size == 15)
    }

    @Test func rowHasSixteenPointPaddingAndATwelvePointGapBeforeTheChevron() throws {
        let screen = try H.layout(CardActionSpecExamples.withSubtitle, width: 393)
        let list = screen.displayList
        let row = try #require(list.tapTargets.first).frame
        let title = try #require(H.text(list, "Your chosen pharmacy"))
        let chevron = try #require(H.paths(list).first).bounds
        #expect(title.frame.minX == row.minX + 16)
        #expect(title.frame.minY == row.minY + 16)
        #expect(abs(chevron.maxX - (row.maxX - 16)) < 0.01)
        #expect(chevron.minX - title.wrapWidth - title.frame.minX >= 12 - 0.01)
        #expect(abs(chevron.midY - row.midY) < 0.01, "the chevron is centred vertically")
    }

    @Test func cardStyleAroundALoneActionIsItsCardAndItsTapTarget() throws {
        let list = try H.layout(CardActionSpecExamples.primary).displayList
        let card = try #require(H.fills(list).first).shape
        #expect(card.radii == CornerRadii(all: NHSMetrics.cardCornerRadius))
        #expect(card.rect.width == 393 - 2 * H.margin)
        #expect(list.tapTargets.count == 1)
        #expect(list.tapTargets[0].frame == card.rect)
        let title = try #require(H.text(list, "Check the progress of prescriptions"))
        #expect(title.frame.minX == card.rect.minX + NHSMetrics.cardPadding, "the card's padding replaces the row's")
    }
}
