import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The views and modifiers that take `Transferable` items: `ShareLink` for any item, with
/// previews; `PasteButton`; `RenameButton`; file dialogs and drag and drop, which a still accepts.
@Suite struct TransferViewsTests {
    struct Result: Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.title)
        }
    }

    private func dump(_ view: some View) throws -> String {
        try LayoutHarness.layout(view, width: 300).displayList.dump()
    }

    @Test func aShareLinkForAnyTransferableDrawsAsForAURL() throws {
        let url = URL(string: "https://www.nhs.uk")!
        let forURL = try dump(ShareLink(item: url))
        #expect(try dump(ShareLink(item: Result(title: "Blood test"))) == forURL)
        #expect(try dump(ShareLink(item: Result(title: "Blood test"), preview: SharePreview("Blood test", image: Image(systemName: "drop"))))
                == forURL)
        #expect(try dump(ShareLink(items: [Result(title: "A"), Result(title: "B")]) { SharePreview($0.title) }) == forURL)
        #expect(try dump(ShareLink(items: [url, url])) == forURL)
        let titled = try dump(Button(action: {}) { Label("Send results", systemImage: "square.and.arrow.up") })
        #expect(try dump(ShareLink("Send results", item: Result(title: "A"))) == titled)
        #expect(try dump(ShareLink(Text("Send results"), items: [url])) == titled)
        let custom = try dump(Button("Share letter") {})
        #expect(try dump(ShareLink(item: Result(title: "A"), preview: SharePreview("A")) { Text("Share letter") }) == custom)
    }

    @Test func aPasteButtonIsWhiteOnATintCapsuleWithTheClipboardSymbol() throws {
        let screen = try LayoutHarness.layout(PasteButton(payloadType: String.self) { _ in }, width: 300)
        let list = screen.displayList
        #expect(list.tapTargets.map(\.label) == ["Paste"])
        #expect(list.accessibilityElements.map(\.label) == ["Paste"])
        let fills = DisplayList.flatten(list.items).compactMap { entry -> (RoundedRect, RGBAColor)? in
            if case .fill(let shape, let colour) = entry.item { return (shape, colour) }
            return nil
        }
        let panel = try #require(fills.first)
        #expect(panel.1 == DisabledTests.rgba(.accentColor))
        #expect(panel.0 == RoundedRect.capsule(panel.0.rect))
        let texts = DisabledTests.texts(list)
        #expect(texts.map(\.spec.string).contains("Paste"))
        #expect(texts.first { $0.spec.string == "Paste" }?.color == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(try dump(PasteButton(payloadType: URL.self) { _ in }.labelStyle(.iconOnly))
                != dump(PasteButton(payloadType: URL.self) { _ in }))
    }

    @Test func aRenameButtonRunsTheRenameActionAroundIt() throws {
        var renamed = 0
        let screen = try LayoutHarness.layout(RenameButton().renameAction { renamed += 1 }, width: 300)
        #expect(screen.displayList.tapTargets.map(\.label) == ["Rename"])
        #expect(screen.tap(targetAt: 0))
        #expect(renamed == 1)
        #expect(try dump(RenameButton()) == dump(Button(action: {}) { Label("Rename", systemImage: "pencil") }))
        // Without an action the button is drawn and does nothing.
        #expect(try LayoutHarness.layout(RenameButton(), width: 300).tap(targetAt: 0))
    }

    @Test func fileDialogsAndDragAndDropChangeNothingDrawn() throws {
        let plain = try dump(Text("Upload a letter"))
        let presented = Binding.constant(true)
        let dressed = Text("Upload a letter")
            .fileImporter(isPresented: presented, allowedContentTypes: [.pdf, .image]) { _ in }
            .fileImporter(isPresented: presented, allowedContentTypes: [.pdf], allowsMultipleSelection: true) { _ in }
            .fileExporter(isPresented: presented, item: "Results", contentTypes: [.plainText], defaultFilename: "results") { _ in }
            .fileExporter(isPresented: presented, items: [URL(string: "https://www.nhs.uk")!]) { _ in }
            .draggable(Result(title: "A")) { Text("Dragging") }
            .dropDestination(for: String.self) { items, _ in !items.isEmpty }
        #expect(try dump(dressed) == plain)
    }
}
