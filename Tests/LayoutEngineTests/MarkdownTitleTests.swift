import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Controls' string-literal titles are `LocalizedStringKey`s, as in SwiftUI: their Markdown is
/// styled; a `String` value is shown as given.
@Suite struct MarkdownTitleTests {
    private func texts<V: View>(_ view: V) throws -> [TextItem] {
        func collect(_ items: [DisplayItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let text): return [text]
                case .clipped(_, let inner), .effect(_, let inner): return collect(inner)
                default: return []
                }
            }
        }
        return collect(try LayoutHarness.layout(view.font(.custom("Fake", size: 10)), width: 300).displayList.items)
    }

    private func boldRun(_ text: TextItem) -> String? {
        let characters = Array(text.spec.string)
        return text.spec.runs.first { $0.font.weight == .bold }.map { String(characters[$0.range]) }
    }

    @Test func literalTitlesStyleTheirMarkdown() throws {
        @State var on = true
        @State var count = 1
        @State var name = ""
        let views: [any View] = [
            Button("Save **now**") {},
            Toggle("Get **reminders**", isOn: $on),
            Label("Open **inbox**", systemImage: "envelope"),
            Link("Read **more**", destination: URL(string: "https://www.nhs.uk")!),
            Stepper("Doses **\(count)**", value: $count, in: 0...9),
        ]
        for (view, word) in zip(views, ["now", "reminders", "inbox", "more", "1"]) {
            let found = try texts(AnyView(view))
            let titled = try #require(found.first { $0.spec.string.contains(word) }, "\(view)")
            #expect(!titled.spec.string.contains("**"), "\(titled.spec.string)")
            #expect(boldRun(titled) == word, "\(titled.spec.string)")
        }
        let field = try texts(TextField("*Your* name", text: $name))
        #expect(field.contains { $0.spec.string == "Your name" })
    }

    @Test func stringValuesAreShownAsGiven() throws {
        let title = "Save **now**"
        let found = try texts(Button(title) {})
        #expect(found.contains { $0.spec.string == "Save **now**" })
        #expect(found.allSatisfy { boldRun($0) == nil })
    }
}

/// The titles of `Section`, `DisclosureGroup`, `NavigationLink`, `LabeledContent` and
/// `ProgressView` are keys too, with the `StringProtocol` forms kept for values.
@Suite struct MoreMarkdownTitleTests {
    private func texts<V: View>(_ view: V) throws -> [TextItem] {
        DisplayList.flatten(try LayoutHarness.layout(view.font(.custom("Fake", size: 10)), width: 300).displayList.items).compactMap {
            if case .text(let text) = $0.item { return text } else { return nil }
        }
    }

    private func boldWord(_ texts: [TextItem], containing word: String) -> String? {
        guard let text = texts.first(where: { $0.spec.string.contains(word) }) else { return nil }
        let characters = Array(text.spec.string)
        return text.spec.runs.first { $0.font.weight == .bold }.map { String(characters[$0.range]) }
    }

    @Test func literalTitlesStyleTheirMarkdown() throws {
        let views: [(any View, String)] = [
            (List { Section("Your **GP**") { Text("Row") } }, "GP"),
            (DisclosureGroup("Show **more**") { Text("Inside") }, "more"),
            (DisclosureGroup("Show **all**", isExpanded: .constant(true)) { Text("Inside") }, "all"),
            (NavigationLink("Open **messages**") { Text("Inbox") }, "messages"),
            (NavigationLink("Open **records**", value: 3), "records"),
            (LabeledContent("NHS **number**", value: "485"), "number"),
            (LabeledContent("Your **GP**") { Text("Dr Patel") }, "GP"),
            (ProgressView("Uploading **photos**", value: 0.5), "photos"),
            (ProgressView("Loading **results**"), "results"),
        ]
        for (view, word) in views {
            let found = try texts(AnyView(view))
            #expect(!found.contains { $0.spec.string.contains("**") }, "\(found.map(\.spec.string))")
            #expect(boldWord(found, containing: word)?.uppercased() == word.uppercased(), "\(found.map(\.spec.string))")
        }
    }

    @Test func stringValuesAreShownAsGiven() throws {
        let title = "Your **GP**"
        let shown = try texts(AnyView(VStack {
            DisclosureGroup(title) { Text("Inside") }
            NavigationLink(title) { Text("Inbox") }
            LabeledContent(title, value: "485")
            ProgressView(title)
        }))
        #expect(shown.filter { $0.spec.string == "Your **GP**" }.count == 4)
    }
}
