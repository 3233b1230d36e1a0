import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `menuStyle(_:)` with a style of your own: its `makeBody` draws around `Menu(configuration)`,
/// the closed menu; the built-in styles draw the closed menu.
@Suite struct MenuStyleTests {
    struct TaggedMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Menu(configuration)
                Text("more")
            }
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300).displayList
    }

    static func menu() -> some View {
        Menu("Sort") {
            Button("By date") {}
            Button("By name") {}
        }
    }

    @Test func aStyleOfYourOwnDrawsAroundTheClosedMenu() throws {
        let styled = try Self.list(Self.menu().menuStyle(TaggedMenuStyle()))
        let written = try Self.list(HStack { Self.menu(); Text("more") })
        #expect(styled.items == written.items)
        #expect(styled.tapTargets.map(\.label) == ["Sort"])
    }

    @Test func theBuiltInStylesDrawTheClosedMenu() throws {
        let plain = try Self.list(Self.menu())
        #expect(plain.textItems.map(\.spec.string) == ["Sort"])
        for styled in [try Self.list(Self.menu().menuStyle(.automatic)), try Self.list(Self.menu().menuStyle(.button)),
                       try Self.list(Self.menu().menuStyle(.borderlessButton))] {
            #expect(styled.items == plain.items)
        }
    }
}
