import NHSAppUI
import ViewKit

/// The card action scenarios: every Swift example of card-action.md verbatim, the `headerFont`
/// option, a group of eight actions and a 120-character title.
enum CardActionScenarios {
    /// The scenarios, in the order the spec shows them.
    static var all: [(name: String, view: AnyView)] {
        [
            ("primary", AnyView(
                CardAction(title: "Check the progress of prescriptions") { }
                    .nhsCardStyle()
            )),
            ("plain", AnyView(
                CardAction(title: "Find services near you", style: .plain) { }
                    .nhsCardStyle()
            )),
            ("reverse", AnyView(
                CardAction(title: "Family and carer access", style: .reverse) {
                    // Action
                }
            )),
            ("with-subtitle", AnyView(
                CardAction(
                    title: "Your chosen pharmacy",
                    subtitle: "Boots"
                ) {
                    // Action
                }
            )),
            ("primary-group", AnyView(
                CardActionGroup(header: "GP surgery", actions: [
                    CardAction(title: "Request a repeat prescription") { },
                    CardAction(title: "Check the progress of prescriptions") { },
                    CardAction(title: "Medicines record") { },
                ])
            )),
            ("secondary-group", AnyView(
                CardActionGroup(
                    header: "NHS information and support",
                    style: .secondary,
                    actions: [
                        CardAction(title: "Check your symptoms using 111 online") { },
                        CardAction(title: "Health A to Z") { },
                        CardAction(title: "Find services near you") { },
                    ]
                )
            )),
            ("see-all", AnyView(
                CardActionGroup(header: "Test results", actions: [
                    CardAction(title: "HPV test") { },
                    CardAction(title: "Kidney function blood tests") { },
                    CardAction(title: "Blood pressure") { },
                    CardAction(title: "See all", style: .plain) { },
                ])
            )),
            ("header", AnyView(
                CardActionGroup(
                    header: "GP surgery",
                    actions: [
                        CardAction(title: "Request a repeat prescription") { },
                        CardAction(title: "Check the progress of prescriptions") { },
                    ]
                )
            )),
            ("header-font-title3", AnyView(
                CardActionGroup(
                    header: "GP surgery",
                    headerFont: .nhsTitle3,
                    actions: [
                        CardAction(title: "Request a repeat prescription") { },
                        CardAction(title: "Check the progress of prescriptions") { },
                    ]
                )
            )),
            ("footer", AnyView(
                CardActionGroup(
                    footer: "Services available from your GP surgery.",
                    actions: [
                        CardAction(title: "Request a repeat prescription") { },
                        CardAction(title: "Check the progress of prescriptions") { },
                    ]
                )
            )),
            ("hint", AnyView(
                CardAction(
                    title: "Health A to Z",
                    style: .plain,
                    accessibilityHint: "Opens a web page in the app"
                ) {
                    // Action
                }
            )),
            ("link", AnyView(
                CardAction(
                    title: "Privacy and legal policies",
                    accessibilityHint: "Opens in a web browser"
                ) {
                    // Action
                }
                .accessibilityAddTraits(.isLink)
            )),
            ("eight-actions", AnyView(
                CardActionGroup(header: "Your health", actions: eightActions)
            )),
            ("long-title", AnyView(
                CardActionGroup(header: "Messages", actions: [
                    CardAction(title: longTitle, subtitle: "From your GP surgery") { },
                    CardAction(title: "Medicines record") { },
                ])
            )),
        ]
    }

    /// Forbidden uses, drawn as written so audits can be seen reporting them: a `.reverse` action
    /// inside a group, and one with `nhsCardStyle()` added.
    static var misuse: [(name: String, view: AnyView)] {
        [
            ("reverse-in-group", AnyView(
                CardActionGroup(header: "Family", actions: [
                    CardAction(title: "Family and carer access", style: .reverse) { },
                    CardAction(title: "Linked profiles") { },
                ])
            )),
            ("reverse-with-card-style", AnyView(
                CardAction(title: "Family and carer access", style: .reverse) { }
                    .nhsCardStyle()
            )),
        ]
    }

    /// Eight actions in one group, two of them with subtitles.
    static var eightActions: [CardAction] {
        [
            CardAction(title: "Appointments") { },
            CardAction(title: "Prescriptions", subtitle: "2 ready to collect") { },
            CardAction(title: "Test results") { },
            CardAction(title: "Medicines record") { },
            CardAction(title: "Vaccinations", subtitle: "Up to date") { },
            CardAction(title: "Health conditions") { },
            CardAction(title: "Documents") { },
            CardAction(title: "See all", style: .plain) { },
        ]
    }

    /// A title of exactly 120 characters, to show wrapping without truncation.
    static let longTitle =
        "Request a repeat prescription for the medicines you take every day, and choose a pharmacy that will prepare them for you"
}
