import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Screen code of the iOS 13–15 years that still ships: bar items, navigation view styles, the
/// sidebar list style, menus with a primary action and lists over bindings.
@Suite struct OlderSwiftUITests {
    static func dump<V: View>(_ view: V) throws -> String {
        try LayoutHarness.layout(view, width: 300).displayList.dump()
    }

    static var content: some View { Text("Your messages").navigationTitle("Messages") }

    @Test func barItemsAreDrawnAsToolbarItems() throws {
        let items = try Self.dump(NavigationStack {
            Self.content.navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
        })
        let toolbar = try Self.dump(NavigationStack {
            Self.content.toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        })
        #expect(items == toolbar)
        #expect(items.contains("Edit") && items.contains("Add"))
        #expect(try Self.dump(NavigationStack { Self.content.navigationBarItems(trailing: Button("Add") {}) })
                    == Self.dump(NavigationStack { Self.content.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } } }))
    }

    @Test func barTitlesAreDrawnAsNavigationTitles() throws {
        let body = Text("Your messages")
        let inline = try Self.dump(NavigationStack { body.navigationTitle("Messages").navigationBarTitleDisplayMode(.inline) })
        let large = try Self.dump(NavigationStack { body.navigationTitle("Messages") })
        #expect(inline != large)
        #expect(try Self.dump(NavigationStack { body.navigationBarTitle("Messages") }) == large)
        #expect(try Self.dump(NavigationStack { body.navigationBarTitle(Text("Messages")) }) == large)
        #expect(try Self.dump(NavigationStack { body.navigationBarTitle("Messages", displayMode: .inline) }) == inline)
        #expect(try Self.dump(NavigationStack { body.navigationBarTitle(Text("Messages"), displayMode: .inline) }) == inline)
    }

    @Test func navigationViewStylesDrawAStack() throws {
        let plain = try Self.dump(NavigationView { Self.content })
        #expect(try Self.dump(NavigationView { Self.content }.navigationViewStyle(.stack)) == plain)
        #expect(try Self.dump(NavigationView { Self.content }.navigationViewStyle(.columns)) == plain)
    }

    @Test func theSidebarListStyleIsDrawnPlain() throws {
        let rows = List { Text("Inbox"); Text("Sent") }
        #expect(try Self.dump(rows.listStyle(.sidebar)) == Self.dump(rows.listStyle(.plain)))
    }

    @Test func aMenuWithAPrimaryActionIsDrawnAsTheMenu() throws {
        #expect(try Self.dump(Menu("Options") { Button("One") {} } primaryAction: {})
                    == Self.dump(Menu("Options") { Button("One") {} }))
    }

    struct Failure: Identifiable {
        let id = 1
        let message: String
    }

    /// Action sheets described as values are accepted and not drawn; the single-value `onChange`
    /// is accepted.
    @Test func olderActionSheetsAreNotDrawn() throws {
        let screen = Text("Your prescriptions")
            .actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Choose"), buttons: [.default(Text("A")), .cancel()]) }
            .onChange(of: 1) { _ in }
        #expect(try Self.dump(screen) == Self.dump(Text("Your prescriptions")))
    }

    /// Alerts described as values are drawn as the newer modifiers' alerts are: presented while
    /// the flag is true or the item there, with their buttons' roles, running their actions.
    @Test func olderAlertsAreDrawnWhenPresented() throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        let taps = Taps()
        let failure = Binding<Failure?>.constant(Failure(message: "Failed"))
        let older = try LayoutHarness.layout(Text("Your prescriptions")
            .alert(item: failure) {
                Alert(title: Text($0.message), message: Text("Try again later"),
                      primaryButton: .destructive(Text("Delete")) { taps.count += 1 }, secondaryButton: .cancel())
            }, width: 393)
        let newer = try LayoutHarness.layout(Text("Your prescriptions")
            .alert("Failed", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: { Text("Try again later") }, width: 393)
        #expect(older.displayList.items == newer.displayList.items)
        #expect(older.displayList.accessibilityElements.map(\.label) == ["Failed", "Try again later", "Cancel", "Delete"])
        #expect(older.tap(targetAt: 1) && taps.count == 1)
        let dismissed = try LayoutHarness.layout(Text("Your prescriptions")
            .alert(isPresented: .constant(false)) { Alert(title: Text("Oops")) }, width: 393)
        #expect(try dismissed.displayList == LayoutHarness.layout(Text("Your prescriptions"), width: 393).displayList)
        let okay = try LayoutHarness.layout(Text("Your prescriptions")
            .alert(isPresented: .constant(true)) { Alert(title: Text("Oops")) }, width: 393)
        #expect(okay.displayList.accessibilityElements.map(\.label) == ["Oops", "OK"])
    }

    /// `Image(uiImage:)` draws the asset or symbol the stand-in names; a palette or multicolour
    /// symbol is drawn in one colour, as a monochrome one.
    @Test func uiImagesAndSymbolModesDrawAsTheirNames() throws {
        #expect(try Self.dump(Image(uiImage: UIImage(systemName: "heart.fill")!)) == Self.dump(Image(systemName: "heart.fill")))
        #expect(try Self.dump(Image(systemName: "star").symbolRenderingMode(.palette).foregroundStyle(.red, .blue))
                    == Self.dump(Image(systemName: "star").symbolRenderingMode(.monochrome).foregroundStyle(.red)))
        #expect(try Self.dump(Image(systemName: "star").symbolRenderingMode(.multicolor))
                    == Self.dump(Image(systemName: "star")))
    }

    /// A list's selection is kept and not drawn, whichever way the list is made; a content shape
    /// for a kind of interaction changes nothing drawn or tapped.
    @Test func aListsSelectionIsNotDrawn() throws {
        let names = ["Inbox", "Sent"]
        let many = Binding<Set<String>>.constant(["Sent"]), one = Binding<String?>.constant("Sent")
        let plain = try Self.dump(List(names, id: \.self) { Text($0) })
        #expect(try Self.dump(List(names, id: \.self, selection: many) { Text($0) }) == plain)
        #expect(try Self.dump(List(names, id: \.self, selection: one) { Text($0) }) == plain)
        #expect(try Self.dump(List(selection: many) { ForEach(names, id: \.self) { Text($0) } }) == plain)
        #expect(try Self.dump(List(selection: one) { ForEach(names, id: \.self) { Text($0) } }) == plain)
        #expect(try Self.dump(Text("Row").contentShape(.interaction, Rectangle())) == Self.dump(Text("Row")))
    }

    final class Model: @unchecked Sendable {
        struct Item: Identifiable {
            let id: Int
            let title: String
            var done: Bool
        }
        var items = [Item(id: 1, title: "Take tablets", done: false), Item(id: 2, title: "Book review", done: true)]
        var binding: Binding<[Item]> { Binding(get: { self.items }, set: { self.items = $0 }) }
    }

    /// `ForEach($items) { $item in … }` edits each row's element in place.
    @Test func aListOverABindingEditsItsElements() throws {
        let model = Model()
        let screen = try LayoutHarness.layout(VStack {
            ForEach(model.binding) { $item in
                Toggle(item.title, isOn: $item.done)
            }
        }, width: 300)
        let labels = screen.displayList.accessibilityElements.map(\.label)
        #expect(labels.count == 2 && labels[0].hasPrefix("Take tablets") && labels[1].hasPrefix("Book review"))
        #expect(screen.tap(targetAt: 0))
        #expect(model.items.map(\.done) == [true, true])
    }
}
