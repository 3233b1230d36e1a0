import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A list's separators as rows ask for them: hidden at an edge (the one between two rows goes if
/// either row asks), tinted; and the list modifiers that change nothing here.
@Suite struct ListSeparatorTests {
    static let font = Font.custom("Fake", size: 10)

    private func rules(_ view: some View) throws -> [(y: CGFloat, colour: RGBAColor)] {
        let list = try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            if case .rule(let rect, let colour) = entry.item { return (rect.minY, colour) }
            return nil
        }
    }

    private func rows(_ modify: @escaping (Int, Text) -> AnyView) -> some View {
        List { ForEach(0..<4, id: \.self) { index in modify(index, Text("Row \(index)")) } }
    }

    @Test func threeSeparatorsBetweenFourRows() throws {
        #expect(try rules(rows { AnyView($1) }).count == 3)
    }

    @Test func aRowHidesTheSeparatorAtTheEdgesItNames() throws {
        let all = try rules(rows { index, text in AnyView(index == 1 ? AnyView(text.listRowSeparator(.hidden)) : AnyView(text)) })
        let bottom = try rules(rows { index, text in
            AnyView(index == 1 ? AnyView(text.listRowSeparator(.hidden, edges: .bottom)) : AnyView(text))
        })
        let top = try rules(rows { index, text in
            AnyView(index == 1 ? AnyView(text.listRowSeparator(.hidden, edges: .top)) : AnyView(text))
        })
        let plain = try rules(rows { AnyView($1) }).map(\.y)
        // Row 1's top separator is the first, its bottom one the second.
        #expect(all.map(\.y) == [plain[2]])
        #expect(bottom.map(\.y) == [plain[0], plain[2]])
        #expect(top.map(\.y) == [plain[1], plain[2]])
    }

    @Test func aRowTintsTheSeparatorsAtTheEdgesItNames() throws {
        let standard = try rules(rows { AnyView($1) })[0].colour
        let red = RGBAColor(hex: 0xff0000)
        let tinted = try rules(rows { index, text in
            AnyView(index == 1 ? AnyView(text.listRowSeparatorTint(Color(hex: 0xff0000))) : AnyView(text))
        })
        #expect(tinted.map(\.colour) == [red, red, standard])
        let below = try rules(rows { index, text in
            AnyView(index == 1 ? AnyView(text.listRowSeparatorTint(Color(hex: 0xff0000), edges: .bottom)) : AnyView(text))
        })
        #expect(below.map(\.colour) == [standard, red, standard])
        let cleared = try rules(rows { index, text in
            AnyView(index == 1 ? AnyView(text.listRowSeparatorTint(nil)) : AnyView(text))
        })
        #expect(cleared.map(\.colour) == [standard, standard, standard])
    }

    private func ruleRects(_ view: some View) throws -> [CGRect] {
        let list = try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            if case .rule(let rect, _) = entry.item { return rect }
            return nil
        }
    }

    /// iOS 16's separator guides: a row moves the ends of the separator below it by setting
    /// `listRowSeparatorLeading` / `listRowSeparatorTrailing`, from inside its content too.
    @Test func aRowMovesItsSeparatorsEndsWithTheSeparatorGuides() throws {
        let plain = try ruleRects(rows { AnyView($1) })
        let moved = try ruleRects(rows { index, text in
            switch index {
            case 0:
                // Set on the text inside a stack: 20 + 10 in from the content's leading edge.
                return AnyView(HStack(spacing: 10) {
                    Color.red.frame(width: 20, height: 10)
                    text.alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] }
                })
            case 1:
                // Out to the row's own leading edge, past the content's 16 pt inset.
                return AnyView(text.alignmentGuide(.listRowSeparatorLeading) { _ in -16 })
            case 2:
                // Ends where the text ends ("Row 2" is 25 pt wide in the fake font).
                return AnyView(text.alignmentGuide(.listRowSeparatorTrailing) { dimensions in dimensions[.trailing] })
            default:
                return AnyView(text)
            }
        })
        #expect(plain.count == 3 && moved.count == 3)
        #expect(moved[0].minX == plain[0].minX + 30 && moved[0].maxX == plain[0].maxX)
        #expect(moved[1].minX == plain[1].minX - 16 && moved[1].maxX == plain[1].maxX)
        #expect(moved[2].minX == plain[2].minX && moved[2].maxX == plain[2].minX + 25)
        #expect(moved.map(\.minY) == plain.map(\.minY))
    }

    @Test func sectionSeparatorsAndTheScrollBackgroundChangeNothing() throws {
        let plain = try LayoutHarness.layout(rows { AnyView($1) }.font(Self.font), width: 300).displayList
        let modified = try LayoutHarness.layout(
            rows { AnyView($1.listSectionSeparator(.hidden).listSectionSeparatorTint(.red, edges: .top)) }
                .scrollContentBackground(.hidden).font(Self.font), width: 300).displayList
        #expect(modified.dump() == plain.dump())
    }
}
