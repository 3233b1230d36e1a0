import NHSAppUI
import ViewKit

/// The appointments screen with one appointment's details open in a sheet: on a phone dragged up
/// to the whole screen (its larger detent, selected), the screen shrunk back behind it; a form
/// sheet on an iPad. The sheet's own navigation bar carries its title and a Done button; its
/// actions are a card action group.
struct AppointmentSheetScreen: View {
    var body: some View {
        AppointmentsScreen()
            .sheet(isPresented: .constant(true)) {
                AppointmentDetails()
                    .presentationDetents([.medium, .large], selection: .constant(.large))
            }
    }
}

/// One appointment's details, as the sheet shows them.
private struct AppointmentDetails: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Tuesday 9 December, 8:40am")
                            .font(.nhsHeadline)
                        Text("Abbey Road Surgery, with the practice nurse")
                            .foregroundStyle(.nhsSecondaryText)
                    }
                    .foregroundStyle(.nhsText)
                    CardActionGroup(actions: [
                        CardAction(title: "Add to calendar") {},
                        CardAction(title: "Cancel appointment", subtitle: "You can book another at any time") {},
                    ])
                }
                .padding()
            }
            .background(Color.nhsBackground)
            .navigationTitle("Blood test")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
        }
    }
}
