import AuditTestSupport
import Audits
import NHSAppRules
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The component specs' rules, read from annotations.
@Suite struct SpecRuleCheckTests {
    static let check: [any AuditCheck] = [SpecRuleCheck()]

    static func findings<V: View>(_ view: V) throws -> [Finding] {
        DesignAudit.findings(for: try AuditHarness.layout(view), checks: check)
    }

    @Test func oneCampaignCardPassesAndASecondIsAnError() throws {
        let one = StandInCampaignCard(title: "Organ donors save lives", subtitle: "Take 2 minutes")
        #expect(try Self.findings(one).isEmpty)
        let two = VStack {
            StandInCampaignCard(title: "Organ donors save lives", subtitle: "Take 2 minutes")
            StandInCampaignCard(title: "Get your flu jab", subtitle: "Book at a pharmacy")
        }
        let findings = try Self.findings(two)
        #expect(findings.map(\.rule) == [.campaignCardCount])
        #expect(findings.first?.subject == "Get your flu jab")
        #expect(findings.first?.measured == "2 campaign cards")
    }

    @Test func aReverseActionOnItsOwnPasses() throws {
        #expect(try Self.findings(StandInCardAction(title: "Family and carer access", style: "reverse")).isEmpty)
    }

    @Test func aReverseActionInAGroupIsAnError() throws {
        let findings = try Self.findings(StandInCardAction(title: "Family and carer access", style: "reverse", isInGroup: true))
        #expect(findings.map(\.rule) == [.reverseActionPlacement])
        #expect(findings.first?.message.contains("inside a CardActionGroup") == true)
    }

    @Test func aReverseActionWithNHSCardStyleIsAnErrorByFactOrByGeometry() throws {
        let byFact = try Self.findings(StandInCardAction(title: "Family", style: "reverse", isInsideNHSCard: true))
        #expect(byFact.map(\.measured) == ["reverse with nhsCardStyle()"])
        let byGeometry = try Self.findings(StandInCardAction(title: "Family", style: "reverse").nhsCardStyle())
        #expect(byGeometry.map(\.rule) == [.reverseActionPlacement])
        let primaryInCard = try Self.findings(StandInCardAction(title: "Family").nhsCardStyle())
        #expect(primaryInCard.isEmpty)
    }

    @Test func compactIsOnlyForActingFor() throws {
        #expect(try Self.findings(StandInProfileCard(name: "Sharon", variant: "actingFor", size: "compact")).isEmpty)
        let own = try Self.findings(StandInProfileCard(name: "Kevin Francis", size: "compact", nhsNumber: "485 777 3456"))
        #expect(own.map(\.rule) == [.compactProfileCard])
        #expect(own.first?.subject == "Kevin Francis")
    }

    @Test(arguments: [
        ("485 777 3456", true), ("4857773456", false), ("485-777-3456", false), ("485 777 345", false),
        ("485  777 3456", false), ("48a 777 3456", false), ("485 777 34567", false), (" 485 777 3456", false),
        ("٤٨٥ ٧٧٧ ٣٤٥٦", false),
    ])
    func nhsNumbersAreTenDigitsThreeThreeFour(_ number: String, _ valid: Bool) throws {
        #expect(NHSNumberFormat.isThreeThreeFour(number) == valid)
        let findings = try Self.findings(StandInProfileCard(name: "Kevin Francis", nhsNumber: number))
        #expect(findings.map(\.rule) == (valid ? [] : [.nhsNumberFormat]))
    }

    @Test func theNumberAsShownIsCheckedBeforeTheNumberAsPassed() {
        let card = ComponentAnnotation(component: "ProfileCard", properties: [
            "variant": "own", "size": "regular", "name": "Kevin", "nhsNumber": "4857773456", "nhsNumberShown": "485 777 3456",
        ], frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let list = DisplayList(size: CGSize(width: 100, height: 80), background: .white, annotations: [card])
        #expect(DesignAudit.findings(for: list, checks: Self.check).isEmpty)
    }
}
