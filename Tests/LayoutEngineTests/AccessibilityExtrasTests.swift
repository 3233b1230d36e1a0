import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `accessibilityActions`, `accessibilityRepresentation`, and the accessibility modifiers that are
/// accepted because they change nothing a transcript reads.
@Suite struct AccessibilityExtrasTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    /// A value and a hint given as `Text` read as the same strings given as strings.
    @Test func aValueAndAHintGivenAsTextReadAsStrings() throws {
        let texts = try Self.list(Text("Volume").accessibilityValue(Text("Loud")).accessibilityHint(Text("Adjusts the sound")))
        let strings = try Self.list(Text("Volume").accessibilityValue("Loud").accessibilityHint("Adjusts the sound"))
        #expect(texts.accessibilityElements == strings.accessibilityElements)
        #expect(texts.accessibilityElements.first?.label == "Volume, Loud" && texts.accessibilityElements.first?.hint == "Adjusts the sound")
    }

    @Test func theButtonsOfAccessibilityActionsAreListedByTheirLabels() throws {
        let list = try Self.list(Text("Repeat prescription")
            .accessibilityActions {
                Button("Archive") {}
                Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                Text("Not an action")
            }
            .accessibilityAction(named: "Share") {})
        let element = try #require(list.accessibilityElements.first)
        #expect(list.accessibilityElements.count == 1)
        #expect(element.actions == ["Archive", "Delete", "Share"])
        #expect(element.spokenDescription.hasSuffix("Actions: Archive, Delete, Share."))
    }

    /// A switch of your own, drawn as a capsule, read as a toggle.
    struct CustomSwitch: View {
        @Binding var isOn: Bool
        var body: some View {
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 60, height: 32)
                .onTapGesture { isOn.toggle() }
                .accessibilityRepresentation {
                    Toggle("Reminders", isOn: $isOn)
                }
        }
    }

    @Test func aRepresentationIsReadInsteadAndTheViewIsDrawnAndTapped() throws {
        nonisolated(unsafe) var isOn = true
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let represented = try LayoutHarness.layout(CustomSwitch(isOn: binding), width: 300)
        let plain = try Self.list(Capsule().fill(Color.green).frame(width: 60, height: 32).onTapGesture {})
        let list = represented.displayList
        #expect(list.items == plain.items)
        #expect(list.accessibilityElements.count == 1)
        let element = try #require(list.accessibilityElements.first)
        #expect(element.label.contains("Reminders"))
        #expect(element.spokenDescription.contains("On"))
        #expect(list.tapTargets.count == 1)
        #expect(list.tapTargets.first?.frame == plain.tapTargets.first?.frame)
        #expect(represented.tap(targetAt: 0))
        #expect(isOn == false)
    }

    @Test func acceptedModifiersChangeNothing() throws {
        struct Focus: View {
            @AccessibilityFocusState private var isFocused: Bool
            @Namespace private var namespace
            var body: some View {
                VStack {
                    Text("Dose").accessibilityFocused($isFocused)
                    Text("2 puffs")
                }
                .accessibilityRespondsToUserInteraction()
                .accessibilityIgnoresInvertColors()
                .accessibilityLinkedGroup(id: "dose", in: namespace)
                .accessibilityTextContentType(.narrative)
                .accessibilityCustomContent("Strength", Text("100 micrograms"))
                .accessibilityCustomContent("Form", "Inhaler", importance: AXCustomContent.Importance.high)
            }
        }
        let plain = try Self.list(VStack { Text("Dose"); Text("2 puffs") })
        let accepted = try Self.list(Focus())
        #expect(accepted.items == plain.items)
        #expect(accepted.accessibilityElements == plain.accessibilityElements)
    }
}

/// What a background or an overlay shows is read, as SwiftUI reads any view: a background's
/// elements before the view's, an overlay's after; shapes and colours read nothing.
@Suite struct DecorationAccessibilityTests {
    @Test func overlaysAndBackgroundsAreRead() throws {
        let list = try LayoutHarness.layout(
            Text("Flu vaccine")
                .padding(8)
                .background { RoundedRectangle(cornerRadius: 8).fill(Color.gray) }
                .background(alignment: .topLeading) { Text("Seasonal") }
                .overlay(alignment: .topTrailing) { Text("New") },
            width: 300).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Seasonal", "Flu vaccine", "New"])
    }

    @Test func aHiddenViewsDecorationsAreNotRead() throws {
        let list = try LayoutHarness.layout(
            Text("Flu vaccine").overlay { Text("New") }.accessibilityHidden(true),
            width: 300).displayList
        #expect(list.accessibilityElements.isEmpty)
        let combined = try LayoutHarness.layout(
            Text("Flu vaccine").overlay(alignment: .trailing) { Text("New") }.accessibilityElement(children: .combine),
            width: 300).displayList
        #expect(combined.accessibilityElements.map(\.label) == ["Flu vaccine, New"])
    }
}
