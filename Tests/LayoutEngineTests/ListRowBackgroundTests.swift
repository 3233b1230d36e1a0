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

    @Test func aViewFillsTheRowBehindItsContentInsideTheCorners() throws {
        let view = List {
            Text("First")
            Text("Chosen").listRowBackground(RoundedRectangle(cornerRadius: 6).fill(Self.tint).padding(4))
            Text("Last")
        }
        let list = try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300).displayList
        #expect(list.textItems.map(\.spec.string) == ["First", "Chosen", "Last"])
        let chosen = try #require(list.textItems.first { $0.spec.string == "Chosen" })
        // The view is clipped to the row (a middle row: square), inset 4 pt inside it, before the text.
        let clip = try #require(list.items.compactMap { item -> (RoundedRect, [DisplayItem])? in
            if case .clipped(let shape, let items) = item { return (shape, items) }
            return nil
        }.first)
        #expect(clip.0.radii == .zero && clip.0.rect.minY < chosen.frame.minY && clip.0.rect.maxY > chosen.frame.maxY)
        #expect(clip.0.rect.minX == 0 && clip.0.rect.width == 300)
        let fill = try #require(try Self.tinted(view).first)
        #expect(fill.rect == clip.0.rect.insetBy(dx: 4, dy: 4) && fill.radii == CornerRadii(all: 6))
        let order = list.items.map { item -> String in
            if case .clipped = item { return "background" }
            if case .text(let text) = item { return text.spec.string }
            return "-"
        }.filter { $0 != "-" }
        #expect(order == ["First", "background", "Chosen", "Last"])
    }

    @Test func aViewBehindARowIsNeitherReadNorTapped() throws {
        let view = List {
            Text("Row").listRowBackground(Button("Behind") {})
        }
        let list = try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Row"])
        #expect(list.tapTargets.isEmpty)
        #expect(list.textItems.map(\.spec.string).contains("Behind"))
    }

    /// A row whose background is given as a view of any type (a colour, here).
    static func row<V: View>(background: V) -> some View {
        Text("Row").listRowBackground(background)
    }

    @Test func aColourGivenAsAViewIsTheColoursFill() throws {
        let asView = try Self.tinted(List { Self.row(background: Self.tint) })
        let asColour = try Self.tinted(List { Text("Row").listRowBackground(Self.tint) })
        #expect(asView == asColour && asView.count == 1)
    }
}

/// A list row as tall as its content is placed as it was measured: no text in it comes out a
/// line short.
@Suite struct ListRowPlacementTests {
    @Test func aRowsStackIsPlacedWithTheSizesThatMadeTheRowsHeight() throws {
        let sender = ViewThatFits(in: .horizontal) {
            HStack { Text("St Thomas' Hospital").layoutPriority(1); Spacer(minLength: 8); Text("Yesterday") }
            VStack(alignment: .leading, spacing: 2) { Text("St Thomas' Hospital"); Text("Yesterday") }
        }
        let row = VStack(alignment: .leading, spacing: 4) { sender; Text("Appointment letter: dermatology") }
        let list = try LayoutHarness.layout(List { row }.font(.system(size: 30)), width: 250).displayList
        #expect(list.textItems.allSatisfy { !$0.measurement.isTruncated }, "\(list.dump())")
        let name = try #require(list.textItems.first { $0.spec.string == "St Thomas' Hospital" })
        #expect(name.measurement.lineCount == 2)
    }
}
