import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `redacted(reason:)`: placeholder bars for texts and boxes for images, the same layout and the
/// same VoiceOver text; `unredacted()`, `privacySensitive()` and the privacy reason.
@Suite struct RedactionTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 100).displayList
    }

    private func texts(_ list: DisplayList) -> [String] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .text(let item) = entry.item { return item.spec.string } else { return nil }
        }
    }

    private func fills(_ list: DisplayList) -> [(rect: CGRect, colour: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
    }

    @Test func aPlaceholderTextIsABarPerLineTheLinesWidth() throws {
        // 25 characters at 5 pt in 100 pt: "aaaa bbbb cccc dddd" fits 20 a line.
        let view = Text("aaaa bbbb cccc dddd eeee").foregroundColor(.black)
        let plain = try list(view), redacted = try list(view.redacted(reason: .placeholder))
        #expect(texts(redacted).isEmpty)
        let bars = fills(redacted)
        #expect(bars.count == 2)
        // The text is 95 pt wide, centred on the page; each line 12.5 pt tall, its bar 70 % of that.
        #expect(bars[0].rect == CGRect(x: 2.5, y: 1.875, width: 95, height: 8.75))
        #expect(bars[1].rect == CGRect(x: 2.5, y: 14.375, width: 20, height: 8.75))
        #expect(bars.allSatisfy { $0.colour == RGBAColor(hex: 0x000000, alpha: RedactionMetrics.opacity) })
        #expect(redacted.size == plain.size)
        #expect(redacted.accessibilityElements == plain.accessibilityElements)
    }

    @Test func aPlaceholderImageIsABoxItsSize() throws {
        let redacted = try list(Image(systemName: "bell").redacted(reason: .placeholder))
        let plain = try list(Image(systemName: "bell"))
        let box = try #require(fills(redacted).first)
        let glyph = try #require(DisplayList.flatten(plain.items).compactMap { entry -> CGRect? in
            if case .text(let item) = entry.item { return item.frame } else { return nil }
        }.first)
        #expect(box.rect == glyph && texts(redacted).isEmpty)
    }

    @Test func unredactedAndPrivacyAndInvalidated() throws {
        let view = VStack(spacing: 0) { Text("public"); Text("secret").privacySensitive(); Text("kept").unredacted() }
        #expect(texts(try list(view.redacted(reason: .placeholder))) == ["kept"])
        #expect(texts(try list(view.redacted(reason: .privacy))) == ["public", "kept"])
        #expect(texts(try list(view.redacted(reason: .invalidated))) == ["public", "secret", "kept"])
        #expect(texts(try list(view)) == ["public", "secret", "kept"])
        var environment = EnvironmentValues()
        environment.redactionReasons = [.placeholder]
        #expect(texts(try LayoutHarness.layout(Text("x").font(Self.font), width: 100, environment: environment).displayList).isEmpty)
    }
}
