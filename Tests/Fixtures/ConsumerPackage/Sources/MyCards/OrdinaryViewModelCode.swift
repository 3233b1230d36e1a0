import NHSAppUI

// Ordinary view models and the views that hold them, written for iOS (Combine's ObservableObject
// and SwiftUI's data flow), with only the import changed.

final class AppointmentsViewModel: ObservableObject {
    @Published var appointments: [String] = ["Blood test, 9:30", "Asthma review, 14:10"]
    @Published var searchText = ""
    @Published private(set) var isLoading = false

    var filtered: [String] {
        searchText.isEmpty ? appointments : appointments.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    func cancel(_ appointment: String) {
        objectWillChange.send()
        appointments.removeAll { $0 == appointment }
    }
}

final class Session: ObservableObject {
    @Published var patientName = "Ada Lovelace"
}

@Observable
final class PracticeModel {
    var practiceName = "Riverside Surgery"
}

enum ReminderFrequency: String, CaseIterable {
    case daily, weekly
}

private struct ContentHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct AppointmentsScreen: View {
    @StateObject private var viewModel = AppointmentsViewModel()
    @EnvironmentObject private var session: Session
    @Environment(PracticeModel.self) private var practice
    @AppStorage("showsPastAppointments") private var showsPast = false
    @AppStorage("reminderFrequency") private var frequency: ReminderFrequency = .daily
    @State private var contentHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Appointments for \(session.patientName)")
                .font(.headline)
            Text(practice.practiceName)
            TextField("Search", text: $viewModel.searchText)
            ForEach(viewModel.filtered, id: \.self) { appointment in
                AppointmentRow(title: appointment, viewModel: viewModel)
            }
            Toggle("Show past appointments", isOn: $showsPast)
            Picker("Reminders", selection: $frequency) {
                ForEach(ReminderFrequency.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
            }
        }
        .background(GeometryReader { proxy in
            Color.clear.preference(key: ContentHeightKey.self, value: proxy.size.height)
        })
        .onPreferenceChange(ContentHeightKey.self) { contentHeight = $0 }
        .onReceive(viewModel.$searchText) { text in
            if text.count > 40 { viewModel.searchText = String(text.prefix(40)) }
        }
    }
}

struct AppointmentRow: View {
    let title: String
    @ObservedObject var viewModel: AppointmentsViewModel

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button("Cancel", role: .destructive) { viewModel.cancel(title) }
        }
    }
}

struct AppointmentsPreviewHost: View {
    @StateObject private var session = Session()
    @State private var practice = PracticeModel()

    var body: some View {
        AppointmentsScreen()
            .environmentObject(session)
            .environment(practice)
            .defaultAppStorage(UserDefaults(suiteName: "appointments-preview") ?? .standard)
    }
}
