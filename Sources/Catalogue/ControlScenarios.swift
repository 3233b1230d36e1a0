import NHSAppUI
import NHSSnapshot
import ViewKit

/// The `Controls` scenarios: the SwiftUI controls screen code uses, drawn as iOS draws them at one
/// moment, in both schemes at the smallest and the largest text size.
enum ControlScenarios {
    /// The cells controls' goldens cover: the common phone at the smallest and the largest text
    /// size, light and dark, at 1x.
    static let goldenMatrix = SnapshotMatrix(
        name: "golden-controls", devices: [.iPhone16], sizes: [.xSmall, .accessibility5], schemes: ColorScheme.allCases, scale: 1)

    /// The controls, by kebab-case name.
    static var all: [Scenario] {
        [
            control("toggles") {
                VStack(spacing: 0) {
                    Toggle("Appointment reminders", isOn: .constant(true))
                    Divider()
                    Toggle("Marketing messages", isOn: .constant(false))
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
            control("labels") {
                VStack(alignment: .leading, spacing: 12) {
                    Label("Person", systemImage: "person.fill")
                    Label("Family and carers", systemImage: "person.2.fill")
                    Label("Next", systemImage: "chevron.right").labelStyle(.titleOnly)
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            control("buttons") {
                // The NHS colours, not iOS's: white on the adaptive accent is 2.7:1 in dark mode and
                // system red on its faint panel 2.6:1, which the audits report.
                VStack(alignment: .leading, spacing: 12) {
                    Button("Book an appointment") { }
                        .buttonStyle(.borderedProminent)
                        .tint(.nhsBlueOnly)
                    Button("View details") { }
                        .buttonStyle(.bordered)
                    Button(role: .destructive) { } label: {
                        Text("Cancel appointment")
                            .foregroundStyle(.nhsRed)
                            .frame(minHeight: 44)
                    }
                    Link(destination: URL(string: "https://www.nhs.uk/privacy")!) {
                        Text("Read the privacy notice")
                            .frame(minHeight: 44)
                    }
                }
            },
            control("progress") {
                VStack(alignment: .leading, spacing: 16) {
                    ProgressView("Uploading photo", value: 0.4)
                    ProgressView(value: 1.0)
                    ProgressView("Loading messages")
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
        ] + inputs
    }

    private static func control<Content: View>(_ name: String, @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Controls", name: name, goldenMatrix: goldenMatrix, view: view)
    }
}
