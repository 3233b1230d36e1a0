import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Attributed text (`Text + Text`, Markdown) is audited run by run: contrast per run colour,
/// truncation of the whole paragraph, one VoiceOver element reading the joined string.
@Suite struct TextRunAuditTests {
    @Test func aFaintRunInsideAReadableParagraphIsReported() throws {
        let view = (Text("Readable and ") + Text("faint").foregroundColor(Color(hex: 0xcccccc)) + Text(" again"))
            .foregroundStyle(.nhsText)
            .nhsCardStyle()
        let findings = try AuditHarness.findings(view).filter { $0.rule == .textContrast }
        #expect(findings.map(\.subject) == ["faint"])
        #expect(findings.first?.message.contains("#cccccc text") == true)
    }

    @Test func everyRunColourThatPassesFindsNothing() throws {
        let view = (Text("Due ").foregroundColor(.nhsSecondaryText) + Text("today").bold() + Text(" at Riverside").foregroundColor(.nhsGreen))
            .foregroundStyle(.nhsText)
            .nhsCardStyle()
        #expect(try AuditHarness.findings(view).filter { $0.rule == .textContrast }.isEmpty)
    }

    @Test func aLargeRunIsJudgedAtTheSmallestSizeOfItsColour() throws {
        // #767676-ish grey: about 3.5:1 on white, passing only as large text.
        let grey = Color(hex: 0x7a7a7a)
        let large = (Text("Big").font(.system(size: 24)).foregroundColor(grey) + Text(" body").foregroundColor(.nhsText))
            .nhsCardStyle(backgroundColor: .white)
        #expect(try AuditHarness.findings(large).filter { $0.rule == .textContrast }.isEmpty)
        let mixed = (Text("Big").font(.system(size: 24)).foregroundColor(grey) + Text(" small").foregroundColor(grey).font(.system(size: 12)))
            .nhsCardStyle(backgroundColor: .white)
        #expect(try AuditHarness.findings(mixed).filter { $0.rule == .textContrast }.map(\.subject) == ["Big small"])
    }

    @Test func aCutParagraphOfRunsIsTruncatedAndReadWhole() throws {
        let view = (Text("A very long ") + Text("bold").bold() + Text(" paragraph that cannot fit on one line at all"))
            .lineLimit(1)
            .frame(width: 120)
        let findings = try AuditHarness.findings(view)
        #expect(findings.contains { $0.rule == .textTruncated && $0.subject.hasPrefix("A very long bold paragraph") })
        let list = try AuditHarness.layout(view)
        #expect(list.accessibilityElements.map(\.label) == ["A very long bold paragraph that cannot fit on one line at all"])
    }
}
