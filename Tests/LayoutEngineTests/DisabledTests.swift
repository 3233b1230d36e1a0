import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `disabled(_:)`: buttons drawn grey, no tap targets, VoiceOver's "Dimmed", and `isEnabled` in
/// the environment.
@Suite struct DisabledTests {
    static func layout<V: View>(_ view: V) throws -> LaidOutScreen {
        try LayoutHarness.layout(view, width: 300)
    }

    static func texts(_ list: DisplayList) -> [TextItem] {
        DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
            if case .text(let text) = entry.item { return text }
            return nil
        }
    }

    static func rgba(_ color: Color) -> RGBAColor {
        let value = color.resolve(in: .light)
        return RGBAColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
    }

    @Test func aDisabledButtonIsGreyDimmedAndNotATarget() throws {
        let enabled = try Self.layout(Button("Book") {})
        let disabled = try Self.layout(Button("Book") {}.disabled(true))
        #expect(enabled.displayList.tapTargets.count == 1)
        #expect(disabled.displayList.tapTargets.isEmpty && !disabled.tap(targetAt: 0))
        let element = try #require(disabled.displayList.accessibilityElements.first)
        #expect(element.traits.names == ["Dimmed", "Button"])
        #expect(Self.texts(disabled.displayList).first?.color == Self.rgba(DisabledMetrics.labelColor))
        #expect(Self.texts(enabled.displayList).first?.color != Self.rgba(DisabledMetrics.labelColor))
        // Laid out alike.
        #expect(element.frame == enabled.displayList.accessibilityElements.first?.frame)
    }

    @Test func disabledFalseChangesNothingAndDoesNotEnableWhatIsDisabledOutside() throws {
        let plain = try Self.layout(Button("Book") {})
        let notDisabled = try Self.layout(Button("Book") {}.disabled(false))
        #expect(notDisabled.displayList.dump() == plain.displayList.dump())
        let inner = try Self.layout(VStack { Button("Book") {}.disabled(false) }.disabled(true))
        #expect(inner.displayList.tapTargets.isEmpty)
        #expect(inner.displayList.accessibilityElements.first?.traits.contains(.isNotEnabled) == true)
    }

    @Test func aDisabledProminentButtonHasAGreyPanelAndLabel() throws {
        let list = try Self.layout(Button("Order") {}.buttonStyle(.borderedProminent).disabled(true)).displayList
        let fills = DisplayList.flatten(list.items).compactMap { entry -> RGBAColor? in
            if case .fill(_, let colour) = entry.item { return colour }
            return nil
        }
        #expect(fills == [Self.rgba(DisabledMetrics.panelColor.opacity(DisabledMetrics.panelOpacity))])
        #expect(Self.texts(list).first?.color == Self.rgba(DisabledMetrics.labelColor))
    }

    struct EnabledReader: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "on" : "off") }
    }

    @Test func theEnvironmentSaysWhetherAViewIsEnabled() throws {
        #expect(try Self.layout(EnabledReader()).displayList.accessibilityElements.first?.label == "on")
        #expect(try Self.layout(EnabledReader().disabled(true)).displayList.accessibilityElements.first?.label == "off")
    }

    @Test func aDisabledStepperAndPickerAreDrawnGrey() throws {
        let stepper = try Self.layout(Stepper("Doses", value: .constant(2), in: 0...5).disabled(true)).displayList
        let glyphs = Self.texts(stepper).filter { $0.spec.string != "Doses" }
        #expect(glyphs.count == 2)
        #expect(glyphs.allSatisfy { $0.color == Self.rgba(StepperMetrics.disabledColor) })
        let enabled = try Self.layout(Stepper("Doses", value: .constant(2), in: 0...5)).displayList
        #expect(Self.texts(enabled).filter { $0.spec.string != "Doses" }.allSatisfy { $0.color != Self.rgba(StepperMetrics.disabledColor) })
        let picker = try Self.layout(Picker("Surgery", selection: .constant(1)) {
            Text("Riverside").tag(1)
            Text("Hilltop").tag(2)
        }.disabled(true)).displayList
        let chosen = try #require(Self.texts(picker).first { $0.spec.string == "Riverside" })
        #expect(chosen.color == Self.rgba(DisabledMetrics.labelColor))
        #expect(picker.tapTargets.isEmpty)
    }
}
