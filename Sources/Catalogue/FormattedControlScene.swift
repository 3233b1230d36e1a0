import NHSAppUI
import NHSSnapshot

/// A labeled-content style of one's own: the value in the NHS secondary text colour (iOS's
/// secondary label is 3.4:1 on white), beside the label when both fit on one line, else under it;
/// one VoiceOver element.
struct NHSValueStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        ViewThatFits {
            // Both texts before the spacer, so that neither wraps while the line has room.
            HStack(spacing: 8) {
                configuration.label.layoutPriority(1)
                Spacer(minLength: 8)
                configuration.content.foregroundStyle(.nhsSecondaryText).layoutPriority(1)
            }
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                configuration.content.foregroundStyle(.nhsSecondaryText)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// The `Controls/formatted-and-pickers` scene: a grouped form with formatted values (a field, a
/// stepper and labeled content through `FormatStyle`s), a labeled-content style, Markdown titles,
/// an inline picker section and a wheel.
struct FormattedControlScene: View {
    var body: some View {
        Form {
            Section("Your **medicine**") {
                TextField("Weight", value: .constant(72.5), format: .number, prompt: Text("kg"))
                Stepper("Dose: 2.5 ml", value: .constant(2.5), in: 0...10, step: 0.5, format: .number)
                LabeledContent("Paid", value: 9.9, format: .currency(code: "GBP"))
            }
            Picker("Remind me", selection: .constant(1)) {
                Text("Never").tag(0)
                Text("Daily").tag(1)
                Text("Weekly").tag(2)
            }
            .pickerStyle(.inline)
            Section {
                Picker("Time", selection: .constant(9)) {
                    ForEach(7..<12, id: \.self) { Text("\($0):00") }
                }
                .pickerStyle(.wheel)
            }
        }
        .formStyle(.grouped)
        .labeledContentStyle(NHSValueStyle())
    }
}
