import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// symbolVariant draws the symbol's variant when the kit has it, and the plain symbol when not;
/// tab bars fill their symbols; a template asset takes the foreground colour; the legacy
/// sizeCategory stands for dynamicTypeSize.
@Suite struct SymbolVariantTests {
    /// What is drawn (not what VoiceOver reads: an image reads the name it was given).
    private func dump(_ view: some View) throws -> String {
        try LayoutHarness.layout(view, width: 200).displayList.dump()
            .split(separator: "\n").filter { !$0.hasPrefix("a11y") }.joined(separator: "\n")
    }

    @Test func namesAreTriedMostSpecificFirstInSFSymbolsOrder() {
        #expect(SymbolVariants.circle.fill.names(for: "person")
                == ["person.circle.fill", "person.circle", "person.fill", "person"])
        #expect(SymbolVariants.slash.fill.names(for: "bell") == ["bell.slash.fill", "bell.slash", "bell.fill", "bell"])
        #expect(SymbolVariants.fill.names(for: "bell.fill") == ["bell.fill"])
        #expect(SymbolVariants.none.names(for: "bell") == ["bell"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func aVariantDrawsTheNamedSymbolItHas() throws {
        #expect(try dump(Image(systemName: "bell").symbolVariant(.fill)) == dump(Image(systemName: "bell.fill")))
        #expect(try dump(Image(systemName: "person").symbolVariant(.circle.fill)) == dump(Image(systemName: "person.circle.fill")))
        #expect(try dump(Image(systemName: "bell").symbolVariant(.slash)) == dump(Image(systemName: "bell.slash")))
        // Variants set outside and inside add up.
        #expect(try dump(VStack { Image(systemName: "person").symbolVariant(.fill) }.symbolVariant(.circle))
                == dump(VStack { Image(systemName: "person.circle.fill") }))
        // The drawn cards' hand-made symbols take part too.
        #expect(try dump(Image(systemName: "person").symbolVariant(.fill)) == dump(Image(systemName: "person.fill")))
    }

    @Test func aVariantTheSymbolLacksIsLeftOut() throws {
        #expect(try dump(Image(systemName: "chevron.right").symbolVariant(.fill)) == dump(Image(systemName: "chevron.right")))
        #expect(try dump(Image(systemName: "bell").symbolVariant(.square)) == dump(Image(systemName: "bell")))
    }

    @Test func tabBarsFillTheirSymbols() throws {
        func glyphs(_ view: some View) throws -> [String] {
            DisplayList.flatten(try LayoutHarness.layout(view, width: 200).displayList.items).compactMap { entry in
                if case .text(let item) = entry.item,
                   item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) { return item.spec.string }
                return nil
            }
        }
        let tabs = try glyphs(TabView { Text("Home").tabItem { Label("Home", systemImage: "bell") } })
        #expect(tabs == (try glyphs(Image(systemName: "bell.fill"))))
        #expect(tabs != (try glyphs(Image(systemName: "bell"))))
    }

    @Test func aTemplateAssetIsTintedWithTheForegroundColour() throws {
        func images(_ view: some View) throws -> [ImageItem] {
            try LayoutHarness.layout(view, width: 400).displayList.imageItems
        }
        #expect(try images(Image("wide").renderingMode(.template).foregroundColor(Color(hex: 0xff0000))).map(\.tint)
                == [RGBAColor(hex: 0xff0000)])
        #expect(try images(Image("wide").foregroundColor(.red)).map(\.tint) == [nil])
        #expect(try images(Image("wide").renderingMode(.original)).map(\.tint) == [nil])
        #expect(try images(Image("wide").renderingMode(.template).renderingMode(nil)).map(\.tint) == [nil])
        // Symbols are drawn in the foreground colour either way.
        #expect(try dump(Image(systemName: "bell").renderingMode(.original)) == dump(Image(systemName: "bell")))
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeUnderItsOldName() throws {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility5)
        #expect(environment.sizeCategory.isAccessibilityCategory)
        #expect(ContentSizeCategory.allCases.map { ContentSizeCategory(DynamicTypeSize($0)) } == ContentSizeCategory.allCases)
        #expect(DynamicTypeSize(.extraSmall) == .xSmall && DynamicTypeSize(.accessibilityMedium) == .accessibility1)
        let text = Text("Appointments").font(.body)
        #expect(try dump(text.environment(\.sizeCategory, .extraExtraExtraLarge)) == dump(text.dynamicTypeSize(.xxxLarge)))
    }
}
