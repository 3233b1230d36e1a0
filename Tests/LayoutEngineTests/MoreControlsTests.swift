import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// ShareLink, TextEditor and GroupBox as iOS screen code writes them.
@Suite struct MoreControlsTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View, width: CGFloat = 200) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: width).displayList
    }

    private func fills(_ list: DisplayList) -> [(rect: CGRect, colour: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
    }

    @Test func aShareLinkIsAButtonWithTheShareSymbol() throws {
        let url = URL(string: "https://www.nhs.uk")!
        let share = try list(ShareLink(item: url))
        let label = try list(Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") })
        #expect(share.dump() == label.dump())
        #expect(share.accessibilityElements == label.accessibilityElements)
        #expect(share.tapTargets.count == 1)
        #expect(try list(ShareLink("Send", item: url)).dump()
                == list(Button(action: {}) { Label("Send", systemImage: "square.and.arrow.up") }).dump())
        #expect(try list(ShareLink(item: "Text to share") { Text("Copy") }).dump() == list(Button("Copy") {}).dump())
    }

    @Test func aTextEditorWrapsItsTextInsideUIKitsInsetsOnTheSystemBackground() throws {
        let editor = try list(TextEditor(text: .constant("one two three four five six")).frame(height: 80), width: 100)
        let texts = DisplayList.flatten(editor.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        let text = try #require(texts.first)
        #expect(text.frame.minX == TextEditorMetrics.horizontalInset && text.frame.minY == TextEditorMetrics.verticalInset)
        #expect(text.measurement.lineCount > 1)
        #expect(fills(editor).map(\.rect) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(fills(editor).first?.colour == RGBAColor(hex: 0xffffff))
        #expect(editor.tapTargets.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(editor.accessibilityElements.map(\.spokenDescription) == ["Text field. one two three four five six."])
        let hidden = try list(TextEditor(text: .constant("x")).scrollContentBackground(.hidden).frame(height: 80), width: 100)
        #expect(fills(hidden).allSatisfy { $0.colour.alpha == 0 })
    }

    @Test func aGroupBoxPadsItsLabelAndContentOnARoundedBackground() throws {
        let box = try list(GroupBox("Title") { Text("Body") }, width: 200)
        let texts = DisplayList.flatten(box.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }
        #expect(texts.map(\.spec.string) == ["Title", "Body"])
        #expect(texts[0].frame.minX == GroupBoxMetrics.padding && texts[0].frame.minY == GroupBoxMetrics.padding)
        #expect(texts[1].frame.minY == texts[0].frame.maxY + GroupBoxMetrics.labelSpacing)
        #expect(texts[0].spec.font.weight == .semibold)
        let background = try #require(fills(box).first)
        #expect(background.rect == CGRect(x: 0, y: 0, width: 200, height: texts[1].frame.maxY + GroupBoxMetrics.padding))
        #expect(background.colour == RGBAColor(hex: 0xf2f2f7))
        let nested = try list(GroupBox { GroupBox { Text("Inner") } })
        #expect(fills(nested).map(\.colour) == [RGBAColor(hex: 0xf2f2f7), RGBAColor(hex: 0xffffff)])
    }
}
