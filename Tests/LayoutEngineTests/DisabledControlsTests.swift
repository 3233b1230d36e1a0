import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `disabled(true)` on the controls other than buttons: their labels and values in the disabled
/// grey, their own drawing faded (`DisabledMetrics`), colours set inside kept.
@Suite struct DisabledControlsTests {
    static let grey = DisabledTests.rgba(DisabledMetrics.labelColor)

    /// The opacities of the faded groups in `list`, outermost first.
    static func fadedGroups(_ items: [DisplayItem]) -> [Double] {
        items.flatMap { item -> [Double] in
            switch item {
            case .effect(.opacity(let value), let inner): return [value] + fadedGroups(inner)
            case .effect(_, let inner), .clipped(_, let inner): return fadedGroups(inner)
            default: return []
            }
        }
    }

    static func text(_ string: String, in list: DisplayList) throws -> TextItem {
        try #require(DisabledTests.texts(list).first { $0.spec.string == string }, "no text \(string)")
    }

    @Test func aDisabledToggleHasAGreyLabelAndAFadedSwitch() throws {
        for isOn in [true, false] {
            let enabled = try DisabledTests.layout(Toggle("Reminders", isOn: .constant(isOn))).displayList
            let disabled = try DisabledTests.layout(Toggle("Reminders", isOn: .constant(isOn)).disabled(true)).displayList
            #expect(try Self.text("Reminders", in: disabled).color == Self.grey)
            #expect(try Self.text("Reminders", in: enabled).color != Self.grey)
            #expect(Self.fadedGroups(disabled.items) == [DisabledMetrics.controlOpacity])
            #expect(Self.fadedGroups(enabled.items).isEmpty)
            #expect(disabled.accessibilityElements.map(\.frame) == enabled.accessibilityElements.map(\.frame))
        }
    }

    @Test func aColourSetOnTheLabelIsKept() throws {
        let list = try DisabledTests.layout(Toggle(isOn: .constant(true)) { Text("Alerts").foregroundColor(.red) }.disabled(true)).displayList
        #expect(try Self.text("Alerts", in: list).color == DisabledTests.rgba(.red))
    }

    @Test func aDisabledFieldShowsItsValueInGreyAndItsPlaceholderAsBefore() throws {
        let value = try DisabledTests.layout(TextField("Name", text: .constant("Alex")).disabled(true)).displayList
        #expect(try Self.text("Alex", in: value).color == Self.grey)
        let enabledValue = try DisabledTests.layout(TextField("Name", text: .constant("Alex"))).displayList
        #expect(try Self.text("Alex", in: enabledValue).color != Self.grey)
        let empty = try DisabledTests.layout(TextField("Name", text: .constant("")).disabled(true)).displayList
        #expect(try Self.text("Name", in: empty).color == DisabledTests.rgba(TextFieldMetrics.placeholderColor))
        let editor = try DisabledTests.layout(TextEditor(text: .constant("Notes")).frame(height: 80).disabled(true)).displayList
        #expect(try Self.text("Notes", in: editor).color == Self.grey)
    }

    @Test func aDisabledSliderIsFadedWithGreyValueLabels() throws {
        let slider = Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        let disabled = try DisabledTests.layout(slider.disabled(true)).displayList
        #expect(Self.fadedGroups(disabled.items) == [DisabledMetrics.controlOpacity])
        #expect(try Self.text("0", in: disabled).color == Self.grey)
        #expect(try Self.text("10", in: disabled).color == Self.grey)
        #expect(Self.fadedGroups(try DisabledTests.layout(slider).displayList.items).isEmpty)
    }

    @Test func aDisabledControlRowIsGreyButLabeledContentIsNot() throws {
        let date = Date(timeIntervalSince1970: 1_770_000_000)
        let picker = try DisabledTests.layout(DatePicker("Date", selection: .constant(date), displayedComponents: .date).disabled(true)).displayList
        let texts = DisabledTests.texts(picker)
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.color == Self.grey })
        let content = try DisabledTests.layout(LabeledContent("NHS number", value: "485 777 3456").disabled(true)).displayList
        #expect(try Self.text("NHS number", in: content).color != Self.grey)
        let stepper = try DisabledTests.layout(Stepper("Doses", value: .constant(2), in: 0...5).disabled(true)).displayList
        #expect(try Self.text("Doses", in: stepper).color == Self.grey)
    }

    @Test func aDisabledSegmentedPickerColourWellAndDisclosureAreFadedOrGrey() throws {
        let segmented = try DisabledTests.layout(Picker("View", selection: .constant(1)) {
            Text("List").tag(1)
            Text("Map").tag(2)
        }.pickerStyle(.segmented).disabled(true)).displayList
        #expect(Self.fadedGroups(segmented.items) == [DisabledMetrics.controlOpacity])
        let well = try DisabledTests.layout(ColorPicker("Colour", selection: .constant(.red)).disabled(true)).displayList
        #expect(Self.fadedGroups(well.items) == [DisabledMetrics.controlOpacity])
        #expect(try Self.text("Colour", in: well).color == Self.grey)
        let group = try DisabledTests.layout(DisclosureGroup("More") { Text("Inside") }.disabled(true)).displayList
        #expect(DisabledTests.texts(group).allSatisfy { $0.color == Self.grey })
    }
}
