import NHSAppUI

// Swift 6 screen code as iOS 17 and 18 apps write it: the models are `@MainActor`, read in `body`
// and its helpers, called from actions and tasks, and made as `@StateObject` and `@State` values.

@MainActor
final class BookingsViewModel: ObservableObject {
    @Published private(set) var upcoming = ["GP appointment, 12 December", "Dental check-up, 3 January"]
    @Published var isLoading = false

    func cancel(_ appointment: String) { upcoming.removeAll { $0 == appointment } }
    func reload() async { isLoading = false }
}

@MainActor @Observable
final class GreetingModel {
    var firstName = "Sam"
    var greeting: String { "Good morning, \(firstName)" }
}

public struct BookingsScreen: View {
    @StateObject private var viewModel = BookingsViewModel()
    @State private var greeting = GreetingModel()

    public init() {}

    public var body: some View {
        List {
            Section {
                rows
            } header: {
                Text(greeting.greeting)
            }
        }
        .task { await viewModel.reload() }
        .refreshable { await viewModel.reload() }
    }

    private var rows: some View {
        ForEach(viewModel.upcoming, id: \.self) { appointment in
            Button(appointment) { viewModel.cancel(appointment) }
        }
    }
}
