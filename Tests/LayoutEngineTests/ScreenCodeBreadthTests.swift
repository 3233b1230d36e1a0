import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Views screen code reaches for that a still snapshot shows in one state: a menu closed, an
/// image from the network not loaded, the environment's locale as set.
@Suite struct ScreenCodeBreadthTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View, width: CGFloat = 200) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: width).displayList
    }

    @Test func aMenuIsDrawnClosedAsAButtonOfItsLabel() throws {
        let menu = try list(Menu("Sort") { Button("By date") {}; Button("By name") {} })
        let button = try list(Button(action: {}) { Text("Sort") })
        #expect(menu.dump() == button.dump())
        #expect(menu.accessibilityElements == button.accessibilityElements)
        #expect(menu.accessibilityElements.first?.traits.contains(.isButton) == true)
        #expect(menu.tapTargets.count == 1)
        let labelled = try list(Menu("Share", systemImage: "star") { Button("Copy") {} })
        #expect(try labelled.dump() == list(Button(action: {}) { Label("Share", systemImage: "star") }).dump())
    }

    @Test func anAsyncImageIsDrawnAsItIsBeforeItHasLoaded() throws {
        let url = URL(string: "https://www.nhs.uk/photo.jpg")
        let placeholder = try list(AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("Loading") })
        #expect(try placeholder.dump() == list(Text("Loading")).dump())
        let phases = try list(AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("Not yet")
            case .success(let image): image
            case .failure: Text("Failed")
            }
        })
        #expect(try phases.dump() == list(Text("Not yet")).dump())
        let plain = try list(AsyncImage(url: url).frame(width: 50, height: 40))
        #expect(try plain.dump() == list(Rectangle().fill(AsyncImage<Image>.defaultPlaceholder).frame(width: 50, height: 40)).dump())
        #expect(LayoutHarness.frames(plain) == ["fill 75,0 50x40"])
    }

    struct Medicine: Identifiable {
        let id: Int
        let name: String
    }

    @Test func aListMadeFromDataHasTheRowsOfForEachOverIt() throws {
        let medicines = [Medicine(id: 1, name: "Aspirin"), Medicine(id: 2, name: "Ibuprofen")]
        let fromData = try list(List(medicines) { Text($0.name) })
        #expect(try fromData.dump() == list(List { ForEach(medicines) { Text($0.name) } }).dump())
        #expect(fromData.accessibilityElements.map(\.label) == ["Aspirin", "Ibuprofen"])
        let byName = try list(List(["A", "B", "C"], id: \.self) { Text($0) })
        #expect(try byName.dump() == list(List { ForEach(["A", "B", "C"], id: \.self) { Text($0) } }).dump())
        let numbered = try list(List(0..<3) { Text("Row \($0)") })
        #expect(numbered.accessibilityElements.map(\.label) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func rowsAreRemovedAndMovedByOffsetAsSwiftUIDoes() {
        var names = ["A", "B", "C", "D"]
        names.move(fromOffsets: [0], toOffset: 3)
        #expect(names == ["B", "C", "A", "D"])
        names = ["A", "B", "C", "D"]
        names.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(names == ["B", "D", "A", "C"])
        names = ["A", "B", "C", "D"]
        names.move(fromOffsets: [0, 1], toOffset: 4)
        #expect(names == ["C", "D", "A", "B"])
        names = ["A", "B", "C", "D"]
        names.move(fromOffsets: [2], toOffset: 2)
        #expect(names == ["A", "B", "C", "D"])
        names.remove(atOffsets: [0, 2])
        #expect(names == ["B", "D"])
    }

    private struct LocaleName: View {
        @Environment(\.locale) private var locale
        @Environment(\.timeZone) private var timeZone
        @Environment(\.controlSize) private var controlSize
        var body: some View { Text("\(locale.identifier) \(timeZone.identifier) \(controlSize)") }
    }

    @Test func theLocaleTimeZoneAndControlSizeAreKeptForScreenCodeToRead() throws {
        #expect(try list(LocaleName()).accessibilityElements.map(\.label) == ["en_GB Europe/London regular"])
        let set = try list(LocaleName()
            .environment(\.locale, Locale(identifier: "cy_GB"))
            .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
            .controlSize(.small))
        #expect(set.accessibilityElements.map(\.label) == ["cy_GB America/New_York small"])
    }
}
