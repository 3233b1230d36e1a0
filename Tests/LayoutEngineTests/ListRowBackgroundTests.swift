import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `listRowBackground(_:)`: the row's whole frame filled behind its content, inside the rounded
/// corners of an inset-grouped section (the first row's top corners, the last row's bottom ones).
@Suite struct ListRowBackgroundTests {
    static let tint = Color(red: 1, green: 0.9, blue: 0.4)

    /// The tinted fills, top to bottom.
    static func tinted(_ view: some View) throws -> [RoundedRect] {
        let list = try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            if case .fill(let shape, let colour) = entry.item, colour == DisabledTests.rgba(tint) { return shape }
            return nil
        }
    }

    static func rows(first: Bool, middle: Bool, last: Bool) -> some View {
        List {
            Text("First").listRowBackground(first ? tint : nil)
            Text("Middle").listRowBackground(middle ? tint : nil)
            Text("Last").listRowBackground(last ? tint : nil)
        }
    }

    @Test func theFirstAndLastRowsTakeTheSectionsCorners() throws {
        let first = try #require(try Self.tinted(Self.rows(first: true, middle: false, last: false)).first)
        #expect(first.radii == CornerRadii(topLeading: 10, topTrailing: 10, bottomLeading: 0, bottomTrailing: 0))
        let last = try #require(try Self.tinted(Self.rows(first: false, middle: false, last: true)).first)
        #expect(last.radii == CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 10, bottomTrailing: 10))
        let middle = try #require(try Self.tinted(Self.rows(first: false, middle: true, last: false)).first)
        #expect(middle.radii == .zero)
        // Each fill is its row's whole frame: the three stack without gaps.
        let all = try Self.tinted(Self.rows(first: true, middle: true, last: true))
        #expect(all.count == 3 && all[0].rect.maxY == all[1].rect.minY && all[1].rect.maxY == all[2].rect.minY)
        #expect(all.allSatisfy { $0.rect.height >= 44 })
    }

    @Test func aRowOnAPanelOfItsOwnTakesAllFourAndPlainListsNone() throws {
        let spaced = try Self.tinted(Self.rows(first: false, middle: true, last: false).listRowSpacing(8))
        #expect(spaced.map(\.radii) == [CornerRadii(all: 10)])
        let plain = try Self.tinted(Self.rows(first: true, middle: false, last: true).listStyle(.plain))
        #expect(plain.map(\.radii) == [.zero, .zero])
    }
}
