import NHSAppUI

// Ordinary iOS 17 code: styles of its own, attributed text and the animators, with only the
// import changed.

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
        .accessibilityAddTraits(.isButton)
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2)
            configuration.title.font(.caption)
        }
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).inset(by: 1).strokeBorder(Color.secondary, lineWidth: 1))
        .containerShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct StepsGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label.font(.headline)
                Spacer()
                configuration.currentValueLabel
            }
            ProgressView(value: configuration.value)
        }
    }
}

struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            HStack { configuration.content }
        }
    }
}

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "chevron.up" : "chevron.down")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct OutlinedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.accentColor))
    }
}

struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(isEnabled ? Color.accentColor : Color.gray, in: RoundedRectangle(cornerRadius: 8))
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct ConsentScreen: View {
    @State private var agreed = false
    @State private var pulse = false

    private var terms: AttributedString {
        var text = (try? AttributedString(markdown: "I agree to the **terms of use** and the [privacy policy](https://www.nhs.uk/privacy)."))
            ?? AttributedString("I agree to the terms of use.")
        text.foregroundColor = .primary
        return text
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Label("Consent", systemImage: "checkmark.shield")
                    .labelStyle(VerticalLabelStyle())
                    .phaseAnimator([1.0, 1.2]) { content, scale in
                        content.scaleEffect(scale)
                    }
                Text(terms)
                GroupBox("What we share") {
                    Text("Your GP record, with your consent.")
                }
                .groupBoxStyle(CardGroupBoxStyle())
                Gauge(value: 6_200, in: 0...10_000) {
                    Text("Steps today")
                } currentValueLabel: {
                    Text("6,200")
                }
                .gaugeStyle(StepsGaugeStyle())
                ControlGroup("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy link") {}
                    Button("Email") {}
                }
                .controlGroupStyle(StackedControlGroupStyle())
                DisclosureGroup("More about consent") {
                    Text("You can change this at any time in Settings.")
                }
                .disclosureGroupStyle(ChevronDisclosureStyle())
                Menu("Share") {
                    Button("Copy link") {}
                    Button("Email") {}
                }
                .menuStyle(OutlinedMenuStyle())
                Toggle("Agree", isOn: $agreed)
                    .toggleStyle(CheckboxToggleStyle())
                Toggle("Remember me", isOn: .constant(true))
                    .toggleStyle(.button)
                Button("Continue") {}
                    .buttonStyle(PrimaryButtonStyle())
                    .disabled(!agreed)
                    .keyframeAnimator(initialValue: 1.0, trigger: pulse) { content, value in
                        content.scaleEffect(value)
                    } keyframes: { _ in
                        KeyframeTrack {
                            SpringKeyframe(1.1, duration: 0.2, spring: .bouncy)
                            LinearKeyframe(1.0, duration: 0.2)
                        }
                    }
                ForEach(0..<3) { index in
                    Text("Step \(index + 1)")
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.9)
                        }
                }
                Text("Shaded by position")
                    .visualEffect { content, proxy in
                        content.offset(x: proxy.frame(in: .global).minY > 1000 ? 4 : 0)
                    }
            }
            .padding()
        }
    }
}
