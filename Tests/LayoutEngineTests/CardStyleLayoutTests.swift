import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The card-style examples of card-style.md, laid out with the fake measurer.
@Suite struct CardStyleLayoutTests {
    @Test func defaultCardFillsTheWidthWithStandardPaddingAndRadius() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Card title")
                .font(.nhsHeadline)
            Text("Some supporting body text inside a card.")
                .font(.nhsBody)
        }
        .foregroundStyle(.nhsText)
        .nhsCardStyle()
        let list = try LayoutHarness.layout(view, width: 300).displayList
        let fills = list.items.compactMap { item -> RoundedRect? in if case .fill(let s, _) = item { return s } else { return nil } }
        #expect(fills.count == 1)
        let card = try #require(fills.first)
        #expect(card.rect.minX == 0 && card.rect.width == 300)
        #expect(card.radii == CornerRadii(all: NHSMetrics.cardCornerRadius))
        #expect(card.style == .continuous)
        let texts = list.textItems
        #expect(texts.map(\.frame.minX) == [20, 20], "content is leading-aligned inside 20 pt padding")
        #expect(texts[0].frame.minY == 20)
        #expect(texts.allSatisfy { $0.color == RGBAColor(hex: 0x212b33) })
        #expect(abs(card.rect.height - (texts[1].frame.maxY + 20)) < 0.001)
    }

    @Test func outlinedCardHasAClearBackgroundAndATwoPointBorder() throws {
        let view = Text("Card with a border")
            .foregroundStyle(.nhsText)
            .nhsCardStyle(backgroundColor: .clear, borderWidth: 2)
        let list = try LayoutHarness.layout(view, width: 300).displayList
        let borders = list.items.compactMap { item -> CGFloat? in if case .border(_, _, let w) = item { return w } else { return nil } }
        #expect(borders == [2])
        let fills = list.items.filter { if case .fill = $0 { return true } else { return false } }
        #expect(fills.isEmpty, "a clear background draws nothing")
    }

    @Test func aButtonInACardIsOneTapTargetTheSizeOfTheCard() throws {
        var tapped = 0
        let view = Button {
            tapped += 1
        } label: {
            Text("Entire card is tappable")
        }
        .nhsCardStyle()
        let screen = try LayoutHarness.layout(view, width: 300)
        let list = screen.displayList
        #expect(list.tapTargets.count == 1)
        let card = try #require(list.items.compactMap { item -> CGRect? in if case .fill(let s, _) = item { return s.rect } else { return nil } }.first)
        #expect(list.tapTargets[0].frame == card)
        #expect(list.tapTargets[0].label == "Entire card is tappable")
        #expect(list.accessibilityElements.count == 1)
        #expect(list.accessibilityElements[0].traits.contains(.isButton))
        #expect(list.accessibilityElements[0].frame == card)
        #expect(screen.tap(targetAt: 0))
        #expect(tapped == 1)
    }

    @Test func cardRowInAListRunsEdgeToEdgeWithoutSeparator() throws {
        let view = List {
            Text("Card in a list")
                .nhsCardStyle()
                .nhsCardRowStyle()
            Text("Ordinary row")
            Text("Another row")
        }
        let list = try LayoutHarness.layout(view, width: 300).displayList
        let fills = list.items.compactMap { item -> RoundedRect? in if case .fill(let s, _) = item { return s } else { return nil } }
        let card = try #require(fills.first { $0.radii == CornerRadii(all: NHSMetrics.cardCornerRadius) })
        #expect(card.rect.minX == 0 && card.rect.width == 300, "no row inset")
        let rules = list.items.compactMap { item -> CGRect? in if case .rule(let r, _) = item { return r } else { return nil } }
        #expect(rules.count == 1, "one separator between the two ordinary rows, none for the card")
        #expect(rules.allSatisfy { $0.minY > card.rect.maxY })
    }
}
