/// The person glyph in a circle at the card's leading edge. It is decorative (hidden from
/// VoiceOver) and keeps its measured size at every text size.
struct ProfileCardIcon: View {
    /// `person.fill` for the own profile, `person.2.fill` for acting for someone.
    let symbol: String
    let palette: ProfileCardPalette
    let size: ProfileCard.Size

    var body: some View {
        let diameter = size == .compact ? ProfileCardMetrics.compactIconDiameter : ProfileCardMetrics.regularIconDiameter
        let glyphSize = size == .compact ? ProfileCardMetrics.compactGlyphSize : ProfileCardMetrics.regularGlyphSize
        Image(systemName: symbol)
            .accessibilityHidden(true)
            .font(.nhsCustom(size: glyphSize))
            .foregroundStyle(palette.iconGlyph)
            .frame(width: diameter, height: diameter)
            .background(palette.iconCircle, in: Circle())
            .environment(\.dynamicTypeSize, .large)
    }
}
