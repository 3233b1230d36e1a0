import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `toggleStyle(_:)`: the switch, the button style, and styles of your own.
@Suite struct ToggleStyleTests {
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    struct LabelledSwitchStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                Toggle(configuration)
                Text(configuration.isOn ? "You will get reminders" : "No reminders")
            }
        }
    }

    static func layout<V: View>(_ view: V) throws -> LaidOutScreen {
        try LayoutHarness.layout(view, width: 300)
    }

    @Test func aStyleOfYourOwnDrawsTheToggleAndTurnsIt() throws {
        nonisolated(unsafe) var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let off = try Self.layout(Toggle("Reminders", isOn: binding).toggleStyle(CheckboxStyle()))
        #expect(off.displayList.textItems.map(\.spec.string).contains("Reminders"))
        #expect(off.displayList.accessibilityElements.map(\.label).contains("Reminders"))
        #expect(off.tap(targetAt: 0))
        #expect(isOn)
        let on = try Self.layout(Toggle("Reminders", isOn: binding).toggleStyle(CheckboxStyle()))
        #expect(on.displayList.items != off.displayList.items)
    }

    @Test func insideAStyleToggleOfTheConfigurationIsTheSwitch() throws {
        let styled = try Self.layout(Toggle("Reminders", isOn: .constant(true)).toggleStyle(LabelledSwitchStyle())).displayList
        let plain = try Self.layout(VStack(alignment: .leading) {
            Toggle("Reminders", isOn: .constant(true))
            Text("You will get reminders")
        }).displayList
        #expect(styled.items == plain.items)
    }

    @Test func theButtonStyleIsABorderedButtonFilledWhileOn() throws {
        let on = try Self.layout(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)).displayList
        let off = try Self.layout(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)).displayList
        #expect(on.items == (try Self.layout(Button("Bold") {}.buttonStyle(.borderedProminent))).displayList.items)
        #expect(off.items == (try Self.layout(Button("Bold") {}.buttonStyle(.bordered))).displayList.items)
        #expect(on.accessibilityElements.first?.spokenDescription.contains("On") == true)
        #expect(try Self.layout(Toggle("Bold", isOn: .constant(true)).toggleStyle(.switch)).displayList.items
                == (try Self.layout(Toggle("Bold", isOn: .constant(true)))).displayList.items)
    }
}
