import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// The controls SwiftUI labels with a title and a symbol (`Button(_:systemImage:action:)`,
/// `Toggle(_:systemImage:isOn:)`, `Picker(_:systemImage:selection:content:)`, a string's
/// `Menu` and `ControlGroup`) draw and read exactly as the same control given
/// `Label(_:systemImage:)` as its label.
@Suite struct SystemImageLabelTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(List { view }, width: 320).displayList
    }

    @Test func buttonsAreTheirLabelsButtons() throws {
        let title = "Share"
        #expect(try Self.list(Button("Share", systemImage: "square.and.arrow.up") {})
                == Self.list(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }))
        #expect(try Self.list(Button(title, systemImage: "square.and.arrow.up") {})
                == Self.list(Button {} label: { Label(title, systemImage: "square.and.arrow.up") }))
        let delete = try Self.list(Button("Delete", systemImage: "trash", role: .destructive) {})
        #expect(try delete == Self.list(Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }))
        #expect(try Self.list(Button(title, systemImage: "trash", role: .destructive) {})
                == Self.list(Button(role: .destructive) {} label: { Label(title, systemImage: "trash") }))
        // The role still colours it: not what the plain button draws.
        #expect(try delete != Self.list(Button("Delete", systemImage: "trash") {}))
        #expect(delete.tapTargets.map(\.label) == ["Delete"])
    }

    @Test func togglesPickersMenusAndGroupsAreTheirLabels() throws {
        let name = "Reminders"
        #expect(try Self.list(Toggle("Reminders", systemImage: "bell", isOn: .constant(true)))
                == Self.list(Toggle(isOn: .constant(true)) { Label("Reminders", systemImage: "bell") }))
        #expect(try Self.list(Toggle(name, systemImage: "bell", isOn: .constant(false)))
                == Self.list(Toggle(isOn: .constant(false)) { Label(name, systemImage: "bell") }))
        let options = { ForEach(["Daily", "Weekly"], id: \.self) { Text($0).tag($0) } }
        #expect(try Self.list(Picker("Repeat", systemImage: "repeat", selection: .constant("Daily"), content: options))
                == Self.list(Picker(selection: .constant("Daily"), content: options) { Label("Repeat", systemImage: "repeat") }))
        #expect(try Self.list(Picker(name, systemImage: "repeat", selection: .constant("Weekly"), content: options))
                == Self.list(Picker(selection: .constant("Weekly"), content: options) { Label(name, systemImage: "repeat") }))
        #expect(try Self.list(Menu(name, systemImage: "ellipsis.circle") { Button("Edit") {} })
                == Self.list(Menu { Button("Edit") {} } label: { Label(name, systemImage: "ellipsis.circle") }))
        #expect(try Self.list(ControlGroup(name, systemImage: "textformat") { Button("A") {} })
                == Self.list(ControlGroup { Button("A") {} } label: { Label(name, systemImage: "textformat") }))
        // The symbol is drawn: the row is not the title alone.
        #expect(try Self.list(Toggle("Reminders", systemImage: "bell", isOn: .constant(true)))
                != Self.list(Toggle("Reminders", isOn: .constant(true))))
    }
}
