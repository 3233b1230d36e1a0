import Foundation
import Testing
@testable import ViewKit

/// Markdown in string literals, as `LocalizedStringKey` styles it; verbatim and variable strings
/// are never parsed.
@Suite struct MarkdownTextTests {
    /// The spans of `source` as (text, bold, italic, monospaced, struck, link) tuples.
    static func spans(_ source: String) -> [String] {
        MarkdownText.parse(source).map { span in
            var marks: [String] = []
            if span.attributes.isBold == true { marks.append("b") }
            if span.attributes.isItalic == true { marks.append("i") }
            if span.attributes.isMonospaced == true { marks.append("code") }
            if span.attributes.strikethrough?.isActive == true { marks.append("s") }
            if let link = span.attributes.link { marks.append("link=\(link.absoluteString)") }
            return marks.isEmpty ? span.string : "\(span.string)[\(marks.joined(separator: ","))]"
        }
    }

    @Test func strongEmphasisStrikeAndCode() {
        #expect(Self.spans("**Bold**, *italic*, ~~struck~~ and `code`")
            == ["Bold[b]", ", ", "italic[i]", ", ", "struck[s]", " and ", "code[code]"])
        #expect(Self.spans("__bold__ and _italic_") == ["bold[b]", " and ", "italic[i]"])
        #expect(Self.spans("***both***") == ["both[b,i]"])
    }

    /// Text without a markup character is one span, the text as written (the quick path), the
    /// same spans the parser gives once a markup character that closes nothing is added.
    @Test func plainTextIsOneUnstyledSpan() {
        #expect(Self.spans("Row 00042 of 01000, run 00007") == ["Row 00042 of 01000, run 00007"])
        #expect(Self.spans("Café — 5 % off, 👩🏽‍⚕️ “quoted” <tag> & more") == ["Café — 5 % off, 👩🏽‍⚕️ “quoted” <tag> & more"])
        #expect(Self.spans("") == [])
        #expect(MarkdownText.parse("Plain").first?.attributes == TextAttributes())
        #expect(Self.spans("Café — 5 % off ~") == ["Café — 5 % off ~"])
    }

    @Test func nestedEmphasis() {
        #expect(Self.spans("**a *b* c**") == ["a [b]", "b[b,i]", " c[b]"])
    }

    @Test func links() {
        #expect(Self.spans("Read the [privacy notice](https://www.nhs.uk/privacy).")
            == ["Read the ", "privacy notice[link=https://www.nhs.uk/privacy]", "."])
        #expect(Self.spans("[**bold** link](https://a.example)") == ["bold[b,link=https://a.example]", " link[link=https://a.example]"])
    }

    @Test func unclosedAndIntrawordMarksStayAsWritten() {
        #expect(Self.spans("2 * 3 = 6") == ["2 * 3 = 6"])
        #expect(Self.spans("**not closed") == ["**not closed"])
        #expect(Self.spans("snake_case_name") == ["snake_case_name"])
        #expect(Self.spans("a ~single~ tilde") == ["a ~single~ tilde"])
        #expect(Self.spans("[no destination]") == ["[no destination]"])
        #expect(Self.spans("** spaced **") == ["** spaced **"])
    }

    @Test func codeIsNotParsedInside() {
        #expect(Self.spans("`**x**`") == ["**x**[code]"])
        #expect(Self.spans("`` a`b ``") == ["a`b[code]"])
    }

    @Test func backslashEscapes() {
        #expect(Self.spans(#"\*not italic\*"#) == ["*not italic*"])
    }

    @Test func whiteSpaceIsKept() {
        #expect(Self.spans("line one\n  line *two*") == ["line one\n  line ", "two[i]"])
    }

    @Test func literalsAreParsedVariablesAndVerbatimAreNot() {
        let variable = "**plain**"
        #expect(Text("**bold**").runs.map(\.attributes.isBold) == [true])
        #expect(Text(variable).runs.map(\.attributes.isBold) == [nil])
        #expect(Text(verbatim: "**plain**").content == "**plain**")
        #expect(Text(variable).content == "**plain**")
        #expect(Text("**bold**").content == "bold")
    }

    @Test func interpolatedValuesAreShownAsGivenInTheStyleAroundThem() {
        let name = "*Sam*"
        let text = Text("**Hello \(name)**, you have \(3) messages")
        #expect(text.content == "Hello *Sam*, you have 3 messages")
        #expect(text.runs.map(\.string) == ["Hello ", "*Sam*", ", you have ", "3", " messages"])
        #expect(text.runs.map { $0.attributes.isBold ?? false } == [true, true, false, false, false])
    }

    @Test func interpolatedTextKeepsItsStyleUnderTheLiteral() {
        let text = Text("Take \(Text("two").italic()) *tablets*")
        #expect(text.runs.map(\.string) == ["Take ", "two", " ", "tablets"])
        #expect(text.runs.map { $0.attributes.isItalic ?? false } == [false, true, false, true])
    }

    @Test func floatingPointInterpolationHasSixDecimalsAsSwiftUI() {
        #expect(Text("\(2.5)").content == "2.500000")
    }
}
