/// The colours of one version of the profile card.
public struct ProfileCardPalette: Sendable {
    /// The card.
    public var background: Color
    /// The name and the main line.
    public var primaryText: Color
    /// The supporting line ("NHS number: …").
    public var secondaryText: Color
    /// The circle behind the person glyph.
    public var iconCircle: Color
    /// The person glyph.
    public var iconGlyph: Color
    /// The decorative chevron.
    public var chevron: Color

    /// Own profile: pale blue, adapting to dark mode. nhsText on nhsPaleBlue is 10.56:1 and the
    /// secondary text 4.66:1 in light mode (design-reference §8).
    public static let ownProfile = ProfileCardPalette(
        background: .nhsPaleBlue, primaryText: .nhsText, secondaryText: .nhsSecondaryText,
        iconCircle: .nhsWhite, iconGlyph: .nhsBlue,
        chevron: Color.nhsDarkBlue.opacity(ProfileCardMetrics.chevronOpacity))

    /// Acting for someone else: warm yellow with black text, the same in light and dark mode
    /// (fixed `Only` tokens), 8.29:1.
    public static let actingFor = ProfileCardPalette(
        background: .nhsWarmYellowOnly, primaryText: .nhsBlackOnly, secondaryText: .nhsBlackOnly,
        iconCircle: .nhsWhiteOnly, iconGlyph: .nhsBlackOnly,
        chevron: Color.nhsBlackOnly.opacity(ProfileCardMetrics.chevronOpacity))
}
