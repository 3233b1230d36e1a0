import AuditTestSupport
import Audits
import NHSAppRules
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The real NHSAppUI components: the spec examples pass, misuse is caught through their annotations.
@Suite struct ComponentAuditTests {
    struct Example: CustomStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        var description: String { name }
    }

    /// Examples from campaign-card.md, profile-card.md and card-action.md, verbatim.
    static let specExamples: [Example] = [
        Example(name: "campaign card") {
            AnyView(CampaignCard(
                image: Image("campaign-organ-donation"),
                title: "Organ donors save lives",
                subtitle: "Take 2 minutes to confirm your organ donation decision",
                action: {
                    // open the campaign journey
                 }
            ))
        },
        Example(name: "own profile card") {
            AnyView(ProfileCard(
                name: "Kevin Francis",
                nhsNumber: "485 777 3456",
                action: {
                    // open the user's profile
                }
            ))
        },
        Example(name: "compact acting-for card") {
            AnyView(ProfileCard(
                actingFor: "Sharon Francis-Williams",
                size: .compact,
                action: {
                    // open options to switch profile
                }
            ))
        },
        Example(name: "reverse card action") {
            AnyView(CardAction(title: "Family and carer access", style: .reverse) {
                // Action
            })
        },
        Example(name: "primary card action") {
            AnyView(CardAction(title: "Check the progress of prescriptions") { }
                .nhsCardStyle())
        },
        Example(name: "secondary group") {
            AnyView(CardActionGroup(
                header: "NHS information and support",
                style: .secondary,
                actions: [
                    CardAction(title: "Check your symptoms using 111 online") { },
                    CardAction(title: "Health A to Z") { },
                    CardAction(title: "Find services near you") { },
                ]
            ))
        },
        Example(name: "see all group") {
            AnyView(CardActionGroup(header: "Test results", actions: [
                CardAction(title: "HPV test") { },
                CardAction(title: "Kidney function blood tests") { },
                CardAction(title: "Blood pressure") { },
                CardAction(title: "See all", style: .plain) { },
            ]))
        },
    ]

    static let cells: [(DynamicTypeSize, ColorScheme, CGFloat)] = [
        (.large, .light, 393), (.accessibility5, .dark, 320), (.large, .light, 1032), (.accessibility3, .light, 1032),
    ]

    @Test(arguments: specExamples)
    func specExamplesHaveNoFindings(_ example: Example) throws {
        for (size, scheme, width) in Self.cells {
            let findings = try AuditHarness.findings(example.view(), width: width, size: size, scheme: scheme, checks: NHSAppRules.checks)
            // At AX5 on the narrowest phone a long word ("prescriptions" at 53 pt) is wider than a
            // card's text column and iOS breaks it: the audit warns, and nothing else.
            let allowed = size == .accessibility5 && width == 320 ? findings.filter { $0.rule == .textWordBroken } : []
            #expect(findings.count == allowed.count, "\(example) at \(size) \(scheme) \(width) pt: \(findings)")
        }
    }

    @Test func aReverseActionInAGroupIsCaught() throws {
        let view = CardActionGroup(header: "GP surgery", actions: [
            CardAction(title: "Family and carer access", style: .reverse) { },
            CardAction(title: "Medicines record") { },
        ])
        let findings = try AuditHarness.findings(view, checks: NHSAppRules.checks).filter { $0.severity == .error }
        #expect(findings.map(\.rule) == [.reverseActionPlacement])
        #expect(findings.first?.subject == "Family and carer access")
    }

    @Test func aReverseActionWithNHSCardStyleIsCaught() throws {
        let view = CardAction(title: "Family and carer access", style: .reverse) { }.nhsCardStyle()
        #expect(AuditHarness.errorRules(try AuditHarness.findings(view, checks: NHSAppRules.checks)) == [.reverseActionPlacement])
    }

    @Test func twoCampaignCardsAreCaught() throws {
        let view = VStack {
            CampaignCard(image: Image("campaign-organ-donation"), title: "Organ donors save lives",
                         subtitle: "Take 2 minutes to confirm your organ donation decision", action: {})
            CampaignCard(image: Image("campaign-organ-donation"), title: "Give blood",
                         subtitle: "Book an appointment near you", action: {})
        }
        let findings = try AuditHarness.findings(view, checks: NHSAppRules.checks)
        #expect(findings.map(\.rule) == [.campaignCardCount])
        #expect(findings.first?.subject == "Give blood")
    }

    @Test func anNHSNumberNotInThreeGroupsIsCaught() throws {
        let view = ProfileCard(name: "Kevin Francis", nhsNumber: "485 777 345", action: {})
        #expect(AuditHarness.errorRules(try AuditHarness.findings(view, checks: NHSAppRules.checks)) == [.nhsNumberFormat])
        let raw = ProfileCard(name: "Kevin Francis", nhsNumber: "4857773456", action: {})
        #expect(try AuditHarness.findings(raw, checks: NHSAppRules.checks).isEmpty, "the card shows ten raw digits as 485 777 3456")
    }

    @Test func aTitleCaseHeaderAndALongCampaignTitleWarn() throws {
        let group = CardActionGroup(header: "Test Results", actions: [CardAction(title: "HPV test") { }])
        #expect(try AuditHarness.findings(group, checks: NHSAppRules.checks).map(\.rule) == [.groupHeaderSentenceCase])
        let card = CampaignCard(image: Image("campaign-organ-donation"), title: "Organ donors save so many lives.",
                                subtitle: "Take 2 minutes to confirm your organ donation decision", action: {})
        let findings = try AuditHarness.findings(card, checks: NHSAppRules.checks)
        #expect(findings.map(\.rule) == [.campaignTitleLength, .campaignTitleFullStop])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func theCampaignCardReadsAsOneButton() throws {
        let card = CampaignCard(image: Image("campaign-organ-donation"), title: "Organ donors save lives",
                                subtitle: "Take 2 minutes to confirm your organ donation decision",
                                accessibilityHint: "Opens in a web browser", action: {})
        #expect(VoiceOverTranscript.text(for: try AuditHarness.layout(card))
                == "Button. Organ donors save lives, Take 2 minutes to confirm your organ donation decision. Hint: Opens in a web browser.\n")
    }
}
