import NHSAppUI

// Ordinary iPad code: a split view with a sidebar, a progress style of its own, a timeline and
// the iOS 17 modifiers around them, with only the import changed.

struct RingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                .font(.caption)
                .monospacedDigit()
        }
    }
}

struct HealthRecordSplitScreen: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var compactColumn = NavigationSplitViewColumn.detail
    @State private var selection: String?

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            List(["Allergies", "Medicines", "Test results"], id: \.self) { section in
                Text(section)
            }
            .navigationTitle("Health record")
            .navigationSplitViewColumnWidth(min: 240, ideal: 300, max: 360)
        } detail: {
            VStack(alignment: .leading, spacing: 16) {
                ProgressView(value: 2, total: 3) {
                    Text("Record download")
                } currentValueLabel: {
                    Text("2 of 3 parts")
                }
                ProgressView(value: 0.5) { Text("Sync") }
                    .progressViewStyle(RingProgressStyle())
                TimelineView(.everyMinute) { context in
                    Text("Checked \(context.date, style: .time)")
                }
                Button("Share") {}
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                Image(systemName: "bell")
                    .symbolEffect(.bounce, value: selection)
            }
            .navigationTitle(selection ?? "Summary")
            .toolbar { EditButton() }
            .inspector(isPresented: .constant(false)) { Text("Details") }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// A sidebar of collapsible sections (iOS 17), with a highlight behind the chosen record drawn
/// from an anchor.
struct RecordSidebar: View {
    @State private var medicinesExpanded = true
    @State private var resultsExpanded = false

    struct ChosenBounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    var body: some View {
        List {
            Section("Medicines", isExpanded: $medicinesExpanded) {
                Text("Repeat prescriptions")
                    .anchorPreference(key: ChosenBounds.self, value: .bounds) { $0 }
                Text("Past prescriptions")
                    .listRowBackground(Capsule().fill(Color.yellow.opacity(0.3)).padding(4))
            }
            Section(isExpanded: $resultsExpanded) {
                Text("Blood tests")
            } header: {
                Label("Test results", systemImage: "cross.case")
            }
        }
        .listStyle(.sidebar)
        .backgroundPreferenceValue(ChosenBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.accentColor.opacity(0.15))
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }
}
