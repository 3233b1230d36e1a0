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

/// `searchable(text:tokens:...)`: tokens drawn as tint chips before the text, the prompt hidden
/// by a token, and a field without tokens drawn as `searchable(text:prompt:)` draws it.
@Suite struct SearchTokenTests {
    struct Filter: Identifiable, Hashable {
        let name: String
        var id: String { name }
    }

    private func list(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(SearchableTests.font), width: 300).displayList
    }

    private func strings(_ list: DisplayList) -> [String] {
        DisplayList.flatten(list.items).compactMap { entry in
            guard case .text(let item) = entry.item,
                  !item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) else { return nil }
            return item.spec.string
        }
    }

    private func screen(_ filters: [Filter], text: String = "") -> some View {
        NavigationStack {
            Text("Results")
                .navigationTitle("Services")
                .searchable(text: .constant(text), tokens: .constant(filters), prompt: "Search") { Text($0.name) }
        }
    }

    @Test func tokensAreChipsInTheTintBeforeTheText() throws {
        let page = try list(screen([Filter(name: "GP"), Filter(name: "Pharmacy")], text: "open"))
        #expect(strings(page) == ["Services", "GP", "Pharmacy", "open", "Results"])
        let items = DisplayList.flatten(page.items).map(\.item)
        let tint = DisabledTests.rgba(.accentColor)
        let chipFill = DisabledTests.rgba(.accentColor.opacity(SearchTokenMetrics.fillOpacity))
        let chips = items.compactMap { item -> RoundedRect? in
            if case .fill(let shape, let colour) = item, colour == chipFill { return shape }
            return nil
        }
        #expect(chips.count == 2)
        let texts = DisabledTests.texts(page)
        let gp = try #require(texts.first { $0.spec.string == "GP" })
        let typed = try #require(texts.first { $0.spec.string == "open" })
        #expect(gp.color == tint)
        #expect(chips[0].rect.contains(CGPoint(x: gp.frame.midX, y: gp.frame.midY)))
        #expect(chips[0].rect.maxX < chips[1].rect.minX && chips[1].rect.maxX < typed.frame.minX)
        #expect(chips[0].radii == CornerRadii(all: SearchTokenMetrics.cornerRadius))
    }

    @Test func tokensTooWideForTheFieldShowTheEndAsIOSScrollsIt() throws {
        let filters = [Filter(name: "General practice"), Filter(name: "Community pharmacy")]
        let page = try LayoutHarness.layout(screen(filters, text: "open").font(SearchableTests.font), width: 150).displayList
        let texts = DisabledTests.texts(page)
        let typed = try #require(texts.first { $0.spec.string == "open" })
        let first = try #require(texts.first { $0.spec.string == "General practice" })
        #expect(typed.measurement.lines.count == 1 && !typed.measurement.isTruncated) // whole, on one line
        #expect(typed.frame.maxX <= 150 - NavigationBarMetrics.compactMargin) // the end, inside the field
        #expect(first.frame.minX < NavigationBarMetrics.compactMargin) // the start, scrolled out
        let firstClips = DisplayList.flatten(page.items).first { entry in
            if case .text(let item) = entry.item { return item.spec.string == "General practice" } else { return false }
        }?.clips
        let clip = try #require(firstClips?.last) // cut off at the field's edge
        #expect(clip.rect.minX >= NavigationBarMetrics.compactMargin && clip.rect.maxX <= 150 - NavigationBarMetrics.compactMargin)
    }

    @Test func aTokenHidesThePromptAndNoTokensDrawAsAPlainField() throws {
        #expect(strings(try list(screen([Filter(name: "GP")]))) == ["Services", "GP", "Results"])
        let plain = try list(NavigationStack {
            Text("Results").navigationTitle("Services").searchable(text: .constant(""), prompt: "Search")
        })
        #expect(try list(screen([])).dump() == plain.dump())
        let editable = try list(NavigationStack {
            Text("Results").navigationTitle("Services")
                .searchable(text: .constant(""), editableTokens: .constant([Filter(name: "GP")]), prompt: "Search") { $token in
                    Text(token.name)
                }
        })
        #expect(try editable.dump() == list(screen([Filter(name: "GP")])).dump())
    }
}
