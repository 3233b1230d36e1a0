import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `groupBoxStyle(_:)` with a style of your own: its `makeBody` draws the box; inside it
/// `GroupBox(configuration)` is the standard look; boxes in the content take the style again.
@Suite struct GroupBoxStyleTests {
    struct RuledGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label.font(.caption)
                Divider()
                configuration.content
            }
        }
    }

    struct TaggedGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                GroupBox(configuration)
                Text("tag")
            }
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    @Test func aStyleOfYourOwnDrawsTheBox() throws {
        let styled = try Self.list(GroupBox("Medicines") { Text("Two repeat prescriptions") }.groupBoxStyle(RuledGroupBoxStyle()))
        let written = try Self.list(VStack(alignment: .leading, spacing: 4) {
            Text("Medicines").font(.caption)
            Divider()
            Text("Two repeat prescriptions")
        })
        #expect(styled.items == written.items)
    }

    @Test func insideAStyleTheConfigurationsBoxIsTheStandardLook() throws {
        let styled = try Self.list(GroupBox("Medicines") { Text("Two") }.groupBoxStyle(TaggedGroupBoxStyle()))
        let written = try Self.list(HStack { GroupBox("Medicines") { Text("Two") }; Text("tag") })
        #expect(styled.items == written.items)
        #expect(try Self.list(GroupBox("Medicines") { Text("Two") }.groupBoxStyle(.automatic)).items
                    == Self.list(GroupBox("Medicines") { Text("Two") }).items)
    }

    @Test func boxesInTheContentTakeTheStyleToo() throws {
        let styled = try Self.list(GroupBox("Outer") { GroupBox("Inner") { Text("Two") } }.groupBoxStyle(RuledGroupBoxStyle()))
        let fills = DisplayList.flatten(styled.items).filter { if case .fill = $0.item { return true } else { return false } }
        #expect(fills.isEmpty)
        // Unstyled, each box draws its rounded background.
        let plain = try Self.list(GroupBox("Outer") { GroupBox("Inner") { Text("Two") } })
        #expect(DisplayList.flatten(plain.items).filter { if case .fill = $0.item { return true } else { return false } }.count == 2)
        #expect(styled.textItems.map(\.spec.string) == ["Outer", "Inner", "Two"])
        let rules = DisplayList.flatten(styled.items).filter { if case .rule = $0.item { return true } else { return false } }
        #expect(rules.count == 2)
    }
}
