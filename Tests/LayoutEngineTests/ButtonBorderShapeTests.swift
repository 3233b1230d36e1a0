import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `buttonBorderShape(_:)` shapes the bordered styles' panels; `EditButton` reads and turns the
/// environment's edit mode.
@Suite struct ButtonBorderShapeTests {
    static func panelRadii<V: View>(_ view: V) throws -> [CornerRadii] {
        DisplayList.flatten(try LayoutHarness.layout(view, width: 300).displayList.items).compactMap { entry -> CornerRadii? in
            if case .fill(let rect, _) = entry.item { return rect.radii }
            return nil
        }
    }

    @Test func theShapesOfTheBorderedPanels() throws {
        let button = Button("Book") {}.buttonStyle(.borderedProminent)
        let automatic = try #require(try Self.panelRadii(button).first)
        #expect(automatic == CornerRadii(all: ButtonMetrics.cornerRadius))
        #expect(try Self.panelRadii(button.buttonBorderShape(.roundedRectangle)).first == automatic)
        #expect(try Self.panelRadii(button.buttonBorderShape(.roundedRectangle(radius: 3))).first == CornerRadii(all: 3))
        let capsule = try #require(try LayoutHarness.layout(button.buttonBorderShape(.capsule), width: 300).displayList.items.first)
        guard case .fill(let rect, _) = capsule else { Issue.record("no panel"); return }
        #expect(rect.radii == CornerRadii(all: rect.rect.height / 2))
        let bordered = try Self.panelRadii(Button("Book") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(bordered.count == 1)
    }

    @Test func anEditButtonSaysEditOrDoneAndTurnsEditing() throws {
        nonisolated(unsafe) var mode = EditMode.inactive
        let binding = Binding(get: { mode }, set: { mode = $0 })
        let idle = try LayoutHarness.layout(EditButton().environment(\.editMode, binding), width: 300)
        #expect(idle.displayList.textItems.map(\.spec.string) == ["Edit"])
        #expect(idle.tap(targetAt: 0))
        #expect(mode == .active)
        let editing = try LayoutHarness.layout(EditButton().environment(\.editMode, binding), width: 300)
        #expect(editing.displayList.textItems.map(\.spec.string) == ["Done"])
        #expect(try LayoutHarness.layout(EditButton(), width: 300).displayList.textItems.map(\.spec.string) == ["Edit"])
    }
}
