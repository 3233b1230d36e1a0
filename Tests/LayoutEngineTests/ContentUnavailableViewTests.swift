import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 17's empty state: icon over bold title, a grey description, actions, centred in all the
/// space offered (with the fixed-advance fake: 0.5 × the size a character, 1.25 × the size a line).
@Suite struct ContentUnavailableViewTests {
    static func layout<V: View>(_ view: V, height: CGFloat = 400) throws -> DisplayList {
        try LayoutHarness.layout(view.frame(height: height), width: 300).displayList
    }

    static func texts(_ list: DisplayList) -> [TextItem] {
        DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
            if case .text(let text) = entry.item { return text }
            return nil
        }
    }

    @Test func itReadsTitleDescriptionAndActionsCentredInTheSpaceOffered() throws {
        let list = try Self.layout(ContentUnavailableView {
            Label("No messages", systemImage: "tray")
        } description: {
            Text("Messages will appear here.")
        } actions: {
            Button("Check again") {}
        })
        // The icon is not read; the title, the description and the button are, in that order.
        #expect(list.accessibilityElements.map(\.label) == ["No messages", "Messages will appear here.", "Check again"])
        #expect(list.tapTargets.map(\.label) == ["Check again"])
        // Everything is centred across the 300 pt and the whole in the 400 pt.
        for element in list.accessibilityElements {
            #expect(abs(element.frame.midX - 150) < 0.01, "\(element.label) at \(element.frame)")
        }
        // The icon (the first thing drawn) to the button: as far from the top as from the bottom.
        let texts = Self.texts(list)
        let top = try #require(texts.first?.frame.minY)
        let bottom = try #require(list.tapTargets.last?.frame.maxY)
        #expect(abs((top + bottom) / 2 - 200) < 0.01, "from \(top) to \(bottom)")
        // The title is bold title 2; the description secondary grey.
        #expect(texts.first { $0.spec.string == "No messages" }?.spec.font.weight == .bold)
        let grey = Color.secondary.resolve(in: .light)
        #expect(texts.first { $0.spec.string.hasPrefix("Messages") }?.color.alpha == grey.opacity)
    }

    @Test func theIconSitsAboveTheTitleAndScalesWithTheLargeTitle() throws {
        let list = try Self.layout(ContentUnavailableView("No prescriptions", systemImage: "pills"))
        let title = try #require(list.accessibilityElements.first)
        #expect(list.accessibilityElements.count == 1 && title.label == "No prescriptions")
        // The symbol is drawn first, as a glyph, in secondary grey at 48 pt scaled as the large title.
        let icon = try #require(Self.texts(list).first)
        #expect(icon.spec.string != "No prescriptions" && icon.frame.maxY <= title.frame.minY)
        #expect(icon.frame.height > title.frame.height)
    }

    @Test func aSearchThatFoundNothingNamesTheText() throws {
        let named = try Self.layout(ContentUnavailableView.search(text: "flu jab"))
        #expect(named.accessibilityElements.map(\.label) == ["No Results for “flu jab”", "Check the spelling or try a new search."])
        let plain = try Self.layout(ContentUnavailableView.search)
        #expect(plain.accessibilityElements.first?.label == "No Results")
    }
}
