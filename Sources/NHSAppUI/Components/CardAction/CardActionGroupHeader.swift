/// A group's header: bold text in `nhsText`, marked as a heading for the headings rotor.
///
/// It leaves a `CardActionGroupHeader` annotation with `text` and `looksSentenceCase`, so an audit
/// can warn when the header is not in sentence case.
struct CardActionGroupHeader: View {
    let text: String
    let font: Font

    var body: some View {
        Text(text)
            .font(font)
            .bold(CardActionTypography.headerIsBold)
            .foregroundStyle(.nhsText)
            .accessibilityAddTraits(.isHeader)
            .componentAnnotation(CardActionGroupHeaderAnnotation.component, [
                CardActionGroupHeaderAnnotation.text: text,
                CardActionGroupHeaderAnnotation.looksSentenceCase: String(SentenceCase.looksLikeSentenceCase(text)),
            ])
    }
}
