import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Rotors written as iOS code writes them compile and change nothing drawn or read: a rotor is a
/// way for VoiceOver to move between elements, and a snapshot's transcript reads them in order.
@Suite struct AccessibilityRotorTests {
    struct Warning: Identifiable {
        let id: Int
        let title: String
    }

    struct Warnings: View {
        let warnings: [Warning]
        let withRotors: Bool
        @Namespace private var namespace

        var body: some View {
            let list = VStack(alignment: .leading) {
                ForEach(warnings) { warning in
                    Text(warning.title).accessibilityRotorEntry(id: warning.id, in: namespace)
                }
            }
            if withRotors {
                list
                    .accessibilityRotor("Warnings") {
                        ForEach(warnings) { warning in
                            AccessibilityRotorEntry(warning.title, id: warning.id, in: namespace)
                        }
                        if warnings.count > 1 {
                            AccessibilityRotorEntry(Text("Last"), id: warnings.count, in: namespace)
                        }
                    }
                    .accessibilityRotor(.headings) { AccessibilityRotorEntry("First", id: 1, in: namespace) }
                    .accessibilityRotor("Marked") {
                        ForEach(warnings) { warning in
                            if warning.id == 1 {
                                AccessibilityRotorEntry("First: \(warning.title)", id: warning.id, in: namespace)
                            } else {
                                AccessibilityRotorEntry(warning.title, id: warning.id, in: namespace)
                            }
                        }
                    }
                    .accessibilityRotor("All", entries: warnings, entryLabel: \.title)
            } else {
                list
            }
        }
    }

    @Test func rotorsChangeNothingDrawnOrRead() throws {
        let warnings = [Warning(id: 1, title: "Allergy"), Warning(id: 2, title: "Interaction")]
        let with = try TapGestureTests.layout(Warnings(warnings: warnings, withRotors: true))
        let without = try TapGestureTests.layout(Warnings(warnings: warnings, withRotors: false))
        #expect(with.displayList.items == without.displayList.items)
        #expect(with.displayList.accessibilityElements == without.displayList.accessibilityElements)
        #expect(with.displayList.accessibilityElements.map(\.label) == ["Allergy", "Interaction"])
    }
}
