import NHSAppUI
import ViewKit

/// The `nhsCardStyle()` / `nhsCardRowStyle()` scenarios: every Swift example of card-style.md verbatim.
enum CardStyleScenarios {
    /// The scenarios, in the order the spec shows them.
    static var all: [(name: String, view: AnyView)] {
        [
            ("default", AnyView(
                VStack(alignment: .leading, spacing: 8) {
                    Text("Card title")
                        .font(.nhsHeadline)
                    Text("Some supporting body text inside a card.")
                        .font(.nhsBody)
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            )),
            ("outlined", AnyView(
                Text("Card with a border")
                    .foregroundStyle(.nhsText)
                    .nhsCardStyle(
                        backgroundColor: .clear,
                        borderWidth: 2
                    )
            )),
            ("whole-card-button", AnyView(
                Button {
                    // open the details screen
                } label: {
                    Text("Entire card is tappable")
                }
                .nhsCardStyle()
            )),
            ("in-a-list", AnyView(
                List {
                    Text("Card in a list")
                        .nhsCardStyle()
                        .nhsCardRowStyle()
                }
            )),
        ]
    }
}
