import AuditTestSupport
import Audits
import Drawing
import Foundation
import Testing

/// No word split between two lines.
@Suite struct WordBreakCheckTests {
    /// A text of `string` laid out in `lines` (UTF-16 ranges).
    static func text(_ string: String, lines: [Range<Int>]) -> TextItem {
        let measurement = TextMeasurement(size: CGSize(width: 100, height: CGFloat(lines.count) * 20),
                                          lines: lines.map { TextLine(range: $0, width: 90) }, isTruncated: false, firstBaseline: 16)
        return TextItem(spec: TextSpec(string: string, font: FontSpec(size: 17)), color: .black,
                        frame: CGRect(x: 0, y: 0, width: 100, height: measurement.size.height), wrapWidth: 100, measurement: measurement)
    }

    static func findings(_ text: TextItem) -> [Finding] {
        DesignAudit.findings(for: DisplayList(size: CGSize(width: 200, height: 200), background: .white, items: [.text(text)]),
                             checks: [WordBreakCheck()])
    }

    @Test func aWordSplitBetweenLinesIsReportedOnce() throws {
        // "Prescripti" / "ons due" and "d" / "ue": two words broken.
        let findings = Self.findings(Self.text("Prescriptions due", lines: [0..<10, 10..<15, 15..<17]))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == .textWordBroken && finding.severity == .warning)
        #expect(finding.measured == "2 words broken, first \"Prescriptions\"")
    }

    @Test func breaksBetweenWordsOrAfterAHyphenAreFine() {
        #expect(Self.findings(Self.text("Repeat prescriptions", lines: [0..<7, 7..<20])).isEmpty)
        #expect(Self.findings(Self.text("Co-op pharmacy", lines: [0..<3, 3..<14])).isEmpty)
        #expect(Self.findings(Self.text("One line", lines: [0..<8])).isEmpty)
    }

    @Test func digitsAndLettersOutsideASCIICountAsWord() {
        #expect(Self.findings(Self.text("0800123456", lines: [0..<4, 4..<10])).count == 1)
        #expect(Self.findings(Self.text("Zürich", lines: [0..<2, 2..<6])).count == 1)
    }

    @Test func aRealLayoutAtAX5BreaksALongWordInANarrowColumn() throws {
        let item = AuditHarness.text("Pharmacy", size: 17, frame: CGRect(x: 0, y: 0, width: 30, height: 200))
        try #require(item.measurement.lineCount > 1, "the test measurer breaks the word")
        #expect(Self.findings(item).map(\.rule) == [.textWordBroken])
    }
}
