import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The bottom toolbar: `.bottomBar` items from the leading end across the whole bar, a `Spacer`
/// among them taking the room left (a toolbar's flexible space); `.status` items in the centre.
@Suite struct BottomToolbarTests {
    static let width: CGFloat = 390
    static let margin = NavigationBarMetrics.compactMargin

    /// The frame of the text `string` in a navigation stack with `toolbar`.
    static func frame<T: ToolbarContent>(of string: String, @ToolbarContentBuilder _ toolbar: () -> T) throws -> CGRect {
        let screen = try LayoutHarness.layout(NavigationStack { Text("Body").toolbar(content: toolbar) }, width: width)
        let text = try #require(DisabledTests.texts(screen.displayList).first { $0.spec.string == string }, "no \(string)")
        return text.frame
    }

    @Test func aSpacerBeforeAnItemPutsItAtTheTrailingEnd() throws {
        let frame = try Self.frame(of: "Share") {
            ToolbarItemGroup(placement: .bottomBar) {
                Spacer()
                Button("Share") {}
            }
        }
        // The item's 44 pt target ends at the margin; the text is centred in it when narrower.
        #expect(abs(max(frame.maxX, frame.midX + 22) - (Self.width - Self.margin)) < 0.5, "\(frame)")
    }

    @Test func anItemAloneStartsAtTheLeadingEnd() throws {
        let frame = try Self.frame(of: "Edit") { ToolbarItem(placement: .bottomBar) { Button("Edit") {} } }
        #expect(abs(min(frame.minX, frame.midX - 22) - Self.margin) < 0.5, "\(frame)")
    }

    @Test func spacersEitherSideCentreAnItemAndBetweenItemsSpreadThem() throws {
        let centred = try Self.frame(of: "3 reminders") {
            ToolbarItemGroup(placement: .bottomBar) {
                Spacer()
                Text("3 reminders")
                Spacer()
            }
        }
        #expect(abs(centred.midX - Self.width / 2) < 0.5, "\(centred)")
        let spread = { (name: String) in
            try Self.frame(of: name) {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Back") {}
                    Spacer()
                    Button("Next") {}
                }
            }
        }
        #expect(try spread("Back").midX < Self.width / 4)
        #expect(try spread("Next").midX > Self.width * 3 / 4)
    }

    @Test func statusIsCentred() throws {
        let frame = try Self.frame(of: "Updated just now") {
            ToolbarItem(placement: .status) { Text("Updated just now") }
        }
        #expect(abs(frame.midX - Self.width / 2) < 0.5, "\(frame)")
    }
}
