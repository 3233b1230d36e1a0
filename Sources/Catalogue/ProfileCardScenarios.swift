import NHSAppUI
import ViewKit

/// The profile card's catalogue scenarios (issue 5): every spec example verbatim, long and
/// accented names, a hint, and the compact card where the spec places it.
enum ProfileCardScenarios {
    /// A name long enough to wrap on every phone.
    static let longName = "Sharon Francis-Williams-Montgomery-Fairweather"
    /// A name with diacritics.
    static let accentedName = "Siân Llŷr"

    /// Every scenario, by kebab-case name.
    static var all: [(name: String, view: AnyView)] {
        [
            ("spec-own-profile", AnyView(
                ProfileCard(
                    name: "Kevin Francis",
                    nhsNumber: "485 777 3456",
                    action: {
                        // open the user's profile
                    }
                )
            )),
            ("spec-acting-for", AnyView(
                ProfileCard(
                    actingFor: "Sharon Francis-Williams",
                    action: {
                        // open options to switch profile
                    }
                )
            )),
            ("spec-compact", AnyView(
                ProfileCard(
                    actingFor: "Sharon Francis-Williams",
                    size: .compact,
                    action: {
                        // open options to switch profile
                    }
                )
            )),
            ("long-name-own-profile", AnyView(ProfileCard(name: longName, nhsNumber: "485 777 3456", action: {}))),
            ("long-name-acting-for", AnyView(ProfileCard(actingFor: longName, action: {}))),
            ("long-name-compact", AnyView(ProfileCard(actingFor: longName, size: .compact, action: {}))),
            ("diacritics-own-profile", AnyView(ProfileCard(name: accentedName, nhsNumber: "485 777 3456", action: {}))),
            ("diacritics-acting-for", AnyView(ProfileCard(actingFor: accentedName, action: {}))),
            ("accessibility-hint", AnyView(
                ProfileCard(name: "Kevin Francis", nhsNumber: "485 777 3456",
                            accessibilityHint: "Opens your personal details", action: {})
            )),
            ("compact-below-heading", AnyView(CompactCardOnAScreen())),
        ]
    }
}

/// A screen other than home while acting for someone: the heading, then the compact card,
/// then the screen's own content, as the spec says to place it.
private struct CompactCardOnAScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Prescriptions")
                .font(.nhsLargeTitle)
                .bold()
                .foregroundStyle(.nhsText)
                .accessibilityAddTraits(.isHeader)
            ProfileCard(actingFor: "Sharon Francis-Williams", size: .compact, action: {})
            VStack(alignment: .leading, spacing: 8) {
                Text("Order a repeat prescription")
                    .font(.nhsHeadline)
                Text("Choose the medicines you need and where to collect them.")
                    .font(.nhsBody)
            }
            .foregroundStyle(.nhsText)
            .nhsCardStyle()
        }
    }
}
