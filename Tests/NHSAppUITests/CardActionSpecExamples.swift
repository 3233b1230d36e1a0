import NHSAppUI

/// Every Swift example of card-action.md, verbatim, so the spec's code is compiled and laid out.
enum CardActionSpecExamples {
    static var primary: some View {
        CardAction(title: "Check the progress of prescriptions") { }
            .nhsCardStyle()
    }

    static var plain: some View {
        CardAction(title: "Find services near you", style: .plain) { }
            .nhsCardStyle()
    }

    static var reverse: some View {
        CardAction(title: "Family and carer access", style: .reverse) {
            // Action
        }
    }

    static var withSubtitle: some View {
        CardAction(
            title: "Your chosen pharmacy",
            subtitle: "Boots"
        ) {
            // Action
        }
    }

    static var primaryGroup: some View {
        CardActionGroup(header: "GP surgery", actions: [
            CardAction(title: "Request a repeat prescription") { },
            CardAction(title: "Check the progress of prescriptions") { },
            CardAction(title: "Medicines record") { },
        ])
    }

    static var secondaryGroup: some View {
        CardActionGroup(
            header: "NHS information and support",
            style: .secondary,
            actions: [
                CardAction(title: "Check your symptoms using 111 online") { },
                CardAction(title: "Health A to Z") { },
                CardAction(title: "Find services near you") { },
            ]
        )
    }

    static var seeAll: some View {
        CardActionGroup(header: "Test results", actions: [
            CardAction(title: "HPV test") { },
            CardAction(title: "Kidney function blood tests") { },
            CardAction(title: "Blood pressure") { },
            CardAction(title: "See all", style: .plain) { },
        ])
    }

    static var header: some View {
        CardActionGroup(
            header: "GP surgery",
            actions: [
                CardAction(title: "Request a repeat prescription") { },
                CardAction(title: "Check the progress of prescriptions") { },
            ]
        )
    }

    static var footer: some View {
        CardActionGroup(
            footer: "Services available from your GP surgery.",
            actions: [
                CardAction(title: "Request a repeat prescription") { },
                CardAction(title: "Check the progress of prescriptions") { },
            ]
        )
    }

    static var hint: some View {
        CardAction(
            title: "Health A to Z",
            style: .plain,
            accessibilityHint: "Opens a web page in the app"
        ) {
            // Action
        }
    }

    static var link: some View {
        CardAction(
            title: "Privacy and legal policies",
            accessibilityHint: "Opens in a web browser"
        ) {
            // Action
        }
        .accessibilityAddTraits(.isLink)
    }

    /// The spec describes `headerFont: .nhsTitle3` in prose; this is that option on the header example.
    static var headerFont: some View {
        CardActionGroup(
            header: "GP surgery",
            headerFont: .nhsTitle3,
            actions: [
                CardAction(title: "Request a repeat prescription") { },
                CardAction(title: "Check the progress of prescriptions") { },
            ]
        )
    }

    /// Every example by name, with how many card actions it holds.
    static var all: [(name: String, view: AnyView, actions: Int)] {
        [
            ("primary", AnyView(primary), 1), ("plain", AnyView(plain), 1), ("reverse", AnyView(reverse), 1),
            ("with-subtitle", AnyView(withSubtitle), 1), ("primary-group", AnyView(primaryGroup), 3),
            ("secondary-group", AnyView(secondaryGroup), 3), ("see-all", AnyView(seeAll), 4),
            ("header", AnyView(header), 2), ("header-font-title3", AnyView(headerFont), 2),
            ("footer", AnyView(footer), 2), ("hint", AnyView(hint), 1), ("link", AnyView(link), 1),
        ]
    }

    /// A title of exactly 120 characters.
    static let longTitle =
        "Request a repeat prescription for the medicines you take every day, and choose a pharmacy that will prepare them for you"
}
