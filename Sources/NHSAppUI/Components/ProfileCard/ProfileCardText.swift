/// The text block of a profile card: the name and its supporting line, in the version's styles.
struct ProfileCardText: View {
    let content: ProfileCard.Content
    let size: ProfileCard.Size
    let palette: ProfileCardPalette

    var body: some View {
        VStack(alignment: .leading, spacing: ProfileCardMetrics.lineSpacing) {
            switch (content, size) {
            case (.own(let name, let number), .regular):
                Text(name).font(ProfileCardTypography.regularName).bold()
                numberLine(number, font: ProfileCardTypography.nhsNumber)
            case (.own(let name, let number), .compact):
                Text(name).font(ProfileCardTypography.compactName).bold()
                numberLine(number, font: ProfileCardTypography.compactSupporting)
            case (.actingFor(let name), .regular):
                Text(ProfileCard.actingForLabel).font(ProfileCardTypography.regularSupporting).bold()
                Text(name).font(ProfileCardTypography.regularName).bold()
                Text(ProfileCard.actingForSupportingText).font(ProfileCardTypography.regularSupporting)
            case (.actingFor(let name), .compact):
                Text(ProfileCard.actingForLabel + " " + name).font(ProfileCardTypography.compactName).bold()
                Text(ProfileCard.actingForSupportingText).font(ProfileCardTypography.compactSupporting)
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
