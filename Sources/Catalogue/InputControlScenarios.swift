import NHSAppUI
import NHSSnapshot

/// The `Controls` scenarios of the input controls: text fields, pickers, steppers, disclosure
/// groups and a form of them, at the same golden cells as the other controls.
extension ControlScenarios {
    static var inputs: [Scenario] {
        [
            input("text-fields") {
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
            input("steppers") {
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
                        LabeledContent("NHS number", value: "485 777 3456")
                        TextField("Phone", text: .constant("07700 900123"))
                            .keyboardType(.phonePad)
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
        ]
    }

    private static func input<Content: View>(_ name: String, @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Controls", name: name, goldenMatrix: goldenMatrix, view: view)
    }
}
