import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `.pickerStyle(.navigationLink)`: in a list, the row that pushes the options (label, chosen
/// option in the secondary colour, chevron); `.palette` drawn as segments.
@Suite struct PickerNavigationStyleTests {
    static func picker() -> some View {
        Picker("Repeat", selection: .constant(2)) {
            Text("Daily").tag(1)
            Text("Weekly").tag(2)
        }
    }

    @Test func inAListItIsARowWithTheChosenOptionAndAChevron() throws {
        let list = try LayoutHarness.layout(List { Self.picker().pickerStyle(.navigationLink) }, width: 390).displayList
        let texts = DisabledTests.texts(list)
        #expect(texts.map(\.spec.string) == ["Repeat", "Weekly"])
        #expect(texts.last?.color == DisabledTests.rgba(.secondary))
        // The chevron comes after the chosen option, at the trailing end.
        let chevron = try #require(DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .path(let path) = entry.item { return path.bounds }
            return nil
        }.last)
        let chosen = try #require(texts.last)
        #expect(chevron.minX > chosen.frame.maxX)
        let element = try #require(list.accessibilityElements.first)
        #expect(list.accessibilityElements.count == 1 && element.label == "Repeat, Weekly", "\(element)")
        #expect(element.traits.contains(.isButton))
    }

    @Test func outsideAListItIsAButtonOfItsLabel() throws {
        let list = try LayoutHarness.layout(Self.picker().pickerStyle(.navigationLink), width: 390).displayList
        #expect(DisabledTests.texts(list).map(\.spec.string) == ["Repeat"])
        #expect(list.tapTargets.count == 1)
    }

    @Test func thePaletteIsDrawnAsSegments() throws {
        let palette = try LayoutHarness.layout(Self.picker().pickerStyle(.palette), width: 390).displayList.dump()
        #expect(try palette == LayoutHarness.layout(Self.picker().pickerStyle(.segmented), width: 390).displayList.dump())
    }
}
