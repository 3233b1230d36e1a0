/// The text block of a profile card: the name and its supporting line, in the version's styles.
struct ProfileCardText: View {
    let content: ProfileCard.Content
    let size: ProfileCard.Size
    let palette: ProfileCardPalette

    var body: some View {
        VStack(alignment: .leading, spacing: ProfileCardMetrics.lineSpacing) {
            switch (content, size) {
            case (.own(let name, let number), .regular):
                Text(name).font(.nhsTitle3).bold()
                numberLine(number, font: .nhsSubheadline)
            case (.own(let name, let number), .compact):
                Text(name).font(.nhsSubheadline).bold()
                numberLine(number, font: .nhsFootnote)
            case (.actingFor(let name), .regular):
                Text(ProfileCard.actingForLabel).font(.nhsSubheadline).bold()
                Text(name).font(.nhsTitle3).bold()
                Text(ProfileCard.actingForSupportingText).font(.nhsBody)
            case (.actingFor(let name), .compact):
                Text(ProfileCard.actingForLabel + " " + name).font(.nhsSubheadline).bold()
                Text(ProfileCard.actingForSupportingText).font(.nhsFootnote)
            }
        }
        .foregroundStyle(palette.primaryText)
        .multilineTextAlignment(.leading)
    }

    /// "NHS number:" in bold, then the number, both in the secondary colour.
    private func numberLine(_ number: NHSNumberDisplay, font: Font) -> some View {
        LabelledValueLayout(spacing: ProfileCardMetrics.numberLabelSpacing) {
            Text(ProfileCard.nhsNumberLabel).bold()
            Text(number.text)
        }
        .font(font)
        .foregroundStyle(palette.secondaryText)
    }
}
