import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `searchable`: the search field under the navigation bar's title, one text field element and
/// one 44 pt target; nothing outside a navigation stack.
@Suite struct SearchableTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
    }

    private func texts(_ list: DisplayList) -> [(string: String, frame: CGRect)] {
        DisplayList.flatten(list.items).compactMap { entry in
            guard case .text(let item) = entry.item,
                  !item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) else { return nil }
            return (item.spec.string, item.frame)
        }
    }

    private func screen(text: String = "", prompt: String? = nil) -> some View {
        NavigationStack {
            Text("Results")
                .navigationTitle("Services")
                .searchable(text: .constant(text), prompt: prompt.map { Text($0) })
        }
    }

    @Test func theFieldIsUnderTheTitleAndAboveTheContent() throws {
        let page = try list(screen())
        let drawn = texts(page)
        #expect(drawn.map(\.string) == ["Services", "Search", "Results"])
        #expect(drawn[0].frame.maxY <= drawn[1].frame.minY && drawn[1].frame.maxY <= drawn[2].frame.minY)
        let fills = DisplayList.flatten(page.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, let colour) = entry.item, colour == RGBAColor(hex: 0x767680, alpha: 0.12) { return shape.rect }
            return nil
        }
        let field = try #require(fills.first)
        #expect(field.minX == NavigationBarMetrics.compactMargin && field.width == 300 - 2 * NavigationBarMetrics.compactMargin)
        #expect(field.height >= SearchFieldMetrics.height)
        #expect(field.contains(CGPoint(x: drawn[1].frame.midX, y: drawn[1].frame.midY)))
        #expect(page.tapTargets.map(\.label) == ["Search"])
        #expect(page.tapTargets.first?.frame.height == field.height + 2 * SearchFieldMetrics.verticalInset)
        #expect(page.accessibilityElements.map(\.spokenDescription) == ["Heading. Services.", "Text field. Search.", "Results."])
    }

    @Test func theTextShowsInsteadOfThePromptAndIsReadAsTheValue() throws {
        let page = try list(screen(text: "flu", prompt: "Search services"))
        #expect(texts(page).map(\.string) == ["Services", "flu", "Results"])
        #expect(page.accessibilityElements[1].spokenDescription == "Text field. Search services, flu.")
    }

    @Test func everyPromptFormAndPlacingOnTheStackDrawAlike() throws {
        let expected = try list(screen(prompt: "Find"))
        let key = try list(NavigationStack {
            Text("Results").navigationTitle("Services").searchable(text: .constant(""), prompt: "Find")
        })
        let string = try list(NavigationStack {
            Text("Results").navigationTitle("Services").searchable(text: .constant(""), prompt: String("Find"))
        })
        let outside = try list(NavigationStack { Text("Results").navigationTitle("Services") }
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Find")))
        for page in [key, string, outside] {
            #expect(page.dump() == expected.dump())
            #expect(page.accessibilityElements == expected.accessibilityElements)
        }
    }

    @Test func outsideANavigationStackNothingIsDrawn() throws {
        let plain = try list(Text("Results"))
        let searched = try list(Text("Results").searchable(text: .constant("")))
        #expect(searched.dump() == plain.dump())
        #expect(searched.tapTargets.isEmpty)
    }
}
