import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// VoiceOver's actions and element kinds as screen code sets them: named actions listed after
/// their element, adjustable elements, an ignoring element over a button, keyboard shortcuts.
@Suite struct AccessibilityActionTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 200).displayList
    }

    @Test func namedActionsAreListedAfterTheirElementInTheOrderAdded() throws {
        let page = try list(Text("Message from GP")
            .accessibilityAction(named: "Archive") {}
            .accessibilityAction(named: Text("Delete")) {}
            .accessibilityAction(AccessibilityActionKind(named: Text("Reply"))) {})
        let element = try #require(page.accessibilityElements.first)
        #expect(page.accessibilityElements.count == 1)
        #expect(element.actions == ["Archive", "Delete", "Reply"])
        #expect(element.spokenDescription == "Message from GP. Actions: Archive, Delete, Reply.")
    }

    @Test func gestureActionsReadNothing() throws {
        let plain = try list(Text("Results"))
        let acted = try list(Text("Results").accessibilityAction {}.accessibilityAction(.escape) {}
            .accessibilityAction(.magicTap) {})
        #expect(acted.accessibilityElements == plain.accessibilityElements)
        #expect(acted.dump() == plain.dump())
    }

    @Test func aCombinedElementGathersTheActionsInside() throws {
        let page = try list(HStack {
            Text("Flu jab")
            Text("Booked").accessibilityAction(named: "Cancel") {}
        }.accessibilityElement(children: .combine).accessibilityAction(named: "Move") {})
        #expect(page.accessibilityElements.map(\.label) == ["Flu jab, Booked"])
        #expect(page.accessibilityElements.first?.actions == ["Cancel", "Move"])
    }

    @Test func anAdjustableActionMakesTheElementAdjustable() throws {
        let page = try list(Text("Page 2 of 5").accessibilityAdjustableAction { _ in })
        #expect(page.accessibilityElements.first?.traits.contains(.isAdjustable) == true)
        #expect(page.accessibilityElements.first?.spokenDescription == "Adjustable. Page 2 of 5.")
    }

    @Test func anIgnoringElementHidesTheButtonsElementsButKeepsTheirTaps() throws {
        let page = try list(VStack {
            Button("Previous") {}
            Text("2")
            Button("Next") {}
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page")
        .accessibilityValue("2 of 5")
        .accessibilityAdjustableAction { _ in })
        #expect(page.accessibilityElements.map(\.spokenDescription) == ["Adjustable. Page, 2 of 5."])
        #expect(page.tapTargets.map(\.label) == ["Page, 2 of 5", "Page, 2 of 5"])
    }

    @Test func theDefaultChildBehaviourIsIgnore() throws {
        let defaulted = try list(VStack { Text("a"); Text("b") }.accessibilityElement().accessibilityLabel("Both"))
        let ignoring = try list(VStack { Text("a"); Text("b") }.accessibilityElement(children: .ignore).accessibilityLabel("Both"))
        #expect(defaulted.accessibilityElements == ignoring.accessibilityElements)
        #expect(defaulted.accessibilityElements.map(\.label) == ["Both"])
    }

    @Test func keyboardShortcutsChangeNothingDrawnOrRead() throws {
        let plain = try list(Button("Save") {})
        for page in try [
            list(Button("Save") {}.keyboardShortcut("s")),
            list(Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])),
            list(Button("Save") {}.keyboardShortcut(.defaultAction)),
            list(Button("Save") {}.keyboardShortcut(KeyboardShortcut(.return, modifiers: []))),
            list(Button("Save") {}.keyboardShortcut(nil)),
        ] {
            #expect(page.dump() == plain.dump())
            #expect(page.accessibilityElements == plain.accessibilityElements)
            #expect(page.tapTargets == plain.tapTargets)
        }
        #expect(KeyboardShortcut.cancelAction.key == .escape)
        #expect(KeyboardShortcut("s").modifiers == .command)
    }
}
