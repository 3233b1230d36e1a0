import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `labelsHidden()`: a control draws without its label, as wide as it needs, and VoiceOver still
/// reads the label.
@Suite struct LabelsHiddenTests {
    static func layout<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    static func drawnStrings(_ list: DisplayList) -> [String] {
        DisplayList.flatten(list.items).compactMap { entry -> String? in
            if case .text(let text) = entry.item { return text.spec.string }
            return nil
        }
    }

    @Test func aToggleIsItsSwitchAloneAndStillReadsItsLabel() throws {
        let shown = try Self.layout(Toggle("Reminders", isOn: .constant(true)))
        let hidden = try Self.layout(Toggle("Reminders", isOn: .constant(true)).labelsHidden())
        #expect(Self.drawnStrings(shown) == ["Reminders"])
        #expect(Self.drawnStrings(hidden).isEmpty)
        #expect(hidden.accessibilityElements.map(\.label) == shown.accessibilityElements.map(\.label))
        // As wide as the switch, centred in the page, and still a tap target.
        let target = try #require(hidden.tapTargets.first)
        #expect(target.frame.width == ToggleMetrics.trackWidth)
        #expect(abs(target.frame.midX - 150) < 0.01)
    }

    @Test func aStepperDrawsItsButtonsAlone() throws {
        let shown = try Self.layout(Stepper("Doses", value: .constant(2), in: 0...5))
        let hidden = try Self.layout(Stepper("Doses", value: .constant(2), in: 0...5).labelsHidden())
        #expect(Self.drawnStrings(shown).contains("Doses"))
        #expect(!Self.drawnStrings(hidden).contains("Doses"))
        #expect(hidden.accessibilityElements.first?.label.contains("Doses") == true)
    }
}
