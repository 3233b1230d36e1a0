import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `disclosureGroupStyle(_:)` with a style of your own (iOS 16): its `makeBody` draws the group
/// from the label, the content and `isExpanded`, which it may toggle; `.automatic` is the standard look.
@Suite struct DisclosureGroupStyleTests {
    struct PlusMinusStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                Button { configuration.isExpanded.toggle() } label: {
                    HStack {
                        configuration.label
                        Text(configuration.isExpanded ? "−" : "+")
                    }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    final class Flag: @unchecked Sendable {
        var value: Bool
        init(_ value: Bool) { self.value = value }
        var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    static func screen<V: View>(_ view: V) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Font.custom("Fake", size: 10)), width: 300)
    }

    @Test func aStyleOfYourOwnDrawsTheGroupFromItsConfiguration() throws {
        let collapsed = try Self.screen(DisclosureGroup("Medicines") { Text("Two repeats") }.disclosureGroupStyle(PlusMinusStyle()))
        #expect(collapsed.displayList.textItems.map(\.spec.string) == ["Medicines", "+"])
        let open = Flag(true)
        let expanded = try Self.screen(DisclosureGroup("Medicines", isExpanded: open.binding) { Text("Two repeats") }
            .disclosureGroupStyle(PlusMinusStyle()))
        #expect(expanded.displayList.textItems.map(\.spec.string) == ["Medicines", "−", "Two repeats"])
    }

    @Test func theStylesButtonTogglesTheGroup() throws {
        let flag = Flag(false)
        let screen = try Self.screen(DisclosureGroup("Medicines", isExpanded: flag.binding) { Text("Two") }
            .disclosureGroupStyle(PlusMinusStyle()))
        #expect(screen.tap(targetAt: 0))
        #expect(flag.value)
    }

    @Test func automaticIsTheStandardLookAndGroupsInsideTakeTheStyle() throws {
        let automatic = try Self.screen(DisclosureGroup("Medicines") { Text("Two") }.disclosureGroupStyle(.automatic))
        let standard = try Self.screen(DisclosureGroup("Medicines") { Text("Two") })
        #expect(automatic.displayList.items == standard.displayList.items)
        let open = Flag(true)
        let nested = try Self.screen(DisclosureGroup("Outer", isExpanded: open.binding) {
            DisclosureGroup("Inner") { Text("Two") }
        }.disclosureGroupStyle(PlusMinusStyle()))
        #expect(nested.displayList.textItems.map(\.spec.string) == ["Outer", "−", "Inner", "+"])
    }
}
