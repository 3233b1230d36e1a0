import NHSAppUI
import ViewKit

/// An appointment the user has booked.
struct Appointment: Identifiable {
    let id = UUID()
    let service: String
    let when: String
    let place: String
}

/// Upcoming appointments as cards in an adaptive grid (one column on a phone, several on an
/// iPad), under a heading that puts its button beside it when there is room and below it when
/// not.
struct AppointmentsScreen: View {
    @ScaledMetric(relativeTo: .body) private var cardSpacing: CGFloat = 16
    private let cardMinimumWidth: CGFloat = 280
    private let appointments = [
        Appointment(service: "Blood test", when: "Tuesday 9 December, 8:40am", place: "Abbey Road Surgery"),
        Appointment(service: "Asthma review", when: "Friday 12 December, 2:15pm", place: "Abbey Road Surgery"),
        Appointment(service: "Dermatology", when: "Monday 5 January, 10:00am", place: "St Thomas' Hospital, outpatients"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            heading
                            Spacer()
                            bookButton
                        }
                        VStack(alignment: .leading, spacing: 8) {
                            heading
                            bookButton
                        }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: cardMinimumWidth), spacing: cardSpacing)],
                              alignment: .leading, spacing: cardSpacing) {
                        ForEach(appointments) { appointment in
                            VStack(alignment: .leading, spacing: 8) {
                                Text(appointment.service)
                                    .font(.nhsHeadline)
                                Text(appointment.when)
                                Text(appointment.place)
                                    .foregroundStyle(.nhsSecondaryText)
                            }
                            .foregroundStyle(.nhsText)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .nhsCardStyle()
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Appointments")
        }
    }

    private var heading: some View {
        Text("Upcoming")
            .font(.nhsTitle3)
            .foregroundStyle(.nhsText)
            .accessibilityAddTraits(.isHeader)
    }

    private var bookButton: some View {
        Button {
            // open booking
        } label: {
            Text("Book an appointment")
                .frame(minHeight: 44)
        }
    }
}
