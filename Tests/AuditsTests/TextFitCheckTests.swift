import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// No text cut, clipped or overflowing.
@Suite struct TextFitCheckTests {
    static let longTitle = "Check your NHS prescriptions and the progress of repeat orders"

    @Test func aOneLineLongTitleAtAX5IsTruncated() throws {
        let view = Text(Self.longTitle).font(.nhsTitle2).bold().lineLimit(1).foregroundStyle(.nhsText).nhsCardStyle()
        let findings = try AuditHarness.findings(view, width: 320, size: .accessibility5)
        let truncated = findings.filter { $0.rule == .textTruncated }
        #expect(truncated.count == 1)
        #expect(truncated.first?.subject == Self.longTitle)
        #expect(truncated.first?.measured == "cut after 1 line")
        #expect(truncated.first?.severity == .error)
    }

    @Test func theSameTitleWithoutALineLimitWrapsAndPasses() throws {
        let view = Text(Self.longTitle).font(.nhsTitle2).bold().foregroundStyle(.nhsText).nhsCardStyle()
        // It fits; only a word too wide for the card at AX5 is broken, which another rule warns of.
        #expect(try AuditHarness.findings(view, width: 320, size: .accessibility5).filter { $0.rule != .textWordBroken }.isEmpty)
    }

    static func page(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: 200, height: 100), background: .white, items: items)
    }

    static let check: [any AuditCheck] = [TextFitCheck()]

    @Test func aFrameShorterThanItsLinesIsClipped() {
        // Two lines of 10 pt text are 25 pt tall; a 20 pt frame cuts the second.
        let text = AuditHarness.text("aaaa bbbb", size: 10, frame: CGRect(x: 0, y: 0, width: 25, height: 20))
        #expect(text.measurement.lineCount == 2)
        let findings = DesignAudit.findings(for: Self.page([.text(text)]), checks: Self.check)
        #expect(findings.map(\.rule) == [.textClipped])
        #expect(findings.first?.measured == "frame height 20 pt")
        #expect(findings.first?.threshold == "text height 25 pt")
    }

    @Test func aFrameNarrowerThanItsWidestLineIsClipped() {
        let text = AuditHarness.text("abcdef", size: 10, frame: CGRect(x: 0, y: 0, width: 20, height: 12.5), wrapWidth: 100)
        let findings = DesignAudit.findings(for: Self.page([.text(text)]), checks: Self.check)
        #expect(findings.map(\.rule) == [.textClipped])
        #expect(findings.first?.threshold == "widest line 30 pt")
    }

    @Test func halfAPointOfSlackIsTolerated() {
        let text = AuditHarness.text("abcdef", size: 10, frame: CGRect(x: 0, y: 0, width: 29.5, height: 12), wrapWidth: 100)
        #expect(DesignAudit.findings(for: Self.page([.text(text)]), checks: Self.check).isEmpty)
    }

    @Test func textReachingOutOfAClipIsReported() {
        let text = AuditHarness.text("abcdef", at: CGPoint(x: 10, y: 10), size: 10)
        let clip = RoundedRect(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        let findings = DesignAudit.findings(for: Self.page([.clipped(clip, [.text(text)])]), checks: Self.check)
        #expect(findings.map(\.rule) == [.textOutsideClip])
        #expect(findings.first?.threshold == "clip 0,0 30x50")
    }

    @Test func textScrolledBeyondItsViewportIsReachedNotHidden() {
        // A vertical scroll view's content, 60 pt down in a 30 pt viewport inside a 40 pt panel.
        let below = AuditHarness.text("abcdef", at: CGPoint(x: 0, y: 60), size: 10)
        let panel = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 40))
        let viewport = RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 30))
        func scrolled(_ text: TextItem, vertical: Bool = true, horizontal: Bool = false) -> DisplayList {
            Self.page([.clipped(panel, [.clipped(viewport, [.effect(.scrollContent(vertical: vertical, horizontal: horizontal), [.text(text)])])])])
        }
        #expect(DesignAudit.findings(for: scrolled(below), checks: Self.check).isEmpty)
        // Off the page's bottom too.
        let offPage = AuditHarness.text("abcdef", at: CGPoint(x: 0, y: 120), size: 10)
        #expect(DesignAudit.findings(for: scrolled(offPage), checks: Self.check).isEmpty)
        // Across the scrolling axis it is still hidden; unscrolled, below is hidden as well.
        let aside = AuditHarness.text("abcdef", at: CGPoint(x: 90, y: 0), size: 10)
        #expect(DesignAudit.findings(for: scrolled(aside), checks: Self.check).map(\.rule) == [.textOutsideClip])
        #expect(DesignAudit.findings(for: scrolled(aside, vertical: false, horizontal: true), checks: Self.check).isEmpty)
        let plain = Self.page([.clipped(panel, [.clipped(viewport, [.text(below)])])])
        #expect(DesignAudit.findings(for: plain, checks: Self.check).map(\.rule) == [.textOutsideClip])
    }

    @Test func aScrollViewOfferedLessThanItsContentKeepsTheRestReachable() throws {
        let view = ScrollView {
            VStack { ForEach(0..<20, id: \.self) { Text("Line \($0)") } }
        }
        .frame(height: 60)
        #expect(try AuditHarness.findings(view).filter { $0.rule == .textOutsideClip || $0.rule == .textOutsidePage }.isEmpty)
        // The same stack clipped, not scrolled: hidden.
        let clipped = VStack { ForEach(0..<20, id: \.self) { Text("Line \($0)").fixedSize() } }.frame(height: 60).clipped()
        #expect(try AuditHarness.findings(clipped).contains { $0.rule == .textOutsideClip })
    }

    @Test func floatNoiseInAFrameThatFillsItsClipIsNotAFinding() {
        // Regression: Foundation's CGRect.contains(CGRect) on Linux failed on 11.299999… inside 11.3.
        var text = AuditHarness.text("ab", size: 10, frame: CGRect(x: 6.1, y: 0.7, width: 10, height: 12.5))
        text.frame = CGRect(x: 6.1, y: 0.7, width: 10, height: 11.3 + 1.2 - 1e-12)
        let clip = RoundedRect(rect: CGRect(x: 6.1, y: 0.7, width: 10, height: 12.5))
        #expect(DesignAudit.findings(for: Self.page([.clipped(clip, [.text(text)])]), checks: Self.check).isEmpty)
    }

    @Test func aClippedModifierAroundATooNarrowFrameIsCaught() throws {
        let view = Text("A long line of text that cannot fit").fixedSize().frame(width: 60).clipped()
        let rules = try AuditHarness.findings(view).map(\.rule)
        #expect(rules.contains(.textOutsideClip))
    }

    @Test func textReachingOffThePageIsReported() {
        let text = AuditHarness.text("abcdef", at: CGPoint(x: 180, y: 10), size: 10)
        let findings = DesignAudit.findings(for: Self.page([.text(text)]), checks: Self.check)
        #expect(findings.map(\.rule) == [.textOutsidePage])
    }
}
