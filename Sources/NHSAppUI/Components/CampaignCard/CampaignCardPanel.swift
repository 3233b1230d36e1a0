/// The campaign card's text panel: the bold title and the subtitle, with a chevron centred at
/// the trailing edge, on the dark-blue panel. The text wraps and the panel grows; nothing is cut.
struct CampaignCardPanel: View {
    let title: String
    let subtitle: String
    let arrangement: CampaignCardArrangement

    private let colors = CampaignCardPanelColors.current

    var body: some View {
        HStack(alignment: .center, spacing: CampaignCardMetrics.textToChevronSpacing) {
            VStack(alignment: .leading, spacing: CampaignCardMetrics.titleToSubtitleSpacing) {
                Text(title)
                    .font(.nhsTitle2)
                    .bold()
                Text(subtitle)
                    .font(.nhsBody)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right")
                .font(.nhsBody)
                .foregroundStyle(colors.chevron)
                .accessibilityHidden(true)
        }
        .foregroundStyle(colors.text)
        .multilineTextAlignment(.leading)
        .padding(CampaignCardMetrics.panelPadding)
        .frame(maxHeight: .infinity)
        .background(colors.background, in: insideCorners)
    }

    /// Rounded on the card's outer edge: the bottom when stacked, the trailing side when side by side.
    private var insideCorners: UnevenRoundedRectangle {
        let radius = NHSMetrics.cardCornerRadius
        switch arrangement {
        case .stacked:
            return UnevenRoundedRectangle(bottomLeadingRadius: radius, bottomTrailingRadius: radius, style: .continuous)
        case .sideBySide:
            return UnevenRoundedRectangle(bottomTrailingRadius: radius, topTrailingRadius: radius, style: .continuous)
        }
    }
}
