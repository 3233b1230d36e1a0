import Audits
import Foundation
import NHSAppUI
import NHSSnapshot

/// The `TextStyles` scenarios: SwiftUI's text styling as screen code writes it — `Text` modifiers,
/// `Text + Text` runs wrapped as one paragraph, Markdown in literals, formatted values, fonts, the
/// fitting modifiers, and symbols set among the words — in both schemes at the smallest and the largest text size.
enum TextStyleScenarios {
    /// The cells these goldens cover: the common phone at the smallest text size in light and at
    /// the largest in dark, at 1x. Two cells, not four, so that `Snapshots/` stays under 50 MB;
    /// every cell of the `full` matrix still renders for review.
    static let goldenMatrix = SnapshotMatrix(name: "golden-text-styles", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .xSmall, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .accessibility5, colorScheme: .dark, scale: 1),
    ])

    /// A fixed moment for the format scenarios: 3 March 2026, 14:05 London time.
    static let appointment = Date(timeIntervalSince1970: 1_772_546_700)

    /// The text style scenarios, by kebab-case name.
    static var all: [Scenario] {
        [
            scenario("modifiers") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Light").fontWeight(.light) + Text(" regular ") + Text("semibold").fontWeight(.semibold)
                        + Text(" bold").bold()
                    Text("Italic").italic() + Text(", ") + Text("underlined").underline() + Text(", ")
                        + Text("struck").strikethrough(color: .nhsRed)
                    Text("Tracking").tracking(2) + Text(" and ") + Text("kerning").kerning(-0.5)
                    Text("Digits 1111 8888").monospacedDigit()
                    Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O, x") + Text("2").baselineOffset(6).font(.caption)
                    Text("Seen on ").foregroundColor(.nhsSecondaryText) + Text("3 March").bold()
                        + Text(" at ").foregroundColor(.nhsSecondaryText) + Text("Riverside").foregroundColor(.nhsGreen).underline()
                        + Text(" by ").foregroundColor(.nhsSecondaryText) + Text("Dr Patel").font(.title3).italic()
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            scenario("markdown") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("**Bold**, *italic*, ***both***, ~~struck~~, `code`")
                    Text("Read the [privacy notice](https://www.nhs.uk/privacy)")
                    Text("**Medicine:** \(medicine)")
                    Text(verbatim: "Verbatim: **as written**")
                    Text(literalLookalike)
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            scenario("formats") {
                VStack(alignment: .leading, spacing: 8) {
                    Text(appointment, format: .dateTime.weekday(.wide).day().month(.wide).year())
                    Text(appointment, style: .date) + Text(", ") + Text(appointment, style: .time)
                    Text(1234.5, format: .number) + Text(", ") + Text(0.825, format: .percent)
                    Text("Charge: \(9.9, format: .currency(code: "GBP"))")
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            scenario("fonts") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("System 20 pt bold").font(.system(size: 20, weight: .bold))
                    Text("Mono 15 pt").font(.system(size: 15, design: .monospaced))
                    Text("Mono semibold").font(.system(.body, design: .monospaced, weight: .semibold))
                    Text("Headline").font(.headline) + Text(" footnote").font(.footnote)
                    Text("Callout heavy").font(.callout.weight(.heavy))
                    Text("Bold italic").font(.title3.bold().italic())
                    Text("Code 0123").font(.body.monospaced()) + Text(" £11.11").font(.body.monospacedDigit())
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            scenario("fitting", expecting: ["Head truncation", "Middle truncation", "Tail truncation"]) {
                VStack(alignment: .leading, spacing: 8) {
                    Group {
                        Text("Head truncation of a very long pharmacy name on one line").lineLimit(1).truncationMode(.head)
                        Text("Middle truncation of a very long pharmacy name on one line").lineLimit(1).truncationMode(.middle)
                        Text("Tail truncation of a very long pharmacy name on one line").lineLimit(1)
                    }
                    .frame(maxWidth: 200, alignment: .leading)
                    Text("Fits one line: Riverside Surgery").lineLimit(1).minimumScaleFactor(0.25)
                    Text("Line spacing of 8 points between wrapped lines.").lineSpacing(8)
                    Text("Two lines reserved").lineLimit(2, reservesSpace: true).background(Color.nhsGrey4)
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
            scenario("inline-images") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Read the guidance on the NHS website ") + Text(Image(systemName: "arrow.up.right.square"))
                    Text("\(Image(systemName: "exclamationmark.triangle.fill")) Check your details before you book")
                        .foregroundStyle(.nhsRed)
                    Text(Image(systemName: "calendar")) + Text(" Tuesday 3 March at 2:05pm").bold()
                    Text("Next \(Image(systemName: "chevron.forward"))").font(.headline).foregroundStyle(.nhsBlue)
                    Text("Saved \(Image(systemName: "heart.fill"))").imageScale(.large)
                    Text("Ticked \(Image(systemName: "checkmark.circle"))").symbolVariant(.fill).foregroundStyle(.nhsGreen)
                }
                .foregroundStyle(.nhsText)
                .frame(maxWidth: .infinity, alignment: .leading)
                .nhsCardStyle()
            },
        ]
    }

    private static let medicine = "**250 mg**"
    private static let literalLookalike = "Variable: **as written**"

    /// A scenario; `expecting` names the texts it truncates on purpose (`text-truncated`).
    private static func scenario<Content: View>(_ name: String, expecting truncated: [String] = [],
                                                @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "TextStyles", name: name,
                 expectedFindings: truncated.map { ExpectedFinding(rule: .textTruncated, subjectContains: $0) },
                 goldenMatrix: goldenMatrix, view: view)
    }
}
