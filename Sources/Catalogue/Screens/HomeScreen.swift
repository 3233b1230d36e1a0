import NHSAppUI
import ViewKit

/// The app's home screen, written as an iOS team writes it with the design system: the profile
/// card, one campaign card and groups of card actions in a scroll view under a large title.
struct HomeScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ProfileCard(name: "Kevin Francis", nhsNumber: "485 777 3456") {
                        // open the user's profile
                    }
                    CampaignCard(
                        image: Image("campaign-organ-donation"),
                        title: "Organ donors save lives",
                        subtitle: "Take 2 minutes to confirm your organ donation decision"
                    ) {
                        // open the campaign journey
                    }
                    CardActionGroup(header: "Your health", actions: [
                        CardAction(title: "Prescriptions") { },
                        CardAction(title: "Appointments") { },
                        CardAction(title: "Test results") { },
                    ])
                    CardActionGroup(header: "NHS information and support", style: .secondary, actions: [
                        CardAction(title: "Check your symptoms using 111 online") { },
                        CardAction(title: "Find services near you") { },
                    ])
                }
                .padding()
            }
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Help") { }
                }
            }
        }
    }
}
