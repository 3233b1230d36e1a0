import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `OutlineGroup` and `List(_:children:rowContent:)`: parents are collapsed disclosure groups,
/// leaves plain rows; only the top level shows.
@Suite struct OutlineGroupTests {
    struct Item: Identifiable {
        let id: String
        var children: [Item]? = nil
    }

    static let tree = [
        Item(id: "Appointments", children: [Item(id: "GP"), Item(id: "Hospital", children: [Item(id: "Outpatients")])]),
        Item(id: "Messages"),
    ]

    static func screen<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300).displayList
    }

    @Test func aListOfATreeShowsItsTopLevelWithParentsCollapsed() throws {
        let list = try Self.screen(List(Self.tree, children: \.children) { Text($0.id) })
        #expect(list.textItems.map(\.spec.string) == ["Appointments", "Messages"])
        #expect(list.accessibilityElements.contains { $0.spokenDescription.contains("Collapsed") })
        #expect(list.tapTargets.count == 1)
        // The same rows as disclosure groups written by hand.
        let written = try Self.screen(List {
            DisclosureGroup { Text("GP") } label: { Text("Appointments") }
            Text("Messages")
        })
        #expect(list.items == written.items)
    }

    @Test func anOutlineGroupOutsideAListStacksItsRows() throws {
        let outline = try Self.screen(VStack(alignment: .leading) {
            OutlineGroup(Self.tree, id: \.id, children: \.children) { Text($0.id) }
        })
        #expect(outline.textItems.map(\.spec.string) == ["Appointments", "Messages"])
        let root = try Self.screen(VStack { OutlineGroup(Self.tree[0], children: \.children) { Text($0.id) } })
        #expect(root.textItems.map(\.spec.string) == ["Appointments"])
    }
}
