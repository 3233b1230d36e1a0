import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `Text(AttributedString)` draws each run with its SwiftUI attributes, and
/// `AttributedString(markdown:)` reads inline Markdown as `Text` does.
@Suite struct AttributedTextTests {
    static let font = Font.custom("Fake", size: 10)

    static func items<V: View>(_ view: V) throws -> [DisplayItem] {
        try LayoutHarness.layout(view.font(Self.font), width: 300).displayList.items
    }

    @Test func runsAreDrawnWithTheirAttributes() throws {
        var hello = AttributedString("Your ")
        hello.foregroundColor = .red
        var result = AttributedString("test result")
        result.font = .custom("Fake", size: 14)
        result.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
        var note = AttributedString(" is ready")
        note.kern = 1
        note.baselineOffset = 2
        note.strikethroughStyle = .single
        let attributed = hello + result + note
        let concatenated = Text("Your ").foregroundColor(.red)
            + Text("test result").font(.custom("Fake", size: 14)).underline(color: .blue)
            + Text(" is ready").kerning(1).baselineOffset(2).strikethrough()
        #expect(try Self.items(Text(attributed)) == (try Self.items(concatenated)))
        #expect(try Self.items(Text(attributed)) != (try Self.items(Text("Your test result is ready"))))
    }

    /// A literal is a `LocalizedStringKey`, its Markdown styled, though Foundation on Linux lets
    /// a literal be an `AttributedString` too (the literal went to the attributed initialiser and
    /// its Markdown was drawn as written).
    @Test func aLiteralIsStillAKey() throws {
        let literal = try Self.items(Text("**Bold** and [link](https://www.nhs.uk)"))
        let key = try Self.items(Text(LocalizedStringKey("**Bold** and [link](https://www.nhs.uk)")))
        let plain = try Self.items(Text(verbatim: "**Bold** and [link](https://www.nhs.uk)"))
        #expect(literal == key)
        #expect(literal != plain)
    }

    @Test func markdownReadsAsTextReadsIt() throws {
        let source = "Take **two** tablets *with* food, `twice` a day ~~or not~~ ([leaflet](https://www.nhs.uk))"
        let attributed = try AttributedString(markdown: source)
        #expect(try Self.items(Text(attributed)) == (try Self.items(Text(LocalizedStringKey(source)))))
        let runs = attributed.runs.map { (String(attributed[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
        #expect(runs.first { $0.0 == "two" }?.1 == .stronglyEmphasized)
        #expect(runs.first { $0.0 == "with" }?.1 == .emphasized)
        #expect(runs.first { $0.0 == "twice" }?.1 == .code)
        #expect(runs.first { $0.0 == "or not" }?.1 == .strikethrough)
        #expect(runs.first { $0.0 == "leaflet" }?.2?.absoluteString == "https://www.nhs.uk")
        #expect(String(attributed.characters) == "Take two tablets with food, twice a day or not (leaflet)")
    }
}
