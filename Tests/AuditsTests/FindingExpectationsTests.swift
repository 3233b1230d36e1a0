import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Expected findings: declared on purpose, they excuse what they match and fail when absent.
@Suite struct FindingExpectationsTests {
    static let truncated = Finding(rule: .textTruncated, component: "Text", subject: "A deliberately long title",
                                   measured: "cut after 1 line", threshold: "no truncation", message: "cut")
    static let tooSmall = Finding(rule: .tapTargetSize, component: "TapTarget", subject: "Hi",
                                  measured: "17 × 21.25 pt", threshold: "44 × 44 pt", message: "small")
    static let warning = Finding(rule: .hintRepeatsLabel, component: "AccessibilityElement", subject: "Hi",
                                 measured: "hint", threshold: "other", message: "repeats")

    @Test func anExpectedFindingThatOccursIsNotAFailure() {
        let outcome = FindingExpectations.evaluate([Self.truncated],
                                                   expected: [ExpectedFinding(rule: .textTruncated, subjectContains: "long TITLE")])
        #expect(outcome.passes)
        #expect(outcome.expected == [Self.truncated])
        #expect(outcome.unexpected.isEmpty && outcome.missing.isEmpty)
    }

    @Test func anExpectedFindingThatDoesNotOccurIsAFailure() {
        let expectation = ExpectedFinding(rule: .textTruncated, subjectContains: "long title")
        let outcome = FindingExpectations.evaluate([], expected: [expectation])
        #expect(!outcome.passes)
        #expect(outcome.missing == [expectation])
        #expect(outcome.failureLines == ["missing expected finding text-truncated \"long title\""])
    }

    @Test func theSubjectMustMatchWhenGiven() {
        let outcome = FindingExpectations.evaluate([Self.truncated],
                                                   expected: [ExpectedFinding(rule: .textTruncated, subjectContains: "other")])
        #expect(!outcome.passes)
        #expect(outcome.failingFindings == [Self.truncated])
        #expect(outcome.missing.count == 1)
    }

    @Test func unexpectedErrorsFailAndUnexpectedWarningsAreOnlyListed() {
        let outcome = FindingExpectations.evaluate([Self.truncated, Self.tooSmall, Self.warning],
                                                   expected: [ExpectedFinding(rule: .textTruncated)])
        #expect(outcome.failingFindings == [Self.tooSmall])
        #expect(outcome.warnings == [Self.warning])
        #expect(!outcome.passes)
        let onlyWarnings = FindingExpectations.evaluate([Self.warning], expected: [])
        #expect(onlyWarnings.passes)
    }

    @Test func anExpectationLimitedToACellAppliesOnlyThere() {
        let atAX5 = ExpectedFinding(rule: .textTruncated, cellContains: "AX5")
        #expect(FindingExpectations.evaluate([Self.truncated], expected: [atAX5], cell: "iphone-se-AX5-light").passes)
        #expect(!FindingExpectations.evaluate([], expected: [atAX5], cell: "iphone-se-AX5-light").passes)
        #expect(FindingExpectations.evaluate([], expected: [atAX5], cell: "iphone-se-L-light").passes)
        #expect(!FindingExpectations.evaluate([Self.truncated], expected: [atAX5], cell: "iphone-se-L-light").passes,
                "outside its cells an expectation excuses nothing")
    }

    @Test func aDeliberatelyTruncatedScenarioPassesOnlyWhenItTruncates() throws {
        let expected = [ExpectedFinding(rule: .textTruncated, subjectContains: "prescriptions")]
        let title = "Check your NHS prescriptions and the progress of repeat orders"
        let limited = Text(title).font(.nhsTitle2).lineLimit(1).foregroundStyle(.nhsText).nhsCardStyle()
        let atAX5 = try AuditHarness.findings(limited, width: 320, size: .accessibility5)
        #expect(FindingExpectations.evaluate(atAX5, expected: expected).passes)
        let wide = try AuditHarness.findings(limited, width: 2000, size: .xSmall)
        let outcome = FindingExpectations.evaluate(wide, expected: expected)
        #expect(!outcome.passes && outcome.missing == expected)
    }

    @Test func findingsReadAsOneStableLine() {
        let located = Self.tooSmall.located(scenario: "custom/short-button", cell: "iphone-15/L/light")
        #expect(located.description
                == "error tap-target-size custom/short-button [iphone-15/L/light] TapTarget \"Hi\": measured 17 × 21.25 pt, threshold 44 × 44 pt - small")
        var multiline = Self.truncated
        multiline.subject = "Two\nlines"
        #expect(!multiline.description.contains("\n"))
    }

    @Test func findingsRoundTripThroughJSON() throws {
        var finding = Self.tooSmall.located(scenario: "s", cell: "c")
        finding.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(finding)
        #expect(try JSONDecoder().decode(Finding.self, from: data) == finding)
    }
}
