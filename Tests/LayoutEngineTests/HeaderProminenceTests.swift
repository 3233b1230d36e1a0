import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `headerProminence(.increased)`: a list section's header in bold title 3, as written, in the
/// primary colour, still a heading; the standard header is upper-case footnote text.
@Suite struct HeaderProminenceTests {
    private func header(_ view: some View) throws -> (text: TextItem, traits: AccessibilityTraits) {
        let screen = try LayoutHarness.layout(view, width: 320)
        let text = try #require(screen.displayList.textItems.first)
        let element = try #require(screen.displayList.accessibilityElements.first)
        return (text, element.traits)
    }

    @Test func anIncreasedHeaderIsLargerBoldAndAsWritten() throws {
        let standard = try header(List { Section("Your medicines") { Text("Amoxicillin") } })
        let prominent = try header(List { Section("Your medicines") { Text("Amoxicillin") }.headerProminence(.increased) })
        let onTheList = try header(List { Section("Your medicines") { Text("Amoxicillin") } }.headerProminence(.increased))
        #expect(standard.text.spec.string == "YOUR MEDICINES")
        #expect(prominent.text.spec.string == "Your medicines")
        #expect(prominent.text.spec.font.weight == .bold)
        #expect(prominent.text.spec.font.size > standard.text.spec.font.size)
        #expect(prominent.text.color != standard.text.color)
        #expect(prominent.traits.contains(.isHeader))
        #expect(onTheList.text.spec == prominent.text.spec, "set on the list, it reaches every section")
    }
}
