import NHSAppUI

// Ordinary SwiftUI text styling, written for iOS, with only its import changed: Text modifiers,
// Text + Text, Markdown in literals, formatted values, fonts and the fitting modifiers.

struct AppointmentSummary: View {
    var clinic: String
    var date: Date
    var charge: Double
    var share: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Appointment").font(.system(size: 22, weight: .bold, design: .default))
            Text("Your appointment at ").foregroundColor(.secondary)
                + Text(clinic).fontWeight(.semibold).underline(true, color: .blue)
                + Text(" is on ")
                + Text(date, format: .dateTime.weekday(.wide).day().month(.wide))
                    .bold()
                    .italic()
            Text("**Bring** your *repeat* slip, ~~not~~ the `QR` code. [Help](https://www.nhs.uk)")
            Text(verbatim: "**literally**")
            Text(clinic)
            Text("Charge: \(charge, format: .currency(code: "GBP")) (\(share, format: .percent))")
            Text(date, style: .date) + Text(" at ") + Text(date, style: .time)
            Text(charge, format: .number).monospacedDigit().kerning(0.5).tracking(1)
            Text("H") + Text("2").baselineOffset(-3).font(.caption2) + Text("O").strikethrough(color: .red)
            Text("Body mono").font(.system(.body, design: .monospaced, weight: .medium))
            Text("Headline").font(.headline.weight(.heavy).italic())
            Text("Code").font(.body.monospaced().bold()) + Text(" 0123").font(.body.monospacedDigit())
            Text("A long clinic name that shrinks before it truncates")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .truncationMode(.middle)
            Text("Lines apart").lineSpacing(6).multilineTextAlignment(.center).lineLimit(2...4)
            Text("Reserved").lineLimit(3, reservesSpace: true)
            Text("At most two").lineLimit(...2)
            Text("At least one").lineLimit(1...)
            Text("Styled inside").italic().fontWeight(.light).underline().monospaced()
        }
        .fontDesign(.default)
    }
}

struct ScaledTitle: View {
    var size: CGFloat = 28

    var body: some View {
        Text("Title").font(.system(size: size, weight: .semibold))
    }
}
