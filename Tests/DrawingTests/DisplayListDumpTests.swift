import Foundation
import Testing
@testable import Drawing

@Suite struct DisplayListDumpTests {
    @Test func numbersAreRoundedToTwoDecimals() {
        #expect(DumpFormat.number(1.005) == "1.01" || DumpFormat.number(1.005) == "1")
        #expect(DumpFormat.number(12) == "12")
        #expect(DumpFormat.number(0.1 + 0.2) == "0.3")
    }

    @Test func dumpListsItemsClipsAndAccessibility() {
        let card = RoundedRect(rect: CGRect(x: 16, y: 16, width: 288, height: 100), radii: CornerRadii(all: 28), style: .continuous)
        let list = DisplayList(
            size: CGSize(width: 320, height: 132), background: RGBAColor(hex: 0xf0f4f5),
            items: [.clipped(card, [.fill(card, .white)])],
            accessibilityElements: [AccessibilityElement(label: "Title", hint: "Opens", traits: .isButton, frame: card.rect)])
        let text = list.dump()
        #expect(text.contains("page 320x132 background #f0f4f5"))
        #expect(text.contains("clip 16,16 288x100 r28c"))
        #expect(text.contains("  fill 16,16 288x100 r28c #ffffff"))
        #expect(text.contains("a11y 16,16 288x100 Button. Title. Hint: Opens."))
    }

    @Test func compositingOverWhite() {
        let half = RGBAColor(hex: 0x000000, alpha: 0.5).composited(over: .white)
        #expect(abs(half.red - 0.5) < 1e-9)
        #expect(half.alpha == 1)
    }
}
