/// The campaign card's photograph: aspect-filled and cropped, never stretched, with only its
/// outside corners rounded, and hidden from VoiceOver as decoration.
struct CampaignCardPhoto: View {
    /// The caller's image.
    let image: Image
    /// Which corners are outside corners depends on the arrangement.
    let arrangement: CampaignCardArrangement

    var body: some View {
        image
            .resizable()
            .scaledToFill()
            .accessibilityHidden(true)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .clipShape(outsideCorners)
    }

    /// Rounded on the card's outer edge: the top when stacked, the leading side when side by side.
    private var outsideCorners: UnevenRoundedRectangle {
        let radius = NHSMetrics.cardCornerRadius
        switch arrangement {
        case .stacked:
            return UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
        case .sideBySide:
            return UnevenRoundedRectangle(topLeadingRadius: radius, bottomLeadingRadius: radius, style: .continuous)
        }
    }
}
