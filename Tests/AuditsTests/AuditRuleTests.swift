import Audits
import Foundation
import Testing

/// The open rule type: a name and a severity, equal by name, written as its name.
@Suite struct AuditRuleTests {
    @Test func aRuleOfAnotherLibraryIsAnOrdinaryRule() {
        let mine = AuditRule("my-button-count", severity: .warning)
        #expect(mine.rawValue == "my-button-count" && mine.description == "my-button-count")
        #expect(mine == AuditRule("my-button-count", severity: .error), "rules are the same by name")
        let finding = Finding(rule: mine, component: "MyButton", subject: "Go", measured: "3", threshold: "1", message: "one")
        #expect(finding.severity == .warning, "a finding takes its rule's severity")
    }

    @Test func aRuleIsEncodedAsItsNameAndDecodedWithItsSeverity() throws {
        let data = try JSONEncoder().encode([AuditRule.textContrast, .symbolUnknown])
        #expect(String(decoding: data, as: UTF8.self) == #"["contrast-text","symbol-unknown"]"#)
        let back = try JSONDecoder().decode([AuditRule].self, from: data)
        #expect(back == [.textContrast, .symbolUnknown])
        #expect(back.map(\.severity) == [.error, .warning])
    }
}
