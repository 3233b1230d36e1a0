import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 17's `toolbarTitleDisplayMode(_:)` draws the title as `navigationBarTitleDisplayMode(_:)` does.
@Suite struct ToolbarTitleDisplayModeTests {
    static func dump<V: View>(_ view: V) throws -> String {
        try LayoutHarness.layout(NavigationStack { view }, width: 300).displayList.dump()
    }

    static var content: some View { Text("Your messages").navigationTitle("Messages") }

    @Test func eachModeDrawsAsTheOlderModifierDoes() throws {
        #expect(try Self.dump(Self.content.toolbarTitleDisplayMode(.inline))
                == Self.dump(Self.content.navigationBarTitleDisplayMode(.inline)))
        #expect(try Self.dump(Self.content.toolbarTitleDisplayMode(.large))
                == Self.dump(Self.content.navigationBarTitleDisplayMode(.large)))
        #expect(try Self.dump(Self.content.toolbarTitleDisplayMode(.automatic))
                == Self.dump(Self.content.navigationBarTitleDisplayMode(.automatic)))
        #expect(try Self.dump(Self.content.toolbarTitleDisplayMode(.inlineLarge))
                == Self.dump(Self.content.navigationBarTitleDisplayMode(.inline)))
        #expect(try Self.dump(Self.content.toolbarTitleDisplayMode(.inline))
                != Self.dump(Self.content.toolbarTitleDisplayMode(.large)))
    }
}
