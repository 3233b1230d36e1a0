import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Tap targets of at least 44 × 44 pt.
@Suite struct TapTargetCheckTests {
    @Test func aThirtyPointTallCustomButtonIsAnError() throws {
        let view = Button {} label: { Text("Hi") }.frame(height: 30)
        let findings = try AuditHarness.findings(view).filter { $0.rule == .tapTargetSize }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.subject == "Hi")
        #expect(finding.threshold == "44 × 44 pt")
        #expect(finding.message.contains("narrower and shorter"))
        #expect((finding.frame?.height ?? 99) <= 30)
    }

    @Test func aButtonCardOfFullWidthPasses() throws {
        let view = Button {} label: { Text("Entire card is tappable") }.nhsCardStyle()
        #expect(try AuditHarness.findings(view).isEmpty)
    }

    @Test func exactlyFortyFourPointsPassesAndJustUnderFails() {
        func list(_ size: CGSize) -> DisplayList {
            DisplayList(size: CGSize(width: 100, height: 100), background: .white,
                        tapTargets: [TapTarget(frame: CGRect(origin: .zero, size: size), label: "Go")])
        }
        let check = [TapTargetCheck()] as [any AuditCheck]
        #expect(DesignAudit.findings(for: list(CGSize(width: 44, height: 44)), checks: check).isEmpty)
        #expect(DesignAudit.findings(for: list(CGSize(width: 44, height: 43.9)), checks: check).map(\.measured) == ["44 × 43.9 pt"])
        #expect(DesignAudit.findings(for: list(CGSize(width: 20, height: 60)), checks: check).first?.message
                == "the tap target is narrower than 44 pt")
    }
}
