import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Meaningful graphics need 3:1; everything else drawn as a path or border is decorative.
@Suite struct NonTextContrastCheckTests {
    static let check: [any AuditCheck] = [NonTextContrastCheck()]

    @Test func aDecorativeChevronIsExempt() throws {
        let view = Image(systemName: "chevron.right").foregroundStyle(Color.nhsBlue.opacity(0.4)).accessibilityHidden(true)
            .nhsCardStyle()
        #expect(DesignAudit.findings(for: try AuditHarness.layout(view), checks: Self.check).isEmpty)
    }

    @Test func aMeaningfulChevronBelowThreeToOneIsAnError() throws {
        let view = Image(systemName: "chevron.right").foregroundStyle(Color.nhsBlue.opacity(0.4))
            .componentAnnotation("MeaningfulGraphic", ["label": "Next page"])
            .nhsCardStyle()
        let findings = DesignAudit.findings(for: try AuditHarness.layout(view), checks: Self.check)
        #expect(findings.map(\.subject) == ["Next page"])
        #expect(findings.first?.measured == "1.91:1", "1.918: the exact blend, not the 8-bit #99bfe5")
        #expect(findings.first?.threshold == "3:1")
        #expect(findings.first?.message.contains("on #ffffff") == true)
    }

    @Test func aMeaningfulChevronInFullBluePasses() throws {
        let view = Image(systemName: "chevron.right").foregroundStyle(Color.nhsBlue)
            .componentAnnotation("MeaningfulGraphic", ["label": "Next page"])
            .nhsCardStyle()
        #expect(DesignAudit.findings(for: try AuditHarness.layout(view), checks: Self.check).isEmpty)
    }

    @Test func aMeaningfulBorderIsMeasuredAgainstWhatIsUnderItsRing() {
        let ring = RoundedRect(rect: CGRect(x: 10, y: 10, width: 80, height: 40), radii: CornerRadii(all: 8))
        let mark = ComponentAnnotation(component: "MeaningfulGraphic", properties: ["label": "Selected"],
                                       frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        let pale = DisplayList(size: CGSize(width: 100, height: 60), background: .white,
                               items: [.border(ring, RGBAColor(hex: 0xd8dde0), width: 2)], annotations: [mark])
        #expect(DesignAudit.findings(for: pale, checks: Self.check).map(\.measured) == ["1.36:1"], "1.369, rounded down")
        let strong = DisplayList(size: CGSize(width: 100, height: 60), background: .white,
                                 items: [.border(ring, RGBAColor(hex: 0x4c6273), width: 2)], annotations: [mark])
        #expect(DesignAudit.findings(for: strong, checks: Self.check).isEmpty)
    }
}
