import Foundation
import Testing
@testable import ViewKit

/// The text a formatted field shows for its value, and what a write to that text does.
@Suite struct FormattedValueTests {
    @Test func writingTheFieldsTextParsesItBackAndKeepsTheValueWhenItDoesNot() {
        var value = 3
        let binding = Binding(get: { value }, set: { value = $0 })
        let text = FormattedValue.text(binding, .number)
        #expect(text.wrappedValue == "3")
        text.wrappedValue = "1,204"
        #expect(value == 1204)
        text.wrappedValue = "lots"
        #expect(value == 1204)
    }

    @Test func anOptionalValueIsEmptyWhenNilAndEmptyTextMakesItNil() {
        var value: Double? = nil
        let text = FormattedValue.text(Binding(get: { value }, set: { value = $0 }), .currency(code: "GBP"))
        #expect(text.wrappedValue == "")
        text.wrappedValue = "£2.50"
        #expect(value == 2.5)
        #expect(text.wrappedValue == "£2.50")
        text.wrappedValue = ""
        #expect(value == nil)
    }
}
