import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// Text never over a photo, and no two texts over each other.
@Suite struct OverlapCheckTests {
    static let check: [any AuditCheck] = [OverlapCheck()]

    @Test func textOverThePhotoIsAnError() throws {
        let view = ZStack(alignment: .bottomLeading) {
            Image(decorative: "photo").resizable().scaledToFill().frame(height: 120).clipped()
            Text("Organ donors save lives").foregroundStyle(.nhsWhiteOnly).padding(12)
        }
        let findings = try AuditHarness.findings(view).filter { $0.rule == .textOverImage }
        #expect(findings.count == 1)
        #expect(findings.first?.subject == "Organ donors save lives")
        #expect(findings.first?.message == "text over the photo \"photo\"")
        #expect(findings.first?.severity == .error)
    }

    @Test func textBelowThePhotoPasses() throws {
        let view = VStack(spacing: 0) {
            Image(decorative: "photo").resizable().scaledToFill().frame(height: 120).clipped()
            Text("Organ donors save lives").padding(12)
        }
        #expect(try AuditHarness.findings(view).filter { $0.rule == .textOverImage }.isEmpty)
    }

    @Test func twoOverlappingTextsAreAnError() throws {
        let view = ZStack {
            Text("First")
            Text("Second")
        }
        let findings = try AuditHarness.findings(view).filter { $0.rule == .textOverlap }
        #expect(findings.map(\.subject) == ["First / Second"])
    }

    @Test func framesThatTouchOrMeetByHalfAPointPass() {
        let first = AuditHarness.text("ab", at: CGPoint(x: 0, y: 0), size: 10)     // 10 × 12.5
        let touching = AuditHarness.text("cd", at: CGPoint(x: 10, y: 0), size: 10)
        let halfPoint = AuditHarness.text("ef", at: CGPoint(x: 0, y: 12), size: 10)
        let deeper = AuditHarness.text("gh", at: CGPoint(x: 9, y: 5), size: 10)
        let list = DisplayList(size: CGSize(width: 100, height: 100), background: .white,
                               items: [.text(first), .text(touching), .text(halfPoint)])
        #expect(DesignAudit.findings(for: list, checks: Self.check).isEmpty)
        let overlapping = DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [.text(first), .text(deeper)])
        #expect(DesignAudit.findings(for: overlapping, checks: Self.check).map(\.measured) == ["overlap 1 × 7.5 pt"])
    }

    @Test func theVisiblePartOfAClippedPhotoCounts() {
        let photo = DisplayItem.image(ImageItem(assetName: "photo", frame: CGRect(x: 0, y: 0, width: 100, height: 100), contentMode: .fill))
        let text = AuditHarness.text("Below", at: CGPoint(x: 0, y: 60), size: 10)
        let clipped = DisplayList(size: CGSize(width: 100, height: 100), background: .white,
                                  items: [.clipped(RoundedRect(rect: CGRect(x: 0, y: 0, width: 100, height: 50)), [photo]), .text(text)])
        #expect(DesignAudit.findings(for: clipped, checks: Self.check).isEmpty)
        let unclipped = DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [photo, .text(text)])
        #expect(DesignAudit.findings(for: unclipped, checks: Self.check).map(\.rule) == [.textOverImage])
    }
}
