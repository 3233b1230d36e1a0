import Foundation

/// What a card action's button shows: the title over the subtitle, the trailing chevron, the row
/// padding and minimum height, and for `.reverse` the blue card.
struct CardActionRow: View {
    let title: String
    let subtitle: String?
    let style: CardActionStyle
    /// Padding on every side; ignored by `.reverse`, which pads its own card.
    let padding: CGFloat
    /// The least height, or nil when an enclosing card guarantees the tap target.
    let minimumHeight: CGFloat?

    var body: some View {
        if style.drawsOwnCard {
            content
                .padding(CardActionMetrics.reverseCardPadding)
                .frame(minHeight: CardActionMetrics.minimumRowHeight)
                .background(
                    RoundedRectangle(cornerRadius: NHSMetrics.cardCornerRadius, style: .continuous)
                        .fill(CardActionStyle.reverseCardColor))
        } else {
            content
                .padding(padding)
                .frame(minHeight: minimumHeight)
        }
    }

    /// Texts on the leading side, taking the width the chevron leaves; the chevron centred after them.
    private var content: some View {
        HStack(alignment: .center, spacing: CardActionMetrics.chevronSpacing) {
            VStack(alignment: .leading, spacing: CardActionMetrics.titleSubtitleSpacing) {
                Text(title)
                    .font(CardActionTypography.titleFont)
                    .bold(style == .reverse)
                    .foregroundStyle(style.titleColor)
                if let subtitle {
                    Text(subtitle)
                        .font(CardActionTypography.subtitleFont)
                        .foregroundStyle(style.subtitleColor)
                }
            }
            .multilineTextAlignment(.leading)
            .frame(maxWidth: .infinity, alignment: .leading)
            if let chevronColor = style.chevronColor {
                Image(systemName: "chevron.right")
                    .font(CardActionTypography.chevronFont)
                    .foregroundStyle(chevronColor)
                    .accessibilityHidden(true)
            }
        }
    }
}
