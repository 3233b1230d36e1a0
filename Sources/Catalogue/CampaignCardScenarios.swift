import Audits
import NHSAppRules
import NHSAppUI
import NHSSnapshot
import ViewKit

/// The campaign card's catalogue scenarios (issue 4): the spec's examples verbatim, the hint,
/// the content targets met and exceeded, and photos of other shapes to show the cropping.
/// A missing image name is an error case, tested in CampaignCardTests, not a scenario.
enum CampaignCardScenarios {
    /// A title at the 23-character target.
    static let titleAtTarget = "Check your heart health"
    /// A title well over the target.
    static let titleOverTarget = "Stop smoking and start saving money for the things you love most"
    /// A subtitle at the 75-character target.
    static let subtitleAtTarget = "Find out your heart age and what you can do to lower your risks of a stroke"
    /// A subtitle three times the target (225 characters).
    static let subtitleThreeTimesTarget = "Find out your heart age in 4 minutes, learn what raises your risk of heart attack "
        + "and stroke, and get practical tips on eating well, moving more, drinking less alcohol and stopping smoking "
        + "to protect your heart for many years"

    /// The findings scenarios trigger on purpose, by scenario name: the two that exceed the content
    /// targets show how an over-long title and subtitle lay out, and the audit warns about them.
    static let expectedFindings: [String: [ExpectedFinding]] = [
        "title-over-target": [ExpectedFinding(rule: .campaignTitleLength, subjectContains: titleOverTarget)],
        "subtitle-three-times-target": [ExpectedFinding(rule: .campaignSubtitleLength)],
    ]

    /// Every scenario, by kebab-case name.
    static var all: [(name: String, view: AnyView)] {
        [
            ("spec-example", AnyView(
                CampaignCard(
                    image: Image("campaign-organ-donation"),
                    title: "Organ donors save lives",
                    subtitle: "Take 2 minutes to confirm your organ donation decision",
                    action: {
                        // open the campaign journey
                     }
                )
            )),
            ("spec-example-in-list", AnyView(
                List {
                    CampaignCard(
                        image: Image("campaign-organ-donation"),
                        title: "Organ donors save lives",
                        subtitle: "Take 2 minutes to confirm your organ donation decision",
                        action: {
                            // open the campaign journey
                         }
                    )
                    .nhsCardRowStyle()
                }
            )),
            ("accessibility-hint", AnyView(
                CampaignCard(image: Image("campaign-organ-donation"), title: "Organ donors save lives",
                             subtitle: "Take 2 minutes to confirm your organ donation decision",
                             accessibilityHint: "Opens in a web browser", action: {})
            )),
            ("title-at-target", AnyView(
                CampaignCard(image: Image("campaign-organ-donation"), title: titleAtTarget,
                             subtitle: "Find out your heart age in 4 minutes", action: {})
            )),
            ("title-over-target", AnyView(
                CampaignCard(image: Image("campaign-organ-donation"), title: titleOverTarget,
                             subtitle: "Get free support to quit from your local stop smoking service", action: {})
            )),
            ("subtitle-at-target", AnyView(
                CampaignCard(image: Image("campaign-organ-donation"), title: titleAtTarget,
                             subtitle: subtitleAtTarget, action: {})
            )),
            ("subtitle-three-times-target", AnyView(
                CampaignCard(image: Image("campaign-organ-donation"), title: titleAtTarget,
                             subtitle: subtitleThreeTimesTarget, action: {})
            )),
            ("portrait-photo", AnyView(
                CampaignCard(image: Image("portrait-dogs-at-window"), title: "Walk your way to health",
                             subtitle: "Find walking groups near you and build a daily habit", action: {})
            )),
            ("wide-photo", AnyView(
                CampaignCard(image: Image("outdoors-dandelion-meadow-wide"), title: "It's hay fever season",
                             subtitle: "Check which treatments can help and when to ask a pharmacist", action: {})
            )),
        ]
    }
}
