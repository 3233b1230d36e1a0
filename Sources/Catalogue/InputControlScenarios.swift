import Audits
import NHSAppUI
import NHSSnapshot

/// The `Controls` scenarios of the input controls: text fields, pickers, steppers, disclosure
/// groups and a form of them, at the same golden cells as the other controls.
extension ControlScenarios {
    static var inputs: [Scenario] {
        [
            // iOS's placeholder colour is 1.7:1 on white (2.5:1 in dark mode): the audit reports it.
            // A one-line field cuts its value with an ellipsis, as the email is on the narrowest
            // phone at the two largest sizes.
            input("text-fields", expecting: ["Full name", "PIN", "Notes"].map {
                ExpectedFinding(rule: .textContrast, subjectContains: $0)
            } + ["320-AX4", "320-AX5"].map {
                ExpectedFinding(rule: .textTruncated, subjectContains: "jo@nhs.net", cellContains: $0)
            }) {
                VStack(alignment: .leading, spacing: 8) {
                    TextField("Full name", text: .constant(""))
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                    TextField("Email", text: .constant("jo@nhs.net"))
                        .keyboardType(.emailAddress)
                        .autocorrectionDisabled()
                    SecureField("Password", text: .constant("secret12"))
                        .submitLabel(.go)
                    SecureField("PIN", text: .constant(""), prompt: Text("PIN"))
                    TextField("Notes", text: .constant(""), prompt: Text("Notes"), axis: .vertical)
                        .textFieldStyle(.plain)
                }
                .textFieldStyle(.roundedBorder)
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
            input("pickers") {
                VStack(alignment: .leading, spacing: 12) {
                    Picker("Remind me", selection: .constant(1)) {
                        Text("Never").tag(0)
                        Text("Daily").tag(1)
                        Text("Weekly").tag(2)
                    }
                    Picker("View", selection: .constant("List")) {
                        ForEach(["List", "Map"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
            // The half that can step no further is in iOS's disabled grey, which the audit reports
            // (WCAG exempts inactive controls; the audit cannot tell).
            input("steppers", expecting: [ExpectedFinding(rule: .textContrast, subjectContains: "\u{E15B}")]) {
                VStack(spacing: 0) {
                    Stepper("Tablets: 2", value: .constant(2), in: 1...8)
                    Divider()
                    Stepper("Days: 1", value: .constant(1), in: 1...28)
                    Divider()
                    Stepper("Repeats", onIncrement: { }, onDecrement: { })
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
            input("disclosure-groups") {
                VStack(alignment: .leading, spacing: 0) {
                    DisclosureGroup("Side effects", isExpanded: .constant(true)) {
                        Text("Headache and feeling sick are common.")
                            .padding(.bottom, 12)
                    }
                    Divider()
                    DisclosureGroup("How to take it") {
                        Text("With food.")
                    }
                }
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
            input("form") {
                Form {
                    Section("Details") {
                        // iOS's secondary label is 3.4:1 on white; the NHS secondary text passes.
                        LabeledContent("NHS number") {
                            Text("485 777 3456").foregroundStyle(.nhsSecondaryText)
                        }
                        TextField("Postcode", text: .constant("LS1 4AP"))
                            .textContentType(.postalCode)
                    }
                    Section {
                        Picker("Remind me", selection: .constant("Daily")) {
                            ForEach(["Never", "Daily"], id: \.self) { Text($0) }
                        }
                        Stepper("Tablets: 2", value: .constant(2), in: 1...8)
                        DisclosureGroup("More", isExpanded: .constant(true)) {
                            Toggle("Sound", isOn: .constant(true))
                        }
                    }
                }
            },
            // The wheel's farthest options are faded to a quarter, as iOS fades them: 1.8:1 on
            // white (2.2:1 in dark mode), which the audit reports.
            // A note to the GP's controls: a summary box, a date picker, a slider, a text editor
            // and a share link, in iOS's own colours.
            input("editors-and-sliders") {
                VStack(alignment: .leading, spacing: 16) {
                    GroupBox("Before you write") {
                        Text("Your GP surgery will reply within 2 working days.")
                    }
                    DatePicker("Best time to call", selection: .constant(TextFormatting.referenceDate))
                    Slider(value: .constant(0.3)) { Text("How urgent") }
                    // As tall as its text: a fixed height would cut the text at the large sizes
                    // (the audit reports text cut by a clip).
                    TextEditor(text: .constant("The rash started on Monday and is spreading."))
                    // A text button is as tall as its text: 44 pt to tap, as the Link above has.
                    ShareLink(item: URL(string: "https://www.nhs.uk/nhs-app/")!) {
                        Label("Share", systemImage: "square.and.arrow.up").frame(minHeight: 44)
                    }
                }
                .foregroundStyle(.nhsText)
            },
            input("formatted-and-pickers", expecting: ["7:00", "11:00"].map {
                ExpectedFinding(rule: .textContrast, subjectContains: $0)
            }) {
                FormattedControlScene()
            },
            // A form that cannot be saved yet: its controls disabled, drawn as iOS dims them (the
            // greys and the fading are guesses, `DisabledMetrics`). WCAG sets an inactive control
            // no contrast minimum, so the audit reports none of the greys.
            input("disabled-controls") {
                VStack(alignment: .leading, spacing: 8) {
                    Toggle("Text me reminders", isOn: .constant(true))
                    // Vertical, so that the number wraps rather than being cut at the largest sizes.
                    TextField("Mobile number", text: .constant("07700 900123"), axis: .vertical)
                        .textFieldStyle(.roundedBorder)
                    Stepper("Reminders a day: 2", value: .constant(2), in: 1...4)
                    Button("Save changes") {}
                        .buttonStyle(.borderedProminent)
                }
                .disabled(true)
                .foregroundStyle(.nhsText)
                .nhsCardStyle()
            },
        ]
    }

    /// The cells the input controls' goldens cover: the common phone at the smallest text size in light and at
    /// the largest in dark, at 1x. Two cells, not four, so that `Snapshots/` stays under 50 MB;
    /// every cell of the `full` matrix still renders for review.
    static let inputGoldenMatrix = SnapshotMatrix(name: "golden-input-controls", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .xSmall, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5, colorScheme: .dark, scale: 1),
    ])

    private static func input<Content: View>(_ name: String, expecting expected: [ExpectedFinding] = [],
                                             @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Controls", name: name, expectedFindings: expected, goldenMatrix: inputGoldenMatrix, view: view)
    }
}
