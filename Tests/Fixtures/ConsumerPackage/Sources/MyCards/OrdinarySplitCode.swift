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
