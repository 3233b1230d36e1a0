import Foundation
import NHSAppUI

// Ordinary iOS 16–17 search code: tokens in the search field, suggested tokens, a default focus
// and a repeating stepper button, with only the import changed.

struct ServiceFilter: Identifiable, Hashable {
    let name: String
    let symbol: String
    var id: String { name }
}

struct ServiceSearchScreen: View {
    enum Field: Hashable { case postcode }

    @State private var query = ""
    @State private var filters = [ServiceFilter(name: "GP", symbol: "stethoscope")]
    @State private var suggested = [ServiceFilter(name: "Pharmacy", symbol: "pills")]
    @State private var postcode = ""
    @State private var radius = 5
    @FocusState private var focus: Field?

    var body: some View {
        NavigationStack {
            Form {
                TextField("Postcode", text: $postcode).focused($focus, equals: .postcode)
                Stepper("Within \(radius) miles", value: $radius, in: 1...50).buttonRepeatBehavior(.enabled)
            }
            .defaultFocus($focus, .postcode)
            .navigationTitle("Find a service")
            .searchable(text: $query, tokens: $filters, suggestedTokens: $suggested, prompt: "Search services") { filter in
                Label(filter.name, systemImage: filter.symbol)
            }
        }
    }
}

#Preview {
    ServiceSearchScreen()
}

#Preview("Results", traits: .sizeThatFitsLayout) {
    @Previewable @State var results = [TestResult(name: "HbA1c", value: "41 mmol/mol")]
    List(results) { result in Text(result.name) }
}
