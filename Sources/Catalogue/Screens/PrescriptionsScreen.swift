import NHSAppUI
import ViewKit

/// A repeat prescription and where it has got to.
struct Prescription: Identifiable {
    let id = UUID()
    let medicine: String
    let status: String
}

/// What the prescriptions screen shows, as an `@Observable` model of the kind an app keeps.
@Observable
final class PrescriptionsModel {
    var prescriptions = [
        Prescription(medicine: "Amlodipine 5mg tablets", status: "Ready to collect"),
        Prescription(medicine: "Salbutamol 100micrograms inhaler", status: "Ordered 2 days ago"),
        Prescription(medicine: "Sertraline 50mg tablets", status: "Approved by your GP"),
    ]
    var nominatedPharmacy = "Boots, Oxford Street"
}

/// The prescriptions screen: a list of sections, with card actions as the list's own rows.
struct PrescriptionsScreen: View {
    @State private var model = PrescriptionsModel()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(model.prescriptions) { prescription in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(prescription.medicine)
                                .font(.nhsBody)
                                .foregroundStyle(.nhsText)
                            Text(prescription.status)
                                .font(.nhsSubheadline)
                                .foregroundStyle(.nhsSecondaryText)
                        }
                    }
                } header: {
                    Text("Repeat prescriptions")
                } footer: {
                    Text("Order at least 7 days before your medicine runs out.")
                }
                Section("Nominated pharmacy") {
                    Text(model.nominatedPharmacy)
                        .foregroundStyle(.nhsText)
                }
                CardAction(title: "Order a repeat prescription") { }
                    .nhsCardStyle()
                    .nhsCardRowStyle()
            }
            .navigationTitle("Prescriptions")
        }
    }
}
