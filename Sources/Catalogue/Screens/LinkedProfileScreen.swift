import NHSAppUI
import ViewKit

/// Acting for someone else: the compact acting-for card under the screen's heading, and the
/// services the user can use for them.
struct LinkedProfileScreen: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Services for Sharon")
                        .font(.nhsTitle2)
                        .foregroundStyle(.nhsText)
                        .accessibilityAddTraits(.isHeader)
                    ProfileCard(actingFor: "Sharon Francis-Williams", size: .compact) {
                        // switch profile
                    }
                    CardActionGroup(header: "Services", actions: [
                        CardAction(title: "Order a repeat prescription") { },
                        CardAction(title: "View appointments") { },
                        CardAction(title: "Messages", subtitle: dynamicTypeSize.isAccessibilitySize ? nil : "1 unread") { },
                    ])
                    CardAction(title: "Switch to your profile", style: .plain) { }
                        .nhsCardStyle()
                }
                .padding()
            }
            .navigationTitle("Linked profiles")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Back") { }
                }
            }
        }
    }
}
